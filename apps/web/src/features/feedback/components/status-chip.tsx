import { FEEDBACK_STATUS_LABELS, type FeedbackPostStatus } from '@impact/contracts';
import { cn } from '../../../lib/utils';

/** The colour only repeats what the text says, so it is never the sole carrier of the status. */
const TONES: Record<FeedbackPostStatus, string> = {
  open: 'bg-muted text-foreground/80',
  planned: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  'in-progress': 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  done: 'bg-primary/10 text-primary',
  declined: 'bg-destructive/10 text-destructive',
};

export function StatusChip({ status }: { status: FeedbackPostStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 font-medium', TONES[status])}>
      {FEEDBACK_STATUS_LABELS[status]}
    </span>
  );
}
