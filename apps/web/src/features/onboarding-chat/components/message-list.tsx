import { useEffect, useRef } from 'react';
import { useChatStore } from '../store/chat-store';
import { MessageBubble } from './message-bubble';

const FIRST_CONTROL = '[data-active-component] :is(input, select, textarea, button, a[href]):not(:disabled)';

/**
 * Scrolls the conversation to its end and, when the chat box reaches below the screen (a phone, a
 * short window), the page as well, so the newest message and its controls are in view.
 */
function revealEnd(scroller: HTMLElement) {
  scroller.scrollTop = scroller.scrollHeight;
  const box = scroller.getBoundingClientRect();
  if (box.bottom > window.innerHeight && box.height > 0) {
    window.scrollBy({ top: Math.min(box.bottom - window.innerHeight, Math.max(0, box.top)) });
  }
}

/** The conversation, newest at the bottom; it keeps the latest message in view as it grows. */
export function MessageList() {
  const messages = useChatStore((state) => state.messages);
  const isTyping = useChatStore((state) => state.isTyping);
  const activeMessageId = useChatStore((state) => state.activeMessageId);
  const submitStep = useChatStore((state) => state.submitStep);
  const scroller = useRef<HTMLDivElement>(null);
  // Follows new text only while the reader is at the bottom: scrolling up to reread is left alone.
  const followsEnd = useRef(true);
  // A step was submitted from the keyboard or mouse: its controls go away, so focus moves on with it.
  const refocusAfterReply = useRef(false);
  const content = useRef<HTMLOListElement>(null);

  // Each new message is brought into view, even when the reader had scrolled up to reread: the chat
  // follows the end again (the effect below scrolls), and a page taller than the screen scrolls too.
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId) followsEnd.current = true;
  }, [newestId]);

  // Content that grows inside a message without a new one (a chosen file's row and its progress, a
  // longer answer, an image that loads) keeps the end in view too.
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (followsEnd.current) revealEnd(element);
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  // After every render (the list renders only when the conversation changes).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (followsEnd.current) revealEnd(element);
    if (refocusAfterReply.current && !isTyping) {
      refocusAfterReply.current = false;
      // Only when focus was lost with the removed controls, never taken from where the user put it.
      if (document.activeElement === null || document.activeElement === document.body) {
        element.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
      }
    }
  });

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
      onScroll={(event) => {
        const element = event.currentTarget;
        followsEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
      }}
    >
      <div role="log" aria-live="polite" aria-busy={isTyping} aria-label="Conversation">
        <ol ref={content} className="grid gap-5">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              interactive={!isTyping && message.id === activeMessageId && !message.completed}
              onSubmit={(messageId, data) => {
                refocusAfterReply.current = true;
                void submitStep(messageId, data);
              }}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}
