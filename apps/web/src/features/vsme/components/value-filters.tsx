import type { VsmeCompletenessCount } from '@impact/contracts';
import { cn } from '../../../lib/utils';
import type { ValueFilter } from '../lib/report-structure';

/** All / Missing / Awaiting review, as toggle buttons with their counts. */
export function ValueFilters(props: {
  filter: ValueFilter;
  overall: VsmeCompletenessCount;
  onChange: (filter: ValueFilter) => void;
}) {
  const options: { filter: ValueFilter; label: string }[] = [
    { filter: 'all', label: 'All' },
    { filter: 'missing', label: `Missing (${props.overall.missing})` },
    { filter: 'review', label: `Awaiting review (${props.overall.awaitingReview})` },
  ];
  return (
    <div
      role="group"
      aria-label="Show datapoints"
      className="flex flex-wrap gap-1 rounded-lg border bg-card p-1 shadow-sm w-fit max-w-full"
    >
      {options.map((option) => {
        const active = option.filter === props.filter;
        return (
          <button
            key={option.filter}
            type="button"
            aria-pressed={active}
            onClick={() => props.onChange(option.filter)}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active ? 'bg-primary/10 font-medium text-primary' : 'text-foreground/80 hover:bg-accent',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
