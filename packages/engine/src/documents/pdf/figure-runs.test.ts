import { describe, expect, it } from 'vitest';
import { continuesFigure, figuresOfRun } from './figure-runs.js';

const texts = (text: string) => figuresOfRun({ x: 0, end: text.length * 5, text }).map((run) => run.text);

describe('figures a producer wrote as one text run', () => {
  it('parts a year from the figure beside it, and two years from each other', () => {
    expect(texts('2025 1.284')).toEqual(['2025', '1.284']);
    expect(texts('2024 2023')).toEqual(['2024', '2023']);
    expect(texts('12,5 % 9,8 %')).toEqual(['12,5 % 9,8 %']);
  });

  it('keeps a figure grouped by spaces whole, and a run with words in it', () => {
    expect(texts('1 140')).toEqual(['1 140']);
    expect(texts('12 345,6')).toEqual(['12 345,6']);
    expect(texts('Scope 1 2024')).toEqual(['Scope 1 2024']);
    expect(continuesFigure('2025', '412')).toBe(false);
    expect(continuesFigure('1', '140')).toBe(true);
  });

  it('places each figure by its share of the run', () => {
    expect(figuresOfRun({ x: 100, end: 150, text: '2025 1.284' }).map((run) => [run.x, run.end])).toEqual([
      [100, 120],
      [125, 150],
    ]);
  });
});
