import { describe, expect, it } from 'vitest';
import { checkFigure, type CitedPassage } from './figure-check.js';
import { numberTokens } from './number-tokens.js';
import { citedSentence } from './quote-check.js';

const sentence = (text: string, headings?: string[]): CitedPassage => ({
  kind: 'sentence',
  text,
  ...(headings && { headings }),
});
const verdict = (value: string, indicator: string, year: number, passage: CitedPassage) =>
  checkFigure({ value, indicator, year }, passage).ok;

const values = (text: string) => numberTokens(text).map((token) => token.values);

describe('numberTokens', () => {
  it('reads thousands separators and decimal commas of both conventions', () => {
    expect(values('1,234.5 and 1.234,5 and 12 400 and 1’234 and 1,234,567')).toEqual([
      [1234.5],
      [1234.5],
      [12400],
      [1234],
      [1234567],
    ]);
    // One separator before three digits is either convention.
    expect(values('12,400')).toEqual([[12400, 12.4]]);
    expect(values('12,5 and 0,75')).toEqual([[12.5], [0.75]]);
  });

  it('reads scale words, accounting negatives and percentages', () => {
    const tokens = numberTokens('118 Mio. EUR, 1.2 bn, 3 Tsd., 40k, (12), -7 and 12 % of 32 per cent');
    expect(tokens.map((token) => token.values[0])).toEqual([118e6, 1.2e9, 3000, 40_000, -12, -7, 12, 32]);
    expect(tokens.map((token) => token.percent)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('leaves digits that belong to a word, and marks years', () => {
    const tokens = numberTokens('Scope1 tCO2e in 2024 from 2020-2023 (2022)');
    expect(tokens.map((token) => token.year)).toEqual([2024, 2020, 2023, 2022]);
  });
});

describe('checkFigure against a sentence', () => {
  const passage = sentence('Our Scope 1 and 2 emissions fell to 12.400 tCO2e in 2024.');

  it('accepts the figure the sentence states, however the separators are written', () => {
    expect(verdict('12,400 tCO2e', 'Scope 1 and 2 emissions', 2024, passage)).toBe(true);
    expect(verdict('12400 t', 'GHG emissions', 2024, passage)).toBe(true);
  });

  it('drops an invented figure, a figure for another year and one for another indicator', () => {
    expect(verdict('12,900 tCO2e', 'Scope 1 and 2 emissions', 2024, passage)).toBe(false);
    expect(verdict('12,400 tCO2e', 'Scope 1 and 2 emissions', 2023, passage)).toBe(false);
    expect(verdict('12,400', 'Water withdrawal', 2024, passage)).toBe(false);
  });

  it('never takes a figure from inside a longer number', () => {
    const text = sentence('In 2024 we employed 1,942 people across Europe.');
    expect(verdict('42', 'People employed', 2024, text)).toBe(false);
    expect(verdict('1942', 'People employed', 2024, text)).toBe(true);
  });

  it('gives each figure the year written nearest to it', () => {
    const text = sentence('Emissions fell from 14,000 t in 2023 to 12,400 t in 2024.');
    expect(verdict('12,400 t', 'Emissions', 2024, text)).toBe(true);
    expect(verdict('14,000 t', 'Emissions', 2023, text)).toBe(true);
    expect(verdict('14,000 t', 'Emissions', 2024, text)).toBe(false);
    const clauses = sentence('In 2024 our Scope 1 emissions were 12,400 t, down from 13,900 t in 2023.');
    expect(verdict('13,900 t', 'Scope 1 emissions', 2023, clauses)).toBe(true);
    expect(verdict('13,900 t', 'Scope 1 emissions', 2024, clauses)).toBe(false);
    expect(verdict('12,400 t', 'Scope 1 emissions', 2024, clauses)).toBe(true);
    const leading = sentence('In 2023 emissions were 14,000 t and in 2024 they were 12,400 t.');
    expect(verdict('12,400 t', 'Emissions', 2024, leading)).toBe(true);
    expect(verdict('12,400 t', 'Emissions', 2023, leading)).toBe(false);
  });

  it('reads scale words and percentages, and takes the year from a heading above', () => {
    const revenue = sentence('Der Umsatz lag bei 118 Mio. EUR im Jahr 2024.');
    expect(verdict('EUR 118 million', 'Umsatz', 2024, revenue)).toBe(true);
    expect(verdict('118,000,000 EUR', 'Umsatz', 2024, revenue)).toBe(true);
    const women = sentence('Women hold 32% of management positions.', ['2024 in numbers']);
    expect(verdict('32 %', 'Women in management', 2024, women)).toBe(true);
    expect(verdict('32', 'Women in management', 2024, women)).toBe(false);
    expect(verdict('32%', 'Women in management', 2023, women)).toBe(false);
  });
});

describe('checkFigure against a table row', () => {
  const row: CitedPassage = {
    kind: 'row',
    cells: ['Scope 1 emissions (tCO2e)', '14,000', '(1,200)', '12,400'],
    columnHeadings: ['', '2023', 'Change', '2024'],
  };

  it("accepts the figure in its year's column only", () => {
    expect(verdict('12,400 tCO2e', 'Scope 1 emissions', 2024, row)).toBe(true);
    expect(verdict('14,000 tCO2e', 'Scope 1 emissions', 2023, row)).toBe(true);
    expect(verdict('14,000 tCO2e', 'Scope 1 emissions', 2024, row)).toBe(false);
    expect(verdict('-1,200', 'Scope 1 emissions', 2024, row)).toBe(false);
  });
});

describe('citedSentence', () => {
  const page =
    'Key figures\nRevenue reached 118 Mio. EUR in 2024. Our team grew to 420 people.\nScope 1 | 12,400';

  it('gives the one sentence that holds the quote, an abbreviation not ending it', () => {
    expect(citedSentence(page, '“Revenue reached 118 Mio. EUR in 2024”')).toBe(
      'Revenue reached 118 Mio. EUR in 2024.',
    );
  });

  it('refuses a quote that runs over two sentences or is not on the page', () => {
    expect(citedSentence(page, 'EUR in 2024. Our team grew to 420 people')).toBeUndefined();
    expect(citedSentence(page, 'Revenue reached 120 Mio. EUR in 2024')).toBeUndefined();
  });
});
