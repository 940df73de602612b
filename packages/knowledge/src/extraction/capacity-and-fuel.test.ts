import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented power producers' and hauliers' sentences: the generating capacity they have installed and
// the fuel their fleets burn, in litres, beside a market's capacity, a target and a water figure.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/chiffres', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('installed capacity and fuel consumption', () => {
  it.each([
    ['fr', 'Notre capacité installée atteignait 486 MW fin 2025.', ['2025 Installed capacity: 486 MW']],
    ['en', 'At the end of 2025 our installed capacity was 486 MW.', ['2025 Installed capacity: 486 MW']],
    [
      'it',
      'Nel 2025 la potenza installata dei nostri impianti era di 38 MWp.',
      ['2025 Installed capacity: 38 MWp'],
    ],
    [
      'de',
      'Der Kraftstoffverbrauch unserer Flotte betrug 2025 12,4 Mio. Liter.',
      ['2025 Fuel consumption: 12.4 million litres'],
    ],
    [
      'en',
      'Our fleet used 12.4 million litres of diesel in 2025.',
      ['2025 Fuel consumption: 12.4 million litres'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it.each([
    ['fr', 'La capacité installée du marché français a atteint 44 900 MW en 2025.'],
    ['fr', 'Nous visons une capacité installée de 700 MW d’ici 2030.'],
    ['en', 'A 5 MW heat pump was commissioned in 2025.'],
    ['de', 'Die Flotte sparte 2025 rund 0,8 Mio. Liter Kraftstoff ein.'],
  ])(
    'leaves out a market’s capacity, a target, a machine’s rating and a saving (%s: %s)',
    (language, sentence) => {
      expect(read(language, sentence)).toEqual([]);
    },
  );

  it('still reads water in litres as water', () => {
    expect(read('en', 'We used 41,200 litres of water per day in 2025.')).toEqual([]);
    expect(read('en', 'Water consumption was 9.1 million litres in 2025.')).toEqual([
      '2025 Water consumption: 9.1 million litres',
    ]);
  });
});
