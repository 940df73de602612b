import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

/** Fictional companies' pages: contracts the company awarded, and the distributors it buys through. */
const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example-works.test/projects', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

describe('suppliers named by a contract awarded or a channel bought through', () => {
  it.each([
    ['The construction contract for our new depot was awarded to Hallam Civils Ltd.', ['Hallam Civils Ltd']],
    ['Hallam Civils Ltd was awarded the contract for the extension of our warehouse.', ['Hallam Civils Ltd']],
    [
      'A empreitada de ampliação da fábrica foi adjudicada à Construtora Ribeiro Lopes, S.A.',
      ['Construtora Ribeiro Lopes, S.A'],
    ],
    ['La obra de la nueva nave fue adjudicada a Obras Levante Norte S.L.', ['Obras Levante Norte S.L']],
    ['Our spare parts are supplied through Verdant Parts Distribution.', ['Verdant Parts Distribution']],
    ['The resins are sourced via Calder Chemical Trading Ltd.', ['Calder Chemical Trading Ltd']],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    'The innovation award was awarded to Marta Silva, our head of quality.',
    'We were awarded the contract for the new ring road by the county council.',
    'Our products are sold via Brightline Retail in the Nordics.',
  ])('names no supplier: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
