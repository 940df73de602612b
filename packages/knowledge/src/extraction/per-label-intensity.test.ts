import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Key-figure bullets of invented hotels that name what a figure is per in the label before the colon
// ('Energy per guest night: 28.4 kWh'): an intensity with its denominator, never the hotel's total use.
const read = (language: string, text: string) =>
  extractMetrics(text, 'https://www.example.test/sustainability', {
    language,
    year: 2025,
    retrievedAt: '2026-06-01',
  }).map(({ name, value, year }) => `${year} ${name}: ${value}`);

describe('a label that says what the figure is per', () => {
  it.each([
    ['en', 'Energy per guest night: 28.4 kWh', '2025 Energy intensity: 28.4 kWh per guest night'],
    ['en', 'Water per guest night: 412 litres', '2025 Water intensity: 412 litres per guest night'],
    ['it', 'Energia per notte ospite: 28,4 kWh', '2025 Energy intensity: 28.4 kWh per guest night'],
    ['it', 'Energia: 28,4 kWh per notte ospite', '2025 Energy intensity: 28.4 kWh per guest night'],
    ['de', 'Energieverbrauch pro Übernachtung: 31,2 kWh', '2025 Energy intensity: 31.2 kWh per guest night'],
  ])('%s: %s', (language, text, expected) => {
    expect(read(language, text)).toEqual([expected]);
  });

  it.each([
    ['en', 'Energy per employee: 41 MWh'],
    ['it', 'Energia per dipendente: 41 MWh'],
  ])('leaves out energy per anything else (%s: %s)', (language, text) => {
    expect(read(language, text)).toEqual([]);
  });

  it('still reads the hotel’s total use beside it', () => {
    expect(read('en', 'Energy use: 18,420 MWh')).toEqual(['2025 Energy consumption: 18,420 MWh']);
  });
});
