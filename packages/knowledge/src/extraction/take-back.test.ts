import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented retailers' and manufacturers' take-back schemes: the tonnes of used products they collected
// back, beside waste they generated, waste they sent back and litter picked up on a beach.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/circularity', {
    language,
    retrievedAt: '2026-06-01',
  }).map(({ name, value, year }) => `${year} ${name}: ${value}`);

const TAKE_BACK = 'Products collected through take-back';

describe('take-back volumes', () => {
  it.each([
    [
      'en',
      'In FY2025/26 we collected 212 tonnes of pots, which our recycler turns into new ones.',
      [`2026 ${TAKE_BACK}: 212 tonnes`],
    ],
    [
      'en',
      'Our take-back scheme collected 48 tonnes of used uniforms in 2025.',
      [`2025 ${TAKE_BACK}: 48 tonnes`],
    ],
    [
      'nl',
      'Via het Weeflus-terugnameprogramma kwam in 2025 186 ton kantafval en versleten weefsel terug.',
      [`2025 ${TAKE_BACK}: 186 tonnes`],
    ],
    [
      'nl',
      'In 2025 hebben we 48 ton oude matrassen ingezameld voor recycling.',
      [`2025 ${TAKE_BACK}: 48 tonnes`],
    ],
    [
      'de',
      'Über unser Rücknahmesystem haben wir 2025 312 Tonnen Altgeräte zurückgenommen.',
      [`2025 ${TAKE_BACK}: 312 tonnes`],
    ],
    [
      'fr',
      "En 2025, nous avons collecté 212 tonnes d'emballages usagés pour les recycler.",
      [`2025 ${TAKE_BACK}: 212 tonnes`],
    ],
    [
      'it',
      'Nel 2025 abbiamo raccolto 212 tonnellate di imballaggi usati per il riciclo.',
      [`2025 ${TAKE_BACK}: 212 tonnes`],
    ],
    [
      'es',
      'En 2025 hemos recogido 212 toneladas de envases usados para su reciclaje.',
      [`2025 ${TAKE_BACK}: 212 tonnes`],
    ],
    // Waste stays waste, however it was collected.
    ['de', '2025 fielen 1.200 Tonnen Abfall an.', ['2025 Waste generated: 1,200 tonnes']],
    [
      'fr',
      'En 2025, 1 200 tonnes de déchets ont été collectées pour être recyclées.',
      ['2025 Waste recycled or recovered: 1,200 tonnes'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it.each([
    ['en', 'In 2025 our volunteers collected 3 tonnes of litter in beach clean-ups for recycling.'],
    ['it', 'Nel 2025 i volontari hanno raccolto 3 tonnellate di plastica sulle spiagge per il riciclo.'],
    ['en', 'In 2025 we collected 212 tonnes of pots, 12% less than the year before, for recycling.'],
  ])('%s: leaves out %s', (language, sentence) => {
    expect(read(language, sentence).filter((metric) => metric.includes(TAKE_BACK))).toEqual([]);
  });

  it('names the level a reduction reached after the scope the reduction named', () => {
    expect(read('en', 'Scope 1 and 2 emissions fell 18% to 198,000 tCO2e in 2025.')).toEqual([
      '2025 Scope 1 and 2 emissions reduction: 18%',
      '2025 Scope 1 and 2 emissions: 198,000 tCO2e',
    ]);
  });
});
