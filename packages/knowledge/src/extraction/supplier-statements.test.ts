import { describe, expect, it } from 'vitest';
import {
  GOODS_FROM_COUNTRIES,
  NOT_SUPPLIERS,
  PEOPLE_FROM_COUNTRIES,
  SUPPLIER_STATEMENTS,
  SUPPLIER_WITH_CUSTOMERS,
} from './fixtures/supplier-statements.js';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/lieferkette', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => (mention.country ? [mention.name, mention.country] : mention.name));

const countriesOf = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/lieferkette', { retrievedAt: '2026-11-27' })
    .filter((mention) => !mention.named)
    .map((mention) => mention.country);

describe('extractSupplierMentions: goods said first, local producers, hauliers and reinsurers', () => {
  it.each(SUPPLIER_STATEMENTS)('%s', (sentence, expected) => {
    expect(named(sentence)).toEqual(expected);
  });

  it.each(NOT_SUPPLIERS)('names no supplier: %s', (sentence) => {
    expect(named(sentence)).toEqual([]);
  });

  it.each(SUPPLIER_WITH_CUSTOMERS)('names the supplier, not its customers: %s', (sentence, expected) => {
    expect(named(sentence)).toEqual(expected);
  });

  it.each(GOODS_FROM_COUNTRIES)('reads the countries goods come from: %s', (sentence, countries) => {
    expect(countriesOf(sentence)).toEqual(countries);
  });

  it.each(PEOPLE_FROM_COUNTRIES)('reads no supplier country where people come from: %s', (sentence) => {
    expect(countriesOf(sentence)).toEqual([]);
  });
});
