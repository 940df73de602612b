import { useId } from 'react';

/** Spec 02 §2: the progress bar, 'N / M sections completed'. */
export function ReportProgress(props: { completed: number; total: number; label: string }) {
  const labelId = useId();
  const percent = props.total === 0 ? 0 : Math.round((props.completed / props.total) * 100);
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <p id={labelId} className="text-sm font-medium tabular-nums">
        {props.label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={props.total}
        aria-valuenow={props.completed}
        aria-valuetext={props.label}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
