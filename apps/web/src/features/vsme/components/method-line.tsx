import type { VsmeMethod } from '@impact/contracts';
import { withUnit } from '../lib/format-value';

/** How an estimate was made, with each dated, sourced factor it used. Other methods say nothing here. */
export function MethodLine({ method }: { method: VsmeMethod | null }) {
  if (!method || method.kind !== 'estimate') return null;
  const factors = method.factors ?? [];
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <p>
        <span className="font-medium text-foreground/80">Method: </span>
        {method.description}
      </p>
      {factors.length > 0 && (
        <ul aria-label="Factors used" className="grid gap-0.5">
          {factors.map((factor) => (
            <li key={`${factor.name}-${factor.year}-${factor.country ?? ''}`} className="break-words">
              {factor.name}: {withUnit(factor.value, factor.unit)}
              {factor.country ? ` (${factor.country}, ${factor.year})` : ` (${factor.year})`} —{' '}
              {factor.url ? (
                <a
                  href={factor.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {factor.dataset}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                factor.dataset
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
