import { SendIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useChatStore } from '../store/chat-store';

/** Free text to the assistant: Enter or Send; nothing can be sent while a reply streams. */
export function ChatInput() {
  const id = useId();
  const isTyping = useChatStore((state) => state.isTyping);
  const sendMessage = useChatStore((state) => state.sendMessage);
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '' || isTyping) return;
    setText('');
    void sendMessage(text);
  }

  return (
    <form onSubmit={handleSubmit} className="flex gap-2 border-t p-3">
      <label htmlFor={`${id}-message`} className="sr-only">
        Message to the assistant
      </label>
      <Input
        id={`${id}-message`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Ask a question…"
        autoComplete="off"
        disabled={isTyping}
        maxLength={20_000}
      />
      <Button type="submit" disabled={isTyping || text.trim() === ''}>
        <SendIcon aria-hidden />
        <span className="max-sm:sr-only">Send</span>
      </Button>
    </form>
  );
}
