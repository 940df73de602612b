import { describe, expect, it } from 'vitest';
import { englishName, indicatorKey } from './metric-names.js';

/** A German or Austrian 'Kennzahlen' table names its rows in German; the consultant reads them in English. */
describe('metric names: a German table’s rows are shown under their English names', () => {
  it.each([
    ['Anteil erneuerbarer Strom', 'Renewable electricity share'],
    ['Anteil erneuerbaren Stroms', 'Renewable electricity share'],
    ['Anteil Strom aus erneuerbaren Quellen', 'Renewable electricity share'],
    ['Anteil erneuerbarer Energien', 'Renewable energy share'],
  ])('%s → %s', (written, english) => {
    expect(englishName(written)).toBe(english);
  });

  it('an accident rate whose acronym says lost-time is the lost-time injury rate, as the report’s sentence names it', () => {
    expect(englishName('Unfallhäufigkeit (LTIF)¹')).toBe('Lost-time injury frequency rate (LTIFR)');
    expect(indicatorKey('Unfallhäufigkeit (LTIF)')).toBe(indicatorKey('Lost-time injury frequency rate'));
    expect(englishName('Accident frequency rate (TRIR)')).toBe(englishName('TRIR'));
    // Without an acronym the words still name an accident rate; an acronym of nothing known changes nothing.
    expect(englishName('Unfallhäufigkeit')).toBe('Accident frequency rate');
    expect(englishName('Unfallhäufigkeit (AT)')).toBe('Accident frequency rate');
  });
});
