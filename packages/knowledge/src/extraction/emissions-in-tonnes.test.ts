import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Emissions stated in plain tonnes and scope 2 named with its accounting method, as invented companies
// write them in six languages, with tonnes of something else beside them.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/klimaat', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('emissions in plain tonnes', () => {
  it.each([
    ['en', 'Our total emissions were 48,300 tonnes in 2024.', '2024 Total GHG emissions: 48,300 tCO2e'],
    ['en', 'In 2024 our Scope 1 emissions amounted to 3,420 tonnes.', '2024 Scope 1 emissions: 3,420 tCO2e'],
    [
      'nl',
      'Onze totale CO2-uitstoot (scope 1, 2 en 3) bedroeg in 2024 48.300 ton.',
      '2024 GHG emissions: 48,300 tCO2e',
    ],
    [
      'de',
      'Die Treibhausgasemissionen beliefen sich 2024 auf 3.420 Tonnen.',
      '2024 GHG emissions: 3,420 tCO2e',
    ],
    [
      'fr',
      'En 2024, nos émissions de GES se sont élevées à 3 420 tonnes.',
      '2024 GHG emissions: 3,420 tCO2e',
    ],
    [
      'it',
      'Nel 2024 le emissioni di Scope 1 sono state pari a 3.420 tonnellate.',
      '2024 Scope 1 emissions: 3,420 tCO2e',
    ],
    [
      'es',
      'En 2024 nuestras emisiones de alcance 1 fueron de 3.420 toneladas.',
      '2024 Scope 1 emissions: 3,420 tCO2e',
    ],
  ])('[%s] %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual([expected]);
  });

  it.each([
    ['en', 'Our emissions-free barges moved 12,000 tonnes of goods in 2024.'],
    ['en', 'In 2024 emissions fell by 1,200 tonnes.'],
    [
      'de',
      'Die Emissionen unserer Lkw-Flotte sind gesunken; 2024 transportierten wir 1,2 Mio. Tonnen Fracht.',
    ],
  ])('[%s] not emissions: %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });
});

describe("scope 2's accounting method in five more languages", () => {
  it.each([
    [
      'it',
      'Nel 2024 le emissioni di Scope 2 (market-based) sono state pari a 1.120 tCO2e.',
      '2024 Scope 2 emissions (market-based): 1,120 tCO2e',
    ],
    [
      'fr',
      'En 2024, nos émissions de scope 2 fondées sur le marché se sont élevées à 210 tCO2e.',
      '2024 Scope 2 emissions (market-based): 210 tCO2e',
    ],
    [
      'de',
      'Die Scope-2-Emissionen (standortbasiert) lagen 2024 bei 2.310 t CO2e.',
      '2024 Scope 2 emissions (location-based): 2,310 tCO2e',
    ],
    [
      'nl',
      'Onze scope 2-emissies (marktgebaseerd) bedroegen in 2024 0 ton CO2-eq.',
      '2024 Scope 2 emissions (market-based): 0 tCO2e',
    ],
    [
      'es',
      'En 2024, las emisiones de alcance 2 basadas en el mercado fueron de 95 tCO2e.',
      '2024 Scope 2 emissions (market-based): 95 tCO2e',
    ],
  ])('[%s] %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual([expected]);
  });
});
