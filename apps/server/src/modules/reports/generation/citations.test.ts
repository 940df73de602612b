import { describe, expect, it } from 'vitest';
import { citedNumbers, keepKnownCitations } from './citations.js';

describe('citations', () => {
  it('reads single, adjacent and listed citations, not link texts', () => {
    expect(citedNumbers('A [3] b [1][12] c [4, 2] and [5](https://x.example/) [x]')).toEqual([
      1, 2, 3, 4, 12,
    ]);
  });

  it('keeps known citations and drops the rest with the space before them', () => {
    const known = new Set([1, 2, 3]);
    expect(keepKnownCitations('Leuven [1], scale [2, 999] and farms [7][3].', known)).toBe(
      'Leuven [1], scale [2] and farms [3].',
    );
    expect(keepKnownCitations('Invented [8]. Kept [3][3].', known)).toBe('Invented. Kept [3].');
    expect(keepKnownCitations('| 2025 | [9] |', known)).toBe('| 2025 | |');
    expect(keepKnownCitations('See [the page](https://x.example/1) [2]', known)).toBe(
      'See [the page](https://x.example/1) [2]',
    );
  });
});
