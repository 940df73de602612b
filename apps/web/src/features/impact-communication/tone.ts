/**
 * The colour family of a chip or badge. The chip always carries its text too, so colour is never the
 * only signal.
 */
export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'muted';

export const TONE_CLASSES: Record<Tone, string> = {
  success: 'border-emerald-600/25 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  warning: 'border-amber-600/25 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  danger: 'border-red-600/25 bg-red-500/10 text-red-800 dark:text-red-300',
  neutral: 'border-border bg-secondary text-secondary-foreground',
  muted: 'border-dashed border-border bg-transparent text-muted-foreground',
};

export interface Chip {
  label: string;
  tone: Tone;
}

/** Trimmed text, or '' for anything that is not a string. */
export const cleanText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The item of `known` that matches `value` ignoring case and surrounding spaces. */
export function matchKnown<T extends string>(value: unknown, known: readonly T[]): T | undefined {
  const wanted = cleanText(value).toLowerCase();
  return known.find((item) => item.toLowerCase() === wanted);
}
