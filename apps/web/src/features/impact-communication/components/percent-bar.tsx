import { cn } from '../../../lib/utils';
import { toPercent } from '../percent';

/**
 * A horizontal bar for a score over a maximum (spec 02 §9: percentage bars), exposed as a meter so a
 * screen reader hears the value, not just a drawing.
 */
export function PercentBar(props: {
  value: number;
  max?: number;
  /** The meter's accessible name, e.g. 'Relevance of GRI Standards'. */
  label: string;
  /** How the value is read out, e.g. '7.5 out of 10'; defaults to the percentage. */
  valueText?: string;
  className?: string;
}) {
  const max = props.max ?? 100;
  const percent = toPercent(props.value, max);
  return (
    <div
      role="meter"
      aria-label={props.label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.min(max, Math.max(0, Number.isFinite(props.value) ? props.value : 0))}
      aria-valuetext={props.valueText ?? `${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', props.className)}
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
