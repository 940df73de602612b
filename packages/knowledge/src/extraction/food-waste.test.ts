import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented hotel and restaurant groups' sentences: food wasted in their kitchens, and the share of
// waste collected separately, in Italian, English, French and German.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/ambiente', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('food waste and separately collected waste', () => {
  it.each([
    ['it', 'Lo spreco alimentare è stato di 118 tonnellate nel 2025.', ['2025 Food waste: 118 tonnes']],
    ['en', 'Food waste in our kitchens came to 118 tonnes in 2025.', ['2025 Food waste: 118 tonnes']],
    ['fr', 'Le gaspillage alimentaire a atteint 42 tonnes en 2025.', ['2025 Food waste: 42 tonnes']],
    ['de', 'Die Lebensmittelabfälle beliefen sich 2025 auf 37 Tonnen.', ['2025 Food waste: 37 tonnes']],
    [
      'it',
      'Nel 2025 abbiamo raccolto in modo differenziato il 64% dei rifiuti.',
      ['2025 Waste recycled or recovered: 64%'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it('does not read a cut in food waste as the food wasted', () => {
    expect(read('en', 'We cut food waste by 12 tonnes in 2025.')).toEqual([]);
  });
});
