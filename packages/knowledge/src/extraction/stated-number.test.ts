import { describe, expect, it } from 'vitest';
import { formatStatedNumber, readStatedNumber } from './stated-number.js';

const read = (text: string, language?: string) => {
  const number = readStatedNumber(text, language);
  return number && { value: number.value, range: number.range, text: formatStatedNumber(number) };
};

describe('readStatedNumber', () => {
  it.each([
    ['1.234,5', 'nl', 1234.5, '1,234.5'],
    ['1.234,5', 'de', 1234.5, '1,234.5'],
    ['1,234.5', 'en', 1234.5, '1,234.5'],
    ['1 284,6', 'fr', 1284.6, '1,284.6'],
    ['1\u202f284,6', 'fr', 1284.6, '1,284.6'],
    ['1.180', 'de', 1180, '1,180'],
    ['1,180', 'en', 1180, '1,180'],
    ['1.234', 'en', 1.234, '1.234'],
    ['0,071 kg', 'de', 0.071, '0.071'],
    ['21,6', 'es', 21.6, '21.6'],
    ['21,6', 'en', 21.6, '21.6'],
  ])('reads %s in %s as %d', (text, language, value, written) => {
    expect(read(text, language)).toMatchObject({ value, text: written });
  });

  it('reads m and k after a currency written before the figure as its scale, and only there', () => {
    expect(read('£38.2m', 'en')?.text).toBe('38.2 million');
    expect(read('EUR 640k', 'en')?.text).toBe('640 thousand');
    // Without a currency before it, 'm' is a length.
    expect(read('38.2 m', 'en')?.text).toBe('38.2');
  });

  it('reads a scale word and keeps it: 118 Mio. €', () => {
    const number = readStatedNumber('118 Mio. €', 'de');
    expect(number).toMatchObject({ value: 118, scale: 'million' });
    expect(formatStatedNumber(number!)).toBe('118 million');
  });

  it('reads a bracketed figure as negative: (12), (1.2), (9.3)%', () => {
    expect(read('(12)')).toMatchObject({ value: -12, text: '-12' });
    expect(read('(1.2)')).toMatchObject({ value: -1.2 });
    expect(read('(9.3)%')).toMatchObject({ value: -9.3 });
    expect(read('–4,5', 'nl')).toMatchObject({ value: -4.5 });
  });

  it('reads ranges as ranges', () => {
    expect(read('0.88–0.95')).toMatchObject({ range: { min: 0.88, max: 0.95 }, text: '0.88–0.95' });
    expect(read('78 to 82%')).toMatchObject({ range: { min: 78, max: 82 } });
    expect(read('tra il 78% e l’82%', 'it')).toMatchObject({ range: { min: 78, max: 82 } });
  });

  it("keeps 'approx.' and its siblings as approximate, the value unchanged", () => {
    expect(read('approx. 640,000')).toMatchObject({ value: 640_000, text: 'approx. 640,000' });
    expect(read('ca. 1.200', 'de')).toMatchObject({ value: 1200, text: 'approx. 1,200' });
    expect(read('ongeveer 45', 'nl')).toMatchObject({ value: 45 });
    expect(read('cirka 380', 'sv')).toMatchObject({ value: 380, text: 'approx. 380' });
    expect(read('omkring 2 900', 'sv')).toMatchObject({ value: 2900, text: 'approx. 2,900' });
  });

  it('ignores footnote marks', () => {
    expect(read('640*')).toMatchObject({ value: 640, text: '640' });
    expect(read('1,180¹')).toMatchObject({ value: 1180 });
    expect(read('3.140 [2]', 'it')).toMatchObject({ value: 3140 });
  });

  it('states no figure for empty cells', () => {
    for (const empty of ['n.b.', 'n/a', '–', '', 'k. A.', 'n.v.t.'])
      expect(read(empty, 'nl')).toBeUndefined();
  });
});
