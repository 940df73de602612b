import { describe, expect, it } from 'vitest';
import { allOf, anyOf, atLeastTwoOf, compareRange, compareValue } from './compare.js';

describe('compareRange', () => {
  it.each([
    [{ min: 1001, max: 5000 }, '>', 1000, 'meets'],
    [{ min: 501, max: 1000 }, '>', 1000, 'fails'],
    [{ min: 501, max: 1000 }, '>=', 1000, 'straddles'],
    [{ min: 425e6, max: 850e6 }, '>', 450e6, 'straddles'],
    [{ min: 10001, max: null }, '>', 5000, 'meets'],
    [{ min: 100, max: null }, '>', 5000, 'straddles'],
    [undefined, '>', 5000, 'unknown'],
  ] as const)('%j %s %d → %s', (range, operator, threshold, expected) => {
    expect(compareRange(range, operator, threshold)).toBe(expected);
  });

  it('compares a single value', () => {
    expect(compareValue(600e6, '>', 450e6)).toBe('meets');
    expect(compareValue(450e6, '>', 450e6)).toBe('fails');
    expect(compareValue(450e6, '>=', 450e6)).toBe('meets');
    expect(compareValue(undefined, '>', 1)).toBe('unknown');
  });
});

describe('combining tests', () => {
  it('AND: a failure decides, then an unknown, then a straddle', () => {
    expect(allOf('meets', 'fails', 'unknown')).toBe('fails');
    expect(allOf('meets', 'straddles', 'unknown')).toBe('unknown');
    expect(allOf('meets', 'straddles')).toBe('straddles');
    expect(allOf('meets', 'meets')).toBe('meets');
  });
  it('OR: a pass decides, then a straddle, then an unknown', () => {
    expect(anyOf('fails', 'meets')).toBe('meets');
    expect(anyOf('unknown', 'straddles')).toBe('straddles');
    expect(anyOf('fails', 'unknown')).toBe('unknown');
    expect(anyOf('fails', 'fails')).toBe('fails');
  });
  it('2 of 3 with an unknown third criterion', () => {
    expect(atLeastTwoOf('meets', 'meets', 'unknown')).toBe('meets');
    expect(atLeastTwoOf('fails', 'fails', 'unknown')).toBe('fails');
    expect(atLeastTwoOf('meets', 'fails', 'unknown')).toBe('unknown');
  });
});
