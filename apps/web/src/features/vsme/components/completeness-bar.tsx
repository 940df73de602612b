import type { VsmeCompletenessCount } from '@impact/contracts';
import { cn } from '../../../lib/utils';

/** Answered out of applicable as a whole percentage; a section with nothing to answer is complete. */
export const percentAnswered = (count: VsmeCompletenessCount) =>
  count.applicable === 0 ? 100 : Math.round((count.answered / count.applicable) * 100);

/** A labelled bar: '12 of 15 answered', with what still waits for review. */
export function CompletenessBar({
  label,
  count,
  className,
}: {
  /** What the bar measures, for screen readers: 'B3 completeness'. */
  label: string;
  count: VsmeCompletenessCount;
  className?: string;
}) {
  const percent = percentAnswered(count);
  return (
    <div className={cn('grid gap-1', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${count.answered} of ${count.applicable} answered`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {count.answered} of {count.applicable} answered ({percent}%)
        {count.awaitingReview > 0 && ` · ${count.awaitingReview} awaiting review`}
      </p>
    </div>
  );
}
