import type { InitiativeCategory, InitiativeStatus } from '@impact/contracts';
import { cn } from '../../../lib/utils';
import { STATUS_LABELS } from '../lib/initiative-record';

const chipClasses =
  'inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs leading-tight font-medium whitespace-nowrap';

/** The colour repeats the status word, which always shows. */
const STATUS_CLASSES: Record<InitiativeStatus, string> = {
  active: 'border-emerald-600/25 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  planned: 'border-sky-600/25 bg-sky-500/10 text-sky-800 dark:text-sky-300',
  completed: 'border-border bg-secondary text-secondary-foreground',
};

export function StatusChip({ status, className }: { status: InitiativeStatus; className?: string }) {
  return <span className={cn(chipClasses, STATUS_CLASSES[status], className)}>{STATUS_LABELS[status]}</span>;
}

export function CategoryChip({ category, className }: { category: InitiativeCategory; className?: string }) {
  return (
    <span className={cn(chipClasses, 'border-primary/25 bg-primary/10 text-primary', className)}>
      {category}
    </span>
  );
}
