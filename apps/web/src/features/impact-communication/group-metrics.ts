import { METRIC_LABELS } from '@impact/contracts';
import { cleanText, matchKnown, type Chip, type Tone } from './tone';

/** Spec 02 §2: metrics without a category are listed under this one. */
export const UNCATEGORIZED = 'Uncategorized';

export interface MetricGroup<M> {
  category: string;
  metrics: M[];
}

/**
 * KPIs & Metrics grouped by category, in the order the categories first appear (the section lists its
 * metrics in a deliberate order); spelling variants of one category ('Climate', ' climate') share a group
 * under the first spelling; blank categories go to 'Uncategorized', last.
 */
export function groupMetricsByCategory<M extends { category?: string | null }>(
  metrics: readonly M[] | null | undefined,
): MetricGroup<M>[] {
  const groups = new Map<string, MetricGroup<M>>();
  const uncategorized: M[] = [];
  for (const metric of metrics ?? []) {
    const category = cleanText(metric.category);
    if (!category || category.toLowerCase() === UNCATEGORIZED.toLowerCase()) {
      uncategorized.push(metric);
      continue;
    }
    const key = category.toLowerCase();
    const group = groups.get(key) ?? { category, metrics: [] };
    group.metrics.push(metric);
    groups.set(key, group);
  }
  const ordered = [...groups.values()];
  return uncategorized.length > 0
    ? [...ordered, { category: UNCATEGORIZED, metrics: uncategorized }]
    : ordered;
}

const LABEL_TONES: Record<(typeof METRIC_LABELS)[number], Tone> = {
  'Third-party Validated': 'success',
  'Self-reported': 'neutral',
  Estimated: 'warning',
};

/** A metric's label badge (Self-reported, Third-party Validated, Estimated); null when it has none. */
export function metricLabelBadge(label: unknown): Chip | null {
  const known = matchKnown(label, METRIC_LABELS);
  if (known) return { label: known, tone: LABEL_TONES[known] };
  const text = cleanText(label);
  return text ? { label: text, tone: 'muted' } : null;
}
