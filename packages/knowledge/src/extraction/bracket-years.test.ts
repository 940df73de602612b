import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// A figure followed by last year's in brackets, under a heading that dates the page: the bracket's
// year is the bracketed figure's, never the one before it.
const read = (language: string, text: string) =>
  extractMetrics(text, 'https://www.example.test/key-figures', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('a bracket with an earlier year', () => {
  it.each([
    [
      'en',
      'Key figures 2025\nEnergy use was 4,100 MWh (2024: 4,300 MWh).',
      ['2025 Energy consumption: 4,100 MWh', '2024 Energy consumption: 4,300 MWh'],
    ],
    ['en', 'Key figures 2025\nOur LTIFR was 2.1 (2024: 2.6).', ['2025 Lost-time injury frequency rate: 2.1']],
    [
      'de',
      'Kennzahlen 2025\nDer Energieverbrauch betrug 4.100 MWh (2024: 4.300 MWh).',
      ['2025 Energy consumption: 4,100 MWh', '2024 Energy consumption: 4,300 MWh'],
    ],
    [
      'de',
      'Kennzahlen 2025\nDie Unfallhäufigkeit lag bei 3,2 (2024: 3,9).',
      ['2025 Injury frequency rate: 3.2'],
    ],
  ])('[%s] %s', (language, text, expected) => {
    expect(read(language, text)).toEqual(expected);
  });

  it('reads the bracket as the same indicator for its year, where the bracket names none', () => {
    expect(read('en', 'Colleague engagement reached 74% in our FY2025/26 survey (FY2024/25: 71%).')).toEqual([
      '2026 Employee engagement: 74%',
      '2025 Employee engagement: 71%',
    ]);
    expect(read('en', 'Key figures 2025\nAbsenteeism was 3.9% (2024: 4.4%).')).toEqual([
      '2025 Absenteeism rate: 3.9%',
      '2024 Absenteeism rate: 4.4%',
    ]);
  });

  it('leaves the figure before the bracket undated when nothing else dates it', () => {
    expect(read('en', 'Energy use was 4,100 MWh (2024: 4,300 MWh).')).toEqual([
      '2024 Energy consumption: 4,300 MWh',
    ]);
  });
});
