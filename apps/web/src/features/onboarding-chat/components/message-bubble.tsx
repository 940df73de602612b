import { CircleAlertIcon, SparklesIcon } from 'lucide-react';
import type { ChatMessage, InteractiveComponent } from '../lib/chat-types';
import { visibleText } from '../lib/message-parser';
import { cn } from '../../../lib/utils';
import { ChatMarkdown } from './chat-markdown';
import { InteractiveComponentView } from './interactive/interactive-component';

interface MessageBubbleProps {
  message: ChatMessage;
  /** This message carries the active component and no reply is streaming. */
  interactive: boolean;
  onSubmit: (messageId: string, data: Record<string, unknown>) => void;
}

const hasComponent = (
  message: ChatMessage,
): message is ChatMessage & { interactiveComponent: InteractiveComponent } =>
  message.interactiveComponent !== undefined;

export function MessageBubble({ message, interactive, onSubmit }: MessageBubbleProps) {
  if (message.sender === 'user') {
    return (
      <li className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm break-words whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">You: </span>
          {message.content}
        </p>
      </li>
    );
  }
  // While streaming, the raw text may hold the start of a script block: show only what is visible.
  const text = message.isStreaming ? visibleText(message.content) : message.content;
  const typing = message.isStreaming && text === '';
  return (
    <li className="flex min-w-0 gap-2 sm:gap-3">
      <span
        aria-hidden
        className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <SparklesIcon className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-3">
        <span className="sr-only">Assistant: </span>
        {(text !== '' || typing) && (
          <div
            className={cn(
              'max-w-full justify-self-start rounded-2xl rounded-tl-sm bg-muted px-4 py-2',
              typing && 'py-3',
            )}
          >
            {typing ? <TypingDots /> : <ChatMarkdown content={text} />}
          </div>
        )}
        {message.hasError && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{message.errorMessage}</span>
          </p>
        )}
        {hasComponent(message) && (
          <div className="min-w-0" data-active-component={interactive || undefined}>
            <InteractiveComponentView
              message={message}
              interactive={interactive}
              onSubmit={(data) => onSubmit(message.id, data)}
            />
          </div>
        )}
      </div>
    </li>
  );
}

function TypingDots() {
  return (
    <span className="flex items-center gap-1" role="status">
      <span className="sr-only">The assistant is typing</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
