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
    // A grade of the data behind the financed emissions is no membership.
    expect(found('Weighted PCAF data quality score | 2025: 2.9 | 2024: 3.2')).toEqual([]);
  });

  it('a mention is no claim', () => {
    expect(found('Read more about the Fair Tax Mark on the Fair Tax Foundation’s website.')).toEqual([]);
  });
});

describe('a UK lender’s undecided commitments and its everyday phrases', () => {
  it.each([
    'We’re considering becoming a signatory to the UN Principles for Responsible Banking and will report back next year.',
    'We are exploring whether to sign the Principles for Responsible Banking.',
    'The Board is looking into joining the Partnership for Carbon Accounting Financials (PCAF).',
  ])('an undecided step claims nothing: %s', (sentence) => {
    expect(found(sentence)).toEqual([]);
  });

  it('a decided step still counts', () => {
    expect(found('We signed the Principles for Responsible Banking in 2021.')).toEqual([['prb', 'Member']]);
  });

  it('“a great place to work” is a pillar or a slogan, the certification is named as one', () => {
    expect(
      found(
        'A Great Place to Work\nOur colleague engagement score in our annual survey was 79%, up from 74%.',
      ),
    ).toEqual([]);
    expect(found('We want Fellbeck to be a great place to work, and our survey scores show it.')).toEqual([]);
    expect(found('In 2025 we were certified as a Great Place to Work for the third year running.')).toEqual([
      ['great-place-to-work', 'Certified'],
    ]);
    expect(found('We are Great Place to Work certified.')).toEqual([['great-place-to-work', 'Certified']]);
  });
});

describe('a UK employer’s charters and its payment code', () => {
  it.each([
    ['We signed Business in the Community’s Race at Work Charter in 2020.', 'race-at-work-charter'],
    ['We’re a signatory of the Prompt Payment Code.', 'prompt-payment-code'],
  ])('%s', (sentence, codeId) => {
    expect(found(sentence)).toEqual([[codeId, 'Participant']]);
  });

  it('a mention is no claim', () => {
    expect(found('The Prompt Payment Code is run by the Small Business Commissioner.')).toEqual([]);
  });
});
