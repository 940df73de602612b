import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Water stated per guest night, per kilo or per tonne by invented hotels and mills: an intensity, kept
// with its denominator, never the company's total water use.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/water', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('water intensity', () => {
  it.each([
    [
      'en',
      'In 2024 we used 312 litres of water per guest night.',
      '2024 Water intensity: 312 litres per guest night',
    ],
    [
      'en',
      'Water use per guest night was 312 litres in 2024.',
      '2024 Water intensity: 312 litres per guest night',
    ],
    [
      'en',
      'In 2024 water intensity was 64 litres per kg of fabric.',
      '2024 Water intensity: 64 litres per kg',
    ],
    [
      'it',
      'Nel 2024 il consumo idrico è stato di 312 litri per notte.',
      '2024 Water intensity: 312 litres per guest night',
    ],
    [
      'nl',
      'In 2024 verbruikten we 64 liter water per kilo weefsel.',
      '2024 Water intensity: 64 litres per kg',
    ],
    [
      'fr',
      'En 2024, la consommation d’eau était de 298 litres par nuitée.',
      '2024 Water intensity: 298 litres per guest night',
    ],
  ])('[%s] %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual([expected]);
  });

  it.each([
    ['en', 'In 2024 we used 2.1 m³ of water per employee.'],
    ['de', 'Der Wasserverbrauch lag 2024 bei 1,8 m³ pro Mitarbeitendem.'],
  ])('[%s] per anything else, no figure: %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });

  it('keeps a total stated per year', () => {
    expect(read('de', 'Der Wasserverbrauch lag 2024 bei 81.000 m³ pro Jahr.')).toEqual([
      '2024 Water consumption: 81,000 m³',
    ]);
  });
});
