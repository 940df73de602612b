import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented banks', power producers', hauliers' and builders' sentences in six languages: the figures
// they state for themselves, beside a country's, a sector's or a customer's figure, capacity they
// financed rather than own, and growth that is not a share.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/sustainability', {
    language,
    retrievedAt: '2026-06-01',
  }).map(({ name, value, year }) => `${year} ${name}: ${value}`);

describe('figures of banks, power producers, hauliers and builders', () => {
  it.each([
    // A bank's branches are its own, not an industry ('Branche').
    ['en', 'Our branches consumed 6,840 MWh of energy in 2025.', ['2025 Energy consumption: 6,840 MWh']],
    [
      'en',
      'Green loans made up 18% of our loan book at the end of 2025.',
      ['2025 Share of green loans: 18%'],
    ],
    ['en', 'In 2025, 12% of our new mortgages were green mortgages.', ['2025 Share of green loans: 12%']],
    [
      'de',
      'Der Anteil grüner Kredite am Kreditbestand lag 2025 bei 18 %.',
      ['2025 Share of green loans: 18%'],
    ],
    [
      'fr',
      'Les prêts verts représentaient 18 % de notre portefeuille de crédits fin 2025.',
      ['2025 Share of green loans: 18%'],
    ],
    [
      'nl',
      'Groene leningen waren eind 2025 goed voor 18% van onze kredietportefeuille.',
      ['2025 Share of green loans: 18%'],
    ],
    [
      'it',
      'Nel 2025 i prestiti verdi rappresentavano il 18% del nostro portafoglio crediti.',
      ['2025 Share of green loans: 18%'],
    ],
    [
      'es',
      'En 2025 los préstamos verdes supusieron el 18 % de nuestra cartera crediticia.',
      ['2025 Share of green loans: 18%'],
    ],
    // A lender's financed emissions are those of its loans, not its own scope 1 to 3.
    [
      'de',
      'Unsere finanzierten Emissionen betrugen 2025 1,42 Mio. t CO2e.',
      ['2025 Financed emissions: 1.42 million tCO2e'],
    ],
    [
      'nl',
      'Onze gefinancierde emissies bedroegen in 2025 1,42 miljoen ton CO2-eq.',
      ['2025 Financed emissions: 1.42 million tCO2e'],
    ],
    [
      'es',
      'Nuestras emisiones financiadas fueron de 1,42 millones de tCO2e en 2025.',
      ['2025 Financed emissions: 1.42 million tCO2e'],
    ],
    [
      'en',
      'In 2025 our gas-fired plant generated 2,140 GWh of electricity.',
      ['2025 Electricity generated: 2,140 GWh'],
    ],
    ['en', 'Electricity generated in 2025: 1,389 GWh', ['2025 Electricity generated: 1,389 GWh']],
    [
      'en',
      'Our sites consumed 12,000 MWh of electricity generated from gas in 2025.',
      ['2025 Electricity consumption: 12,000 MWh'],
    ],
    [
      'fr',
      "En 2025, nos centrales ont produit 684 GWh d'électricité.",
      ['2025 Electricity generated: 684 GWh'],
    ],
    [
      'it',
      'Nel 2025 i nostri impianti hanno prodotto 684 GWh di energia elettrica.',
      ['2025 Electricity generated: 684 GWh'],
    ],
    [
      'fr',
      "En 2025, nos sites ont consommé 12 000 MWh d'électricité produite à partir de gaz.",
      ['2025 Electricity consumption: 12,000 MWh'],
    ],
    // 'per il raffreddamento' is what the water is for, not what it is per.
    [
      'it',
      'Nel 2025 abbiamo prelevato 11,9 milioni di m³ di acqua per il raffreddamento.',
      ['2025 Water withdrawal: 11.9 million m³'],
    ],
    [
      'it',
      'Nel 2025 abbiamo consumato 312 litri di acqua per notte.',
      ['2025 Water intensity: 312 litres per guest night'],
    ],
    [
      'fr',
      'Notre flotte a consommé 13,2 millions de litres de gazole en 2025.',
      ['2025 Fuel consumption: 13.2 million litres'],
    ],
    [
      'it',
      'Nel 2025 la nostra flotta ha consumato 13,2 milioni di litri di gasolio.',
      ['2025 Fuel consumption: 13.2 million litres'],
    ],
    [
      'es',
      'En 2025 nuestra flota consumió 13,2 millones de litros de gasóleo.',
      ['2025 Fuel consumption: 13.2 million litres'],
    ],
    [
      'de',
      '2025 fielen auf unseren Baustellen 48.200 Tonnen Bauabfälle an, davon wurden 91 % recycelt.',
      ['2025 Waste generated: 48,200 tonnes', '2025 Waste recycled or recovered: 91%'],
    ],
    [
      'nl',
      'In 2025 produceerden onze bouwplaatsen 48.200 ton bouwafval.',
      ['2025 Waste generated: 48,200 tonnes'],
    ],
    [
      'en',
      'In 2025 they gave 1,900 hours to 14 NGOs, with our partner foundation.',
      ['2025 Volunteering hours: 1,900 hours'],
    ],
    [
      'en',
      'In 2025 colleagues gave 3,100 hours to 1,200 local charities.',
      ['2025 Volunteering hours: 3,100 hours'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it.each([
    // A country's or a sector's figure is not the company's.
    ['en', 'Across the UK, renewables supplied 47% of electricity in 2025.'],
    ['en', 'In 2025 the Dutch construction sector recycled 95% of its waste.'],
    ['de', 'Bundesweit lag der Anteil erneuerbarer Energien am Stromverbrauch 2025 bei 54 %.'],
    // A customer's or a supplier's emissions are not the company's.
    ['en', "Our customers' emissions were 12,000 tCO2e in 2025."],
    ['en', "Our suppliers' factories used 12,000 MWh in 2025."],
    // Capacity a bank financed is not capacity it installed.
    ['en', 'We financed 310 MW of new wind capacity in 2025.'],
    // Growth of green loans is not their share; a loan's interest rate is not a share of the book.
    ['en', 'Green loans grew by 25% in 2025.'],
    ['de', 'Grüne Kredite wuchsen 2025 um 25 %.'],
    ['en', 'Green loans carried an interest rate of 3.2% in 2025.'],
    ['en', 'We aim for green loans to reach 30% of our lending by 2030.'],
    // Hours of training given, or hours spent otherwise, are not volunteering.
    ['en', 'In 2025 we gave 14 NGOs free office space; our helpdesk answered calls 2,000 hours a year.'],
    ['en', 'Each employee may give up to 16 hours a year to charities.'],
  ])('%s: leaves out %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });

  it('keeps the company speaking of itself across a country or in its sector', () => {
    expect(read('en', 'In the construction sector, we recycled 95% of our waste in 2025.')).toEqual([
      '2025 Waste recycled or recovered: 95%',
    ]);
    expect(read('en', 'In 2025 we employed 1,200 people across the UK in our stores.')).toEqual([
      '2025 Number of employees: 1,200 employees',
    ]);
  });
});
