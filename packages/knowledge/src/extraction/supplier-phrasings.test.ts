import { describe, expect, it } from 'vitest';
import {
  NO_SUPPLIERS_STATED,
  SUPPLIER_COUNTRIES_STATED,
  SUPPLIERS_NAMED,
} from './fixtures/supplier-phrasings.js';
import { extractSupplierMentions } from './suppliers.js';

const mentions = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/einkauf', { retrievedAt: '2026-11-27' });

describe('extractSupplierMentions: procurement phrasings of service, building and energy companies', () => {
  it.each(SUPPLIERS_NAMED)('%s', (text, expected) => {
    expect(
      mentions(text)
        .filter((mention) => mention.named)
        .map((mention) => mention.name),
    ).toEqual(expected);
  });

  it.each(SUPPLIER_COUNTRIES_STATED)('reads the suppliers’ countries: %s', (text, expected) => {
    expect(
      mentions(text)
        .filter((mention) => !mention.named)
        .map((mention) => mention.country),
    ).toEqual(expected);
  });

  it.each(NO_SUPPLIERS_STATED)('names no supplier: %s', (text) => {
    expect(mentions(text)).toEqual([]);
  });
});
