import { describe, expect, it } from 'vitest';
import { englishName, indicatorKey } from './metric-names.js';

/** A Czech or Slovak key-figures table ('Klíčové ukazatele') names its rows in Czech; the consultant reads them in English. */
describe('metric names: a Czech table’s rows are shown under their English names', () => {
  it.each([
    ['Celková spotřeba energie', 'Energy consumption'],
    ['Zemní plyn', 'Natural gas consumption'],
    ['Elektřina', 'Electricity consumption'],
    ['Emise Scope 1', 'Scope 1 emissions'],
    ['Emise Scope 2 (tržní metoda)', 'Scope 2 emissions (market-based)'],
    ['Emise Scope 2 (lokalizovaná metoda)', 'Scope 2 emissions (location-based)'],
    ['Odběr vody', 'Water withdrawal'],
    ['Odpad celkem', 'Waste generated'],
    ['Počet zaměstnanců', 'Number of employees'],
    ['Podíl žen', 'Women in the workforce'],
    ['Hodiny školení na zaměstnance', 'Training hours per employee'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('the page’s row and the report’s English row are one indicator, so one figure', () => {
    expect(indicatorKey('Emise Scope 1')).toBe(indicatorKey('Scope 1 emissions'));
    expect(indicatorKey('Odběr vody')).toBe(indicatorKey('Water withdrawal'));
  });
});
