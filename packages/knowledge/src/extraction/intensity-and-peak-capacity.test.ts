import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented producers' sentences: a figure per square metre, per tonne or per kilo produced is an
// intensity with both its units, and a solar plant's peak rating is the capacity the company installed.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/numeri', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, unit, year }) => `${year} ${name}: ${value}${unit ? ` [${unit}]` : ''}`,
  );

describe('intensities stated with their denominator', () => {
  it.each([
    [
      'it',
      'Nel 2025 l’intensità delle emissioni del nostro stabilimento è stata di 5,31 kg CO₂e per m² prodotto.',
      ['2025 GHG emissions intensity: 5.31 kgCO2e per m² [kgCO2e per m²]'],
    ],
    [
      'en',
      'In 2025 the emissions intensity of our mill was 0.42 t CO2e/t of product.',
      ['2025 GHG emissions intensity: 0.42 tCO2e per t of product [tCO2e per t of product]'],
    ],
    ['de', 'Energieintensität 2025: 1,8 MWh je Tonne', ['2025 Energy intensity: 1.8 MWh per t [MWh per t]']],
    [
      'fr',
      'En 2025, notre laiterie a consommé 12 l d’eau par kg de fromage.',
      ['2025 Water intensity: 12 litres per kg [litres per kg]'],
    ],
    [
      'en',
      'In 2025 the energy intensity of our offices was 92 kWh/m².',
      ['2025 Energy intensity: 92 kWh per m² [kWh per m²]'],
    ],
    [
      'es',
      'En 2025 la intensidad energética de nuestras tiendas fue de 118 kWh/m².',
      ['2025 Energy intensity: 118 kWh per m² [kWh per m²]'],
    ],
    [
      'en',
      'Our water use in 2025 came to 1.9 litres of water per kg of biscuits.',
      ['2025 Water intensity: 1.9 litres per kg [litres per kg]'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it('keeps the absolute reading where no denominator follows', () => {
    expect(read('en', 'In 2025 our Scope 1 emissions were 412 t CO2e.')).toEqual([
      '2025 Scope 1 emissions: 412 tCO2e [tCO2e]',
    ]);
    expect(read('en', 'In 2025 our average farm emitted 0.9 kg CO2e per kg of milk.')).toEqual([
      '2025 GHG emissions intensity: 0.9 kgCO2e per kg [kgCO2e per kg]',
    ]);
    expect(read('en', 'In 2025 our offices used 920 kWh of energy.')).toEqual([
      '2025 Energy consumption: 920 kWh [kWh]',
    ]);
  });

  it.each([
    // A product's footprint in kilograms, with nothing it is per, stays out.
    ['it', 'Nel 2025 l’impronta di una bottiglia è stata di 5,31 kg CO₂e.'],
    // A kilogram figure per an unnamed denominator is not guessed.
    ['de', 'Im Jahr 2025 lag der Fußabdruck bei 0,8 kg CO₂e pro Portion.'],
    // 'l' for litres only before water or a denominator: not an article or a letter.
    ['fr', 'En 2025, 12 l lots de matériel ont été livrés.'],
    // An average of others is not the company's intensity.
    ['en', 'In 2025 the average Irish dairy farm emitted about 1.2 kg CO2e per kg of milk.'],
    // A fuel economy per 100 km is not a water intensity.
    ['en', 'In 2025 our vans averaged 9 litres per 100 km.'],
  ])('near miss %s: %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });
});

describe('a solar plant’s peak rating as installed capacity', () => {
  it.each([
    [
      'es',
      'En 2025 teníamos 620 kWp de placas solares en la cubierta de la fábrica.',
      ['2025 Installed capacity: 620 kWp [kWp]'],
    ],
    [
      'it',
      'Nel 2025 abbiamo completato un impianto fotovoltaico da 850 kWp.',
      ['2025 Installed capacity: 850 kWp [kWp]'],
    ],
    [
      'de',
      'Im Jahr 2025 ging auf dem Dach unserer Halle eine PV-Anlage mit 1,2 MWp ans Netz.',
      ['2025 Installed capacity: 1.2 MWp [MWp]'],
    ],
    [
      'en',
      'In 2025 we installed 400 kW of solar panels on our warehouse.',
      ['2025 Installed capacity: 400 kW [kW]'],
    ],
    ['en', 'In 2025 we had 620 kWp of solar panels on our roof.', ['2025 Installed capacity: 620 kWp [kWp]']],
    [
      'fr',
      'En 2025, nos panneaux photovoltaïques totalisaient 310 kWc.',
      ['2025 Installed capacity: 310 kWp [kWp]'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it.each([
    // An installer's plants on its customers' roofs are theirs.
    ['es', 'En 2025 hemos instalado 12 MWp de placas solares en tejados de nuestros clientes.'],
    ['de', 'Im Jahr 2025 haben wir für Kunden PV-Anlagen mit 8,4 MWp errichtet.'],
    ['en', 'In 2025 we financed 310 MWp of solar parks.'],
    // A peak rating with no plant named, and a machine's rating, are not a plant's capacity.
    ['it', 'Nel 2025 il nuovo compressore da 90 kW è entrato in funzione.'],
    ['en', 'A 5 MW heat pump was commissioned in 2025.'],
    // A plan is not a plant.
    ['de', 'Bis 2027 planen wir eine PV-Anlage mit 2 MWp.'],
    // Energy in kWh is not capacity.
    ['es', 'En 2025 nuestras placas solares produjeron 410 MWh.'],
  ])('near miss %s: %s', (language, sentence) => {
    expect(read(language, sentence).filter((line) => line.includes('capacity'))).toEqual([]);
  });
});
