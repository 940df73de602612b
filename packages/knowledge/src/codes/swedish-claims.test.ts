import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';
import { validUntilFrom } from './valid-until.js';

const URL = 'https://www.example.com/hallbarhet';
const found = (sentence: string) =>
  detectCodes(sentence, URL, { retrievedAt: '2026-11-26' })
    .map((code) => [code.codeId, code.status])
    .toSorted();

describe('certificates a Swedish company states it holds', () => {
  it('reads FSC, PEFC and ISO certificates after "certifierad enligt"', () => {
    expect(
      found('Hela vår verksamhet är certifierad enligt FSC® och PEFC™ samt enligt ISO 14001 och ISO 45001.'),
    ).toEqual([
      ['fsc', 'Certified'],
      ['iso-14001', 'Certified'],
      ['iso-45001', 'Certified'],
      ['pefc', 'Certified'],
    ]);
  });

  it("reads the pellets' ENplus certificate", () => {
    expect(found('Pelletsen från vår fabrik är dessutom certifierad enligt ENplus® A1.')).toEqual([
      ['enplus', 'Certified'],
    ]);
  });

  it('does not take a customer’s certificate named without a claim of its own', () => {
    expect(found('Vår kund i Japan arbetar med ISO 50001.')).toEqual([]);
    expect(
      found(
        'Bland våra kunder finns Tobiru Homes Co., Ltd. i Japan, som själv är certifierat enligt ISO 9001.',
      ),
    ).toEqual([]);
    expect(found('Våra kunder är certifierade enligt ISO 50001.')).toEqual([]);
  });

  it('reads the Swedish expiry wording', () => {
    expect(validUntilFrom('Certifikatet är giltigt till 2027-06-30.')).toBe('2027-06-30');
    expect(validUntilFrom('FSC-certifikatet gäller till 14 mars 2028.')).toBe('2028-03-14');
    expect(validUntilFrom('Giltigt t.o.m. 30 maj 2027')).toBe('2027-05-30');
  });
});
