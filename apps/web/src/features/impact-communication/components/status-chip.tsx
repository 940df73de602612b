import { cn } from '../../../lib/utils';
import { TONE_CLASSES, type Chip } from '../tone';

/** A small labelled chip: the text carries the meaning, the colour repeats it. */
export function StatusChip({ chip, className }: { chip: Chip; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full border px-2 py-0.5 text-xs leading-tight font-medium whitespace-nowrap',
        TONE_CLASSES[chip.tone],
        className,
      )}
    >
      {chip.label}
    </span>
  );
}
