import { cleanText } from './tone';

/** One indicator over the years a company reports it: the latest year first, then the one before. */
export interface MetricSeries<M> {
  latest: M;
  /** The year before the latest the company states, when it states one. */
  previous?: M;
  /** Every year stored, latest first. */
  years: M[];
}

const keyOf = (metric: { name?: string | null; category?: string | null }) =>
  `${cleanText(metric.category).toLowerCase()}|${cleanText(metric.name).toLowerCase()}`;

/**
 * Metrics stored one per indicator and year, gathered into one series per indicator (same name and
 * category), in the order the indicators first appear. A year stated twice keeps its first figure.
 */
export function metricSeries<
  M extends { name?: string | null; category?: string | null; year?: number | null },
>(metrics: readonly M[]): MetricSeries<M>[] {
  const byIndicator = new Map<string, M[]>();
  for (const metric of metrics) {
    const key = keyOf(metric);
    const years = byIndicator.get(key) ?? [];
    if (!years.some((other) => other.year === metric.year)) years.push(metric);
    byIndicator.set(key, years);
  }
  return [...byIndicator.values()].map((group) => {
    const years = group.toSorted((a, b) => (b.year ?? 0) - (a.year ?? 0));
    const [latest, previous] = years as [M, M | undefined];
    return { latest, ...(previous ? { previous } : {}), years };
  });
}
