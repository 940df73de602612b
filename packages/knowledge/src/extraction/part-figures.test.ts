import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Fictional hauliers' report paragraphs: figures that are a part or a rate of something, not the
// company's total, in English and Dutch.
const URL = 'https://www.example.test/verslag';
const read = (language: string, ...lines: string[]) =>
  extractMetrics(lines.join('\n'), URL, { retrievedAt: '2026-03-01', language }).map(({ name, value }) => ({
    name,
    value,
  }));

describe('figures that are a part or a rate, not the total', () => {
  it('names a Scope 3 category figure by its category, not as the GHG emissions', () => {
    expect(
      read(
        'en',
        'Report 2024',
        'Our Scope 3 emissions came to 31,400 tCO2e in 2024. Most of it is subcontracted haulage (category 4): 22,900 tCO2e. Employee commuting (category 7) came to 1,150 tCO2e.',
      ),
    ).toEqual([
      { name: 'Scope 3 emissions', value: '31,400 tCO2e' },
      { name: 'Scope 3 category 4 emissions', value: '22,900 tCO2e' },
      { name: 'Scope 3 category 7 emissions', value: '1,150 tCO2e' },
    ]);
    expect(
      read(
        'nl',
        'Verslag 2024',
        'Onze scope 3-uitstoot bedroeg in 2024 31.400 ton CO2e. Het grootste deel is uitbesteed vervoer (categorie 4, upstream transport): 22.900 ton CO2e.',
      ),
    ).toEqual([
      { name: 'Scope 3 emissions', value: '31,400 tCO2e' },
      { name: 'Scope 3 category 4 emissions', value: '22,900 tCO2e' },
    ]);
  });

  it('reads the waste a sentence names first as the total, and the part its verb introduces as no total', () => {
    const total = [{ name: 'Waste generated', value: '3,290 tonnes' }];
    expect(
      read(
        'de',
        'Bericht 2025',
        'Von 3.290 t Abfall waren 2.870 t Metallspäne, die an Stahlwerke zurückgehen.',
      ),
    ).toEqual(total);
    expect(read('nl', 'Verslag 2025', 'Van de 3.290 ton afval was 2.870 ton metaalkrullen.')).toEqual(total);
    // The total alone, also after a 'von' that opens a period, stays as it was.
    expect(read('de', 'Bericht 2025', 'Im Jahr 2025 fielen 3.290 t Abfall an.')).toEqual(total);
    expect(read('de', 'Bericht 2025', 'Von Januar bis Dezember 2025 fielen 3.290 t Abfall an.')).toEqual(
      total,
    );
  });

  it('leaves out litres per 100 km: a truck’s fuel economy is not the fuel burnt', () => {
    expect(read('en', 'In 2024 our tractors used 27.4 litres of diesel per 100 km on average.')).toEqual([]);
    expect(read('nl', 'Het gemiddelde dieselverbruik daalde in 2024 naar 27,4 liter per 100 km.')).toEqual(
      [],
    );
  });

  it('leaves out the share of women in one group of staff', () => {
    expect(read('en', 'In 2024 the share of female drivers rose to 3.6%.')).toEqual([]);
    expect(read('nl', 'Het aandeel vrouwelijke chauffeurs groeide in 2024 naar 3,6%.')).toEqual([]);
    expect(read('en', 'In 2024 women made up 31% of our workforce.')).toEqual([
      { name: 'Women in the workforce', value: '31%' },
    ]);
  });

  it('reads megawatt-hours a Dutch verb says were generated as generated, not used', () => {
    expect(
      read(
        'nl',
        'Daarmee wekten wij in 2024 2.480 MWh op, ongeveer een kwart van ons eigen elektriciteitsverbruik.',
      ),
    ).toEqual([{ name: 'Electricity generated', value: '2,480 MWh' }]);
  });
});
