import { CircleCheckIcon, XIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** What takes the progress panel's place once all fourteen steps completed, until dismissed. */
export function CompletionNotice({
  clientName,
  onDismiss,
}: {
  clientName: string | null;
  onDismiss: () => void;
}) {
  return (
    <aside
      aria-label="Assessment complete"
      className="fixed inset-x-4 bottom-4 z-40 flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-card-foreground shadow-lg md:inset-x-auto md:right-4 md:w-96"
    >
      <CircleCheckIcon aria-hidden className="size-5 shrink-0 text-emerald-600" />
      <p role="status" className="min-w-0 flex-1 text-sm">
        <span className="font-medium">Assessment complete.</span>{' '}
        {clientName ? `All 14 steps are done for ${clientName}.` : 'All 14 steps are done.'}
      </p>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss" onClick={onDismiss}>
        <XIcon aria-hidden />
      </Button>
    </aside>
  );
}
