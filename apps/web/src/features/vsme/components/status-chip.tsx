import type { VsmeValueStatus } from '@impact/contracts';
import { cn } from '../../../lib/utils';
import { STATUS_LABELS } from '../lib/labels';

const chipClasses =
  'inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs leading-tight font-medium whitespace-nowrap';

/**
 * The colour repeats the status word, which always shows: green for what the evidence states, amber for
 * an estimate, sky for the client's answer, the brand colour for the consultant's entry, grey for what
 * does not apply or is left out, red for what is still missing (as the app's other chips use them).
 */
const STATUS_CLASSES: Record<VsmeValueStatus, string> = {
  found: 'border-emerald-600/25 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  estimated: 'border-amber-600/25 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  'client-provided': 'border-sky-600/25 bg-sky-500/10 text-sky-800 dark:text-sky-300',
  entered: 'border-primary/25 bg-primary/10 text-primary',
  'not-applicable': 'border-border bg-secondary text-secondary-foreground',
  omitted: 'border-border bg-secondary text-secondary-foreground',
  missing: 'border-destructive/30 bg-destructive/10 text-destructive',
};

export function StatusChip({ status }: { status: VsmeValueStatus }) {
  return <span className={cn(chipClasses, STATUS_CLASSES[status])}>{STATUS_LABELS[status]}</span>;
}

/** A quieter chip beside the status: 'Awaiting review', 'Returned', 'Changed'. */
export function MarkChip({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'warning' }) {
  return (
    <span
      className={cn(
        chipClasses,
        tone === 'warning'
          ? 'border-amber-600/25 bg-amber-500/10 text-amber-800 dark:text-amber-300'
          : 'border-border bg-background text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}
