import type { FeedbackSort } from '@impact/contracts';
import { cn } from '../../../lib/utils';

const SORT_LABELS: Record<FeedbackSort, string> = { votes: 'Top', newest: 'Newest' };
const SORTS: FeedbackSort[] = ['votes', 'newest'];

/** 'Top' (most votes) or 'Newest': two toggle buttons, the pressed one is the order shown. */
export function SortToggle({
  value,
  onChange,
}: {
  value: FeedbackSort;
  onChange: (sort: FeedbackSort) => void;
}) {
  return (
    <div role="group" aria-label="Sort posts" className="flex h-9 rounded-md border p-0.5">
      {SORTS.map((sort) => (
        <button
          key={sort}
          type="button"
          aria-pressed={value === sort}
          onClick={() => onChange(sort)}
          className={cn(
            'cursor-pointer rounded-[5px] px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === sort
              ? 'bg-primary/10 text-primary'
              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {SORT_LABELS[sort]}
        </button>
      ))}
    </div>
  );
}
