import { describe, expect, it } from 'vitest';
import { englishName } from './metric-names.js';

/** A French or Italian key-figures table names its rows in its language; the consultant reads them in English. */
describe('metric names: the waste a French, Spanish or Italian table says was produced', () => {
  it.each([
    ['Déchets produits', 'Waste generated'],
    ['Déchets générés', 'Waste generated'],
    ['Residuos producidos', 'Waste generated'],
    ['Rifiuti generati', 'Waste generated'],
    ['Émissions de GES – scope 2 (méthode marché)', 'Scope 2 emissions (market-based)'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('keeps hazardous waste apart', () => {
    expect(englishName('Déchets dangereux')).toBe('Hazardous waste');
  });
});
