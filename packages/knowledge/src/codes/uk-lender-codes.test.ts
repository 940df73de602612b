import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.com/sustainability';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-27' }).map((code) => [code.codeId, code.status]);

// A UK lender's accreditations and commitments, in the words such a site uses (invented sentences).
describe('a UK lender’s tax and borrower commitments', () => {
  it.each([
    [
      'Fair Tax Mark – first awarded to us in 2020 by the Fair Tax Foundation and renewed in 2025.',
      'fair-tax-mark',
    ],
    ['We have held the Fair Tax Mark since 2021.', 'fair-tax-mark'],
    [
      'Mortgage Charter – we signed it in 2023 to help members who struggle with their payments.',
      'mortgage-charter',
    ],
  ])('%s', (sentence, codeId) => {
    const codes = found(sentence);
    expect(codes.map(([id]) => id)).toEqual([codeId]);
    expect(codes[0]?.[1]).not.toBe('In process');
  });

  it('a signatory of the Mortgage Charter participates in it; nobody validates it', () => {
    expect(found('We signed the Mortgage Charter in 2023.')).toEqual([['mortgage-charter', 'Participant']]);
  });

  it('a home’s Energy Performance Certificate is no certificate of the lender’s', () => {
    expect(
      found(
        'We estimate them from each property’s Energy Performance Certificate, following the PCAF methodology.',
      ),
    ).toEqual([]);
    expect(found('We joined PCAF in 2022.')).toEqual([['pcaf', 'Member']]);
  });

  it('a mention is no claim', () => {
    expect(found('Read more about the Fair Tax Mark on the Fair Tax Foundation’s website.')).toEqual([]);
  });
});
