import { describe, expect, it } from 'vitest';
import { headingShift, shiftedLevel } from './markdown-headings';

describe('headingShift', () => {
  it('makes the highest heading an h3', () => {
    expect(headingShift('# Title\n\n## Part')).toBe(2);
    expect(headingShift('## Overview\n\n### Detail')).toBe(1);
    expect(headingShift('#### Deep')).toBe(-1);
  });

  it('ignores text without headings, hashtags and fenced code', () => {
    expect(headingShift('Plain text')).toBe(0);
    expect(headingShift('#hashtag\n\n### Real')).toBe(0);
    expect(headingShift('```\n# comment\n```\n## Real')).toBe(1);
  });
});

describe('shiftedLevel', () => {
  it('keeps levels between h3 and h6 without skipping', () => {
    const shift = headingShift('## A\n### B\n#### C');
    expect([2, 3, 4].map((level) => shiftedLevel(level, shift))).toEqual([3, 4, 5]);
    expect(shiftedLevel(6, 2)).toBe(6);
    expect(shiftedLevel(1, 0)).toBe(3);
  });
});
