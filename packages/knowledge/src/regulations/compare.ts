import type { NumericRange } from '../company/types.js';

/**
 * How a size range compares with a legal threshold. Buckets are ranges, so there are three answers
 * besides 'unknown': the whole range passes, none of it does, or the threshold falls inside it (the
 * verdict is then 'likely', never a coin toss). Bounds are inclusive (see company/size-ranges).
 */
export type RangeComparison = 'meets' | 'fails' | 'straddles' | 'unknown';

/** Law wording: '>' is 'more than' / 'exceeds', '>=' is 'at least'. */
export type ThresholdOperator = '>' | '>=';

export function compareRange(
  range: NumericRange | undefined,
  operator: ThresholdOperator,
  threshold: number,
): RangeComparison {
  if (!range) return 'unknown';
  const passes = (value: number) => (operator === '>' ? value > threshold : value >= threshold);
  if (passes(range.min)) return 'meets';
  if (range.max !== null && !passes(range.max)) return 'fails';
  return 'straddles';
}

export function compareValue(
  value: number | undefined,
  operator: ThresholdOperator,
  threshold: number,
): RangeComparison {
  return value === undefined ? 'unknown' : compareRange({ min: value, max: value }, operator, threshold);
}

/**
 * All tests must pass (AND): one failure decides 'fails'; otherwise an unknown beats a straddle, because
 * a missing fact is the thing to ask for first.
 */
export function allOf(...results: RangeComparison[]): RangeComparison {
  if (results.includes('fails')) return 'fails';
  if (results.includes('unknown')) return 'unknown';
  if (results.includes('straddles')) return 'straddles';
  return 'meets';
}

/**
 * Any test passing suffices (OR): one pass decides 'meets'; a straddle beats an unknown, because the
 * company is then at least likely in, whatever the missing fact says.
 */
export function anyOf(...results: RangeComparison[]): RangeComparison {
  if (results.includes('meets')) return 'meets';
  if (results.includes('straddles')) return 'straddles';
  if (results.includes('unknown')) return 'unknown';
  return 'fails';
}

/** 'Exceeds at least 2 of 3' (EU Accounting Directive size classes), with unknown criteria kept unknown. */
export function atLeastTwoOf(a: RangeComparison, b: RangeComparison, c: RangeComparison): RangeComparison {
  return anyOf(allOf(a, b), allOf(a, c), allOf(b, c));
}
