import type { Currency, NumericRange } from '../../company/types.js';

/**
 * Where a bucketed company figure sits against a legal threshold. 'touches' is the one-point overlap of
 * an 'at least' threshold with a bucket's top (1,001–5,000 employees against 'at least 5,000'): the
 * bucket cannot tell, and only that exact value would qualify, so rules answer 'possibly', not 'likely'.
 */
export type RangePosition = 'above' | 'below' | 'straddles' | 'touches' | 'unknown';

/** Law wording: '>' is 'more than' / 'exceeds', '>=' is 'at least'. */
export type ThresholdOperator = '>' | '>=';

/**
 * Compares a company range (an employee or revenue bucket) with a threshold as the law words it.
 * 'above': every value in the range passes; 'below': none does; 'straddles': the threshold falls inside.
 * Bounds are inclusive (company/size-ranges), so a bucket that touches a threshold is not decided by it:
 * $1B–5B is not wholly 'more than $1bn' (straddles), and 201–500 employees is not wholly below 'at least
 * 500' (touches).
 */
export function compareRange(
  range: NumericRange | undefined,
  operator: ThresholdOperator,
  threshold: number,
): RangePosition {
  if (!range) return 'unknown';
  const passes = (value: number) => (operator === '>' ? value > threshold : value >= threshold);
  if (passes(range.min)) return 'above';
  if (range.max !== null && !passes(range.max)) return 'below';
  if (operator === '>=' && range.max === threshold) return 'touches';
  return 'straddles';
}

const CURRENCY_PREFIX: Record<Currency, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  CHF: 'CHF ',
  NOK: 'NOK ',
  AUD: 'A$',
};

function trimDecimals(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** '£36m', 'A$1bn', 'CHF 40m': amounts as the laws and fact sheet write them. */
export function formatMoney(value: number, currency: Currency): string {
  const prefix = CURRENCY_PREFIX[currency];
  if (value >= 1e9) return `${prefix}${trimDecimals(value / 1e9)}bn`;
  if (value >= 1e6) return `${prefix}${trimDecimals(value / 1e6)}m`;
  if (value >= 1e3) return `${prefix}${trimDecimals(value / 1e3)}k`;
  return `${prefix}${trimDecimals(value)}`;
}

export function formatMoneyRange(range: NumericRange, currency: Currency): string {
  if (range.max === null) return `${formatMoney(range.min, currency)} or more`;
  // A stated turnover, converted: one amount, 'about' because of the rate.
  if (range.max === range.min) return `about ${formatMoney(range.min, currency)}`;
  return `${formatMoney(range.min, currency)}–${formatMoney(range.max, currency)}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function formatHeadcount(range: NumericRange): string {
  if (range.max === null) return `${formatCount(range.min)} or more employees`;
  if (range.max === range.min) return `${formatCount(range.min)} employees`;
  return `${formatCount(range.min)}–${formatCount(range.max)} employees`;
}
