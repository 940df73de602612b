import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.test/about', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

// Invented sentences of a lender's 'Who we work with' list: the supplier, where it is, what it does for us.
describe('a supplier named with where it is and what it does for the company', () => {
  it.each([
    ['Fernway Systems Ltd, based in Edinburgh, provides our core banking platform.', 'Fernway Systems Ltd'],
    [
      'Cardline Services, based in Dublin, Ireland, processes our debit card transactions.',
      'Cardline Services',
    ],
    ['Dale Power, of Sheffield, supplies 100% renewable electricity to all our branches.', 'Dale Power'],
    ['Eastgate Print & Mail in Leeds prints and posts our annual statements.', 'Eastgate Print & Mail'],
  ])('%s', (sentence, name) => {
    expect(named(sentence)).toEqual([name]);
  });

  it('a customer based somewhere that buys from the company is no supplier', () => {
    expect(named('Our customers in Leeds buy our annual reports.')).toEqual([]);
  });
});
