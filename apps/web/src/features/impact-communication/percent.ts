const SCORE_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * `value` as a whole percentage of `max`, kept between 0 and 100 (spec 02 §9: relevance and
 * credibility are shown as percentage bars; relevance is 0-100). Unreadable numbers count as 0.
 */
export function toPercent(value: number | null | undefined, max = 100): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (value / max) * 100)));
}

/** The percentage as shown beside a bar, e.g. '85%'. */
export function formatPercent(value: number | null | undefined, max = 100): string {
  return `${toPercent(value, max)}%`;
}

/** A score as shown over its maximum: at most one decimal ('7.5', '7'). */
export function formatScore(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? SCORE_FORMAT.format(value) : '0';
}
