import { describe, expect, it } from 'vitest';
import { englishName, indicatorKey } from './metric-names.js';

/** A Swedish, Danish or Norwegian key-figures table names its rows in its language; the consultant reads them in English. */
describe('metric names: a Nordic table’s rows are shown under their English names', () => {
  it.each([
    ['Utsläpp Scope 1', 'Scope 1 emissions'],
    ['Scope 1-utsläpp', 'Scope 1 emissions'],
    ['Utsläpp Scope 2 (marknadsbaserad)', 'Scope 2 emissions (market-based)'],
    ['Scope 2-utsläpp, marknadsbaserad', 'Scope 2 emissions (market-based)'],
    ['Udledning scope 2 (lokationsbaseret)', 'Scope 2 emissions (location-based)'],
    ['Energianvändning', 'Energy consumption'],
    ['Energiforbrug', 'Energy consumption'],
    ['Vattenuttag', 'Water withdrawal'],
    ['Avfall totalt', 'Waste generated'],
    ['varav farligt avfall', 'Hazardous waste'],
    ['Andel förnybar energi', 'Renewable energy share'],
    ['Antal anställda', 'Number of employees'],
    ['Medelantal anställda', 'Number of employees'],
    ['Antall ansatte', 'Number of employees'],
    ['Andel kvinnor', 'Women in the workforce'],
    ['Sjukfrånvaro', 'Absenteeism rate'],
    ['Sygefravær', 'Absenteeism rate'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('the page’s row and the report’s row are one indicator, so one figure', () => {
    expect(indicatorKey('Utsläpp Scope 1')).toBe(indicatorKey('Scope 1-utsläpp'));
    expect(indicatorKey('Avfall')).toBe(indicatorKey('Avfall totalt'));
  });

  it('a row named in Swedish with its acronym in brackets is the indicator the acronym names', () => {
    expect(englishName('Olycksfallsfrekvens (LTIF)')).toBe('Lost-time injury frequency rate (LTIFR)');
    expect(indicatorKey('Olycksfallsfrekvens (LTIF)')).toBe(indicatorKey('LTIF'));
  });
});
