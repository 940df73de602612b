import { describe, expect, it } from 'vitest';
import {
  compareRange,
  formatHeadcount,
  formatMoney,
  formatMoneyRange,
  type ThresholdOperator,
} from './range.js';

describe('compareRange', () => {
  it.each<[string, { min: number; max: number | null } | undefined, ThresholdOperator, number, string]>([
    ['wholly above "more than"', { min: 501, max: 1000 }, '>', 500, 'above'],
    ['top bound equal to a "more than" threshold is below', { min: 201, max: 500 }, '>', 500, 'below'],
    [
      'bottom bound equal to a "more than" threshold straddles',
      { min: 1e9, max: 5e9 },
      '>',
      1e9,
      'straddles',
    ],
    ['bottom bound equal to an "at least" threshold is above', { min: 1000, max: 5000 }, '>=', 1000, 'above'],
    ['top bound equal to an "at least" threshold touches', { min: 1001, max: 5000 }, '>=', 5000, 'touches'],
    ['threshold inside the range straddles', { min: 8e6, max: 40e6 }, '>=', 36e6, 'straddles'],
    ['unbounded range is never below', { min: 10001, max: null }, '>', 1e9, 'straddles'],
    ['unknown range', undefined, '>', 500, 'unknown'],
  ])('%s', (_name, range, operator, threshold, expected) => {
    expect(compareRange(range, operator, threshold)).toBe(expected);
  });
});

describe('formatting', () => {
  it('writes amounts the way thresholds are written', () => {
    expect(formatMoney(36_000_000, 'GBP')).toBe('£36m');
    expect(formatMoney(1_500_000_000, 'EUR')).toBe('€1.5bn');
    expect(formatMoney(40_000_000, 'CHF')).toBe('CHF 40m');
    expect(formatMoney(800_000, 'GBP')).toBe('£800k');
    expect(formatMoneyRange({ min: 1e10, max: null }, 'AUD')).toBe('A$10bn or more');
    expect(formatHeadcount({ min: 1001, max: 5000 })).toBe('1,001–5,000 employees');
  });
});
