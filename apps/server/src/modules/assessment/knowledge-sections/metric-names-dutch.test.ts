import { describe, expect, it } from 'vitest';
import { englishName, indicatorKey } from './metric-names.js';

/** A Dutch 'Kerncijfers' table names its rows in Dutch; the consultant reads them in English. */
describe('metric names: a Dutch table’s rows are shown under their English names', () => {
  it.each([
    ['CO2-uitstoot scope 1', 'Scope 1 emissions'],
    ['CO2-uitstoot scope 2 (market-based)', 'Scope 2 emissions (market-based)'],
    ['CO2-Ausstoß Scope 1', 'Scope 1 emissions'],
    ['Aandeel groene stroom', 'Renewable electricity share'],
    ['Aandeel duurzame elektriciteit', 'Renewable electricity share'],
    ['Share of green electricity', 'Renewable electricity share'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('a scope with more than its emissions word is not the scope’s total', () => {
    expect(indicatorKey('CO2-uitstoot scope 1 reductie')).not.toBe(indicatorKey('Scope 1 emissions'));
    expect(englishName('Uitstoot wagenpark')).toBe('Uitstoot wagenpark');
  });
});
