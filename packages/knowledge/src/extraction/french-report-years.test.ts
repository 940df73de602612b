import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// A French report states this year's figure and puts last year's in a bracket or after 'contre':
// '4,1 % (4,6 % en 2024)'. The year in the bracket dates the bracketed figure only.
const read = (text: string, language = 'fr') =>
  extractMetrics(text, 'https://www.exemple.test/rapport', {
    language,
    retrievedAt: '2026-06-01',
    year: 2025,
  }).map(({ name, value, year }) => `${year} ${name}: ${value}`);

describe('last year in a bracket or after a comparison word', () => {
  it.each([
    [
      "Taux d'absentéisme : 3,7 % (4,2 % en 2024).",
      ['2025 Absenteeism rate: 3.7%', '2024 Absenteeism rate: 4.2%'],
    ],
    [
      "Nous avons prélevé 28 400 m³ d'eau (30 150 m³ en 2024).",
      ['2025 Water withdrawal: 28,400 m³', '2024 Water withdrawal: 30,150 m³'],
    ],
    [
      'Il tasso di assenteismo è stato del 3,7% (4,2% nel 2024).',
      ['2025 Absenteeism rate: 3.7%', '2024 Absenteeism rate: 4.2%'],
      'it',
    ],
  ])('%s', (text, expected, language = 'fr') => {
    expect(
      read(text, language).filter((line) => expected.some((e) => e.split(':')[0] === line.split(':')[0])),
    ).toEqual(expected);
  });

  it('never gives the figure before the bracket the bracket’s year', () => {
    const lines = [
      ...read("Taux d'absentéisme : 3,7 % (4,2 % en 2024)."),
      ...read("L'absentismo se situó en el 3,7 % (4,2 % en 2024).", 'es'),
      ...read('Il tasso di assenteismo è stato del 3,7% (4,2% nel 2024).', 'it'),
      ...read(
        "L'intensité carbone est de 11,2 tCO₂e par million d'euros de chiffre d'affaires, contre 12,9 en 2024.",
      ),
    ];
    expect(lines.filter((line) => line.startsWith('2024') && /3\.7|11\.2/.test(line))).toEqual([]);
  });

  it('does not date a figure by the year a plant was commissioned', () => {
    expect(
      read(
        "La consommation d'énergie est de 7 310 MWh, dont 950 MWh produits par notre centrale solaire (mise en service en 2023).",
      ).filter((line) => line.includes('7,310')),
    ).toEqual(['2025 Energy consumption: 7,310 MWh']);
  });
});

describe('women among the members of a committee', () => {
  it('is not the share of women in the workforce', () => {
    expect(read('Le comité exécutif compte 9 membres dont 4 femmes (44 %).')).not.toContain(
      '2025 Women in the workforce: 44%',
    );
  });
});

describe('an intensity keeps what it is per', () => {
  it('names the million euros of turnover a carbon intensity is per', () => {
    expect(
      read(
        "L'intensité carbone (scopes 1 et 2) est de 11,2 tCO₂e par million d'euros de chiffre d'affaires.",
      ),
    ).toEqual(['2025 Scope 1 and 2 emissions intensity: 11.2 tCO2e per EUR million revenue']);
  });
});
