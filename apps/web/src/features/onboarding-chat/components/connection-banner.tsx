import { WifiOffIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useChatStore } from '../store/chat-store';

/** After the chat service could not be reached: say so and offer to send the message again. */
export function ConnectionBanner() {
  const isConnectedToApi = useChatStore((state) => state.isConnectedToApi);
  const isTyping = useChatStore((state) => state.isTyping);
  const canRetry = useChatStore((state) => state.failedRequest !== null);
  const retry = useChatStore((state) => state.retry);
  if (isConnectedToApi) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 border-b border-destructive/40 bg-destructive/5 px-4 py-2 text-sm text-destructive"
    >
      <WifiOffIcon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">The chat assistant cannot be reached right now.</span>
      {canRetry && (
        <Button size="sm" variant="outline" disabled={isTyping} onClick={() => void retry()}>
          Retry
        </Button>
      )}
    </div>
  );
}
