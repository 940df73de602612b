import { describe, expect, it } from 'vitest';
import {
  NAMED_SUPPLIERS,
  NO_SUPPLIERS,
  SUPPLIER_COUNTRIES,
  SUPPLIER_TABLES,
} from './fixtures/supplier-sentences.js';
import { extractSupplierMentions } from './suppliers.js';

const URL = 'https://www.example.test/sustainability';
const read = (text: string) =>
  extractSupplierMentions(text, URL, { retrievedAt: '2026-03-01' }).map(({ name, country, named }) => ({
    name,
    country,
    named,
  }));

describe('extractSupplierMentions', () => {
  it('reads the countries a company buys from and its largest named supplier, in English', () => {
    expect(
      read(
        'Our linen yarn comes from suppliers in Germany, Italy and Turkey; the largest is Kettle Yarns GmbH.',
      ),
    ).toEqual([
      { name: 'Suppliers in Germany', country: 'DE', named: false },
      { name: 'Suppliers in Italy', country: 'IT', named: false },
      { name: 'Suppliers in Turkey', country: 'TR', named: false },
      { name: 'Kettle Yarns GmbH', country: undefined, named: true },
    ]);
  });

  it('reads Dutch and German sentences', () => {
    expect(
      read(
        'Ons garen kopen we in bij spinnerijen in Duitsland, België en Turkije. Onze grootste leverancier is Weberhof Garne GmbH in Krefeld.',
      ).map((mention) => mention.country ?? mention.name),
    ).toEqual(['DE', 'BE', 'TR', 'Weberhof Garne GmbH']);
    expect(
      read('Unsere Rohstoffe beziehen wir von Lieferanten aus Polen und Italien.').map((m) => m.country),
    ).toEqual(['PL', 'IT']);
  });

  it('names a supplier the goods come from, with its country', () => {
    expect(read('Our cartons come from Fenwick Board in the Netherlands.')).toEqual([
      { name: 'Fenwick Board', country: 'NL', named: true },
    ]);
  });

  it('keeps a name joined by a lowercase particle whole', () => {
    expect(
      read('We buy polyethylene resins from Polímeros del Ebro (Spain).').map((mention) => mention.name),
    ).toEqual(['Polímeros del Ebro']);
  });

  it('leaves out a sentence about customers, and towns', () => {
    expect(read('Our customers in Germany and France come from the automotive industry.')).toEqual([]);
    expect(read('We sell to customers in Lyon and Lille.')).toEqual([]);
    expect(read('Our suppliers in Krefeld and Lodz are audited every year.')).toEqual([]);
  });
});

describe('extractSupplierMentions in six languages', () => {
  const named = (text: string) =>
    read(text)
      .filter((mention) => mention.named)
      .map((mention) => (mention.country ? [mention.name, mention.country] : mention.name));

  it.each(NAMED_SUPPLIERS)('%s', (sentence, expected) => {
    expect(named(sentence)).toEqual(expected);
  });

  it.each(SUPPLIER_COUNTRIES)('%s', (sentence, countries) => {
    expect(
      read(sentence)
        .filter((m) => !m.named)
        .map((m) => m.country),
    ).toEqual(countries);
  });

  it.each(SUPPLIER_TABLES)('reads the table %s', (table, expected) => {
    expect(
      read(table).map((mention) =>
        mention.named ? (mention.country ? [mention.name, mention.country] : mention.name) : mention.country,
      ),
    ).toEqual(expected);
  });

  it('names a country said by its adjective in English, with its article', () => {
    expect(read('We work with Dutch growers.')).toEqual([
      { name: 'Suppliers in the Netherlands', country: 'NL', named: false },
    ]);
  });

  it('names a country once however the page writes it', () => {
    expect(
      read('Our plants come from growers in the UK. Our pots come from suppliers in the United Kingdom.'),
    ).toEqual([{ name: 'Suppliers in the UK', country: 'GB', named: false }]);
  });

  it.each(NO_SUPPLIERS)('names no supplier: %s', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });
});

describe('supplier countries named in English, whatever the page’s language', () => {
  it.each([
    ['Le argille che utilizziamo provengono principalmente dalla Germania e dall’Ucraina.', 'it'],
    ['Unsere Tone beziehen wir aus Deutschland und der Ukraine.', 'de'],
  ])('%s', (text) => {
    const names = extractSupplierMentions(text, 'https://tiles.example/chi-siamo').map((m) => m.name);
    expect(names).toContain('Suppliers in Germany');
    expect(names.some((name) => /Germania|Deutschland/.test(name))).toBe(false);
  });
});

describe('a Portuguese supplier name', () => {
  it('keeps the small joining word and the legal form: Cerâmica do Vale, S.A.', () => {
    expect(
      read('Our main tile supplier is Cerâmica do Vale, S.A. in Aveiro, which makes our wall tiles.'),
    ).toEqual([{ name: 'Cerâmica do Vale, S.A', country: undefined, named: true }]);
  });
});
