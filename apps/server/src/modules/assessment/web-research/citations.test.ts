import { describe, expect, it } from 'vitest';
import { renumberCitations } from './citations.js';

const source = (n: number) => ({ url: `https://news.example/${n}` });
const sources = [source(1), source(2), source(3)];

describe('renumberCitations', () => {
  it('keeps an answer whose markers already number its sources in order', () => {
    const text = 'Net zero by 2040 [1]. Scope 3 is 80% [2][3].';
    expect(renumberCitations(text, sources, 30)).toEqual({ text, sources });
  });

  it('numbers the sources in order of first citation and lists uncited ones after them', () => {
    const result = renumberCitations('Fined in 2022 [3]. Appealed [1][3].', sources, 30);
    expect(result.text).toBe('Fined in 2022 [1]. Appealed [2][1].');
    expect(result.sources).toEqual([source(3), source(1), source(2)]);
  });

  it('drops markers that point at no source, with the space before them', () => {
    const result = renumberCitations('Rated A by CDP [4]. Member of RE100 [2] [9].', sources, 30);
    expect(result.text).toBe('Rated A by CDP. Member of RE100 [1].');
    expect(result.sources).toEqual([source(2), source(1), source(3)]);
  });

  it('reads numbering from zero as such', () => {
    const result = renumberCitations('Targets [0]. Emissions [2].', sources, 30);
    expect(result.text).toBe('Targets [1]. Emissions [2].');
    expect(result.sources).toEqual([source(1), source(3), source(2)]);
  });

  it('splits grouped markers and leaves years alone', () => {
    const result = renumberCitations('In [2024] it reported [2, 1].', sources, 30);
    expect(result.text).toBe('In [2024] it reported [1][2].');
    expect(result.sources).toEqual([source(2), source(1), source(3)]);
  });

  it('keeps at most the allowed number of sources and drops markers past them', () => {
    const result = renumberCitations('A [3]. B [2]. C [1].', sources, 2);
    expect(result.text).toBe('A [1]. B [2]. C.');
    expect(result.sources).toEqual([source(3), source(2)]);
  });
});
