import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/om-os', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country]);

/** A fictional Danish toy maker's and a Swedish one's purchasing sentences, in the passive. */
describe('Nordic suppliers named after a passive buying or supplying verb', () => {
  it.each([
    ['Granulat købes hos Ravnholt Plast GmbH i Tyskland.', [['Ravnholt Plast GmbH', 'DE']]],
    ['Pigmenter leveres af Colorwell Inc. fra USA.', [['Colorwell Inc', 'US']]],
    ['Sterilisering udføres af vores underleverandør Nordsteril AB i Sverige.', [['Nordsteril AB', 'SE']]],
    ['Trämaterialet levereras av Skogsfors AB.', [['Skogsfors AB', undefined]]],
  ] as const)('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('takes no name without a legal form after a loose verb ("kommer fra")', () => {
    expect(named('Ideen kommer fra Humlebæk Kunstmuseum.')).toEqual([]);
  });
});

/** A fictional Swedish sawmill association's buying sentences. */
describe('Swedish suppliers named after an active buying verb, and members who supply', () => {
  it('reads the supplier and its country after "köper vi från"', () => {
    expect(
      named('Klingor och slipmaskiner köper vi från Hollwerder Schleiftechnik GmbH i Tyskland.'),
    ).toEqual([['Hollwerder Schleiftechnik GmbH', 'DE']]);
  });

  it('reads the members who deliver the raw material as a supplier group', () => {
    const groups = extractSupplierMentions(
      'Råvaran kommer till största delen från föreningens medlemmar i Västerbotten.',
      'https://www.example.com/om-oss',
      { retrievedAt: '2026-11-27' },
    ).map((mention) => [mention.name, mention.named]);
    expect(groups).toEqual([['Members (föreningens medlemmar)', false]]);
  });

  it('takes no members from a sentence about ideas', () => {
    expect(
      extractSupplierMentions('Idéerna kommer ofta från våra medlemmar.', 'https://www.example.com/om-oss', {
        retrievedAt: '2026-11-27',
      }),
    ).toEqual([]);
  });
});

/** A fictional Swedish sawmill's timber bought abroad, in a relative clause ('som vi köper av X i Land'). */
describe('Swedish suppliers after "vi köper av", with Baltic legal forms', () => {
  it('reads both suppliers and their countries', () => {
    expect(
      named(
        'Timret kommer från vår egen skog och från importerat sågtimmer som vi köper av Kurzeme Koks SIA i Lettland och Saaremetsa OÜ i Estland.',
      ),
    ).toEqual([
      ['Kurzeme Koks SIA', 'LV'],
      ['Saaremetsa OÜ', 'EE'],
    ]);
  });
});
