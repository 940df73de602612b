import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const found = (sentence: string) =>
  detectCodes(sentence, 'https://www.example.test/certifikaty', { retrievedAt: '2026-11-26' })
    .map((code) => [code.codeId, code.status])
    .toSorted();

describe('certificates a Czech company states it holds', () => {
  it('reads a certificate list item with its Czech standard prefix and the year it was first certified', () => {
    expect(
      found('ČSN EN ISO 14001:2016 – systém environmentálního managementu, certifikováno od roku 2003'),
    ).toEqual([['iso-14001', 'Certified']]);
    expect(found('Jsme držitelem certifikátů ISO 9001 a ISO 45001.')).toEqual([
      ['iso-45001', 'Certified'],
      ['iso-9001', 'Certified'],
    ]);
  });

  it('keeps a planned certificate apart from a held one', () => {
    expect(found('Připravujeme certifikaci podle ISO 50001.')).toEqual([['iso-50001', 'In process']]);
  });
});
