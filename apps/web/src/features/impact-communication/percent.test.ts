import { describe, expect, it } from 'vitest';
import { formatPercent, formatScore, toPercent } from './percent';

describe('toPercent and formatPercent', () => {
  it('shows a 0-100 relevance score as that percentage', () => {
    expect(formatPercent(95)).toBe('95%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('shows a score over another maximum as its share, rounded', () => {
    expect(toPercent(7.5, 10)).toBe(75);
    expect(formatPercent(2, 3)).toBe('67%');
  });

  it('keeps the percentage between 0 and 100', () => {
    expect(toPercent(140)).toBe(100);
    expect(toPercent(-5)).toBe(0);
  });

  it('counts unreadable numbers and maximums as 0', () => {
    expect(toPercent(Number.NaN)).toBe(0);
    expect(toPercent(null)).toBe(0);
    expect(toPercent(undefined)).toBe(0);
    expect(toPercent(5, 0)).toBe(0);
    expect(toPercent(5, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatScore', () => {
  it('shows at most one decimal', () => {
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(6.66)).toBe('6.7');
  });

  it('shows 0 for an unreadable score', () => {
    expect(formatScore(Number.NaN)).toBe('0');
    expect(formatScore(undefined)).toBe('0');
  });
});
