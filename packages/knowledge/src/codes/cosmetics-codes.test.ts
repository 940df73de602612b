import { describe, expect, it } from 'vitest';
import { voluntaryCode } from './catalogue.js';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.exemple.test/certifications';
const found = (text: string) =>
  detectCodes(text, URL, { retrievedAt: '2026-11-27' }).map((code) => [
    code.codeId,
    code.status,
    code.validUntil,
  ]);

describe('cosmetics codes: COSMOS, ISO 22716 and the Union for Ethical BioTrade', () => {
  it('are in the catalogue with their official sites', () => {
    expect(voluntaryCode('cosmos')?.officialUrl).toBe('https://www.cosmos-standard.org');
    expect(voluntaryCode('iso-22716')?.kind).toBe('management-system');
    expect(voluntaryCode('uebt')?.kind).toBe('membership');
  });

  it.each([
    ['Nos soins visage sont certifiés COSMOS ORGANIC par Ecocert Greenlife.', 'cosmos', 'Certified'],
    ['Our body care range is COSMOS NATURAL certified.', 'cosmos', 'Certified'],
    ['Notre usine de Nyons est certifiée ISO 22716 (BPF cosmétiques) depuis 2012.', 'iso-22716', 'Certified'],
    ['Unser Werk ist nach ISO 22716 zertifiziert.', 'iso-22716', 'Certified'],
    ["Membre de l'UEBT depuis 2020, nous respectons les principes du BioTrade éthique.", 'uebt', 'Member'],
    ['We are a member of the Union for Ethical BioTrade.', 'uebt', 'Member'],
  ])('%s', (text, id, status) => {
    expect(found(text)).toEqual([[id, status, null]]);
  });

  it('reads no claim where only a supplier is a member', () => {
    expect(found("Notre fournisseur d'huiles essentielles est membre de l'UEBT.")).toEqual([]);
  });
});

describe('a certificate’s validity in the sentence after its claim', () => {
  it('dates the one code the sentence before claims', () => {
    expect(
      found(
        'Notre site de Nyons est certifié ISO 14001:2015. Certificat n° FR-2231, valable jusqu’au 30 juin 2027.',
      ),
    ).toEqual([['iso-14001', 'Certified', '2027-06-30']]);
    expect(
      found('Our plant is certified to ISO 9001. The certificate is valid until 31 March 2028.'),
    ).toEqual([['iso-9001', 'Certified', '2028-03-31']]);
  });

  it('dates nothing when the claim sentence names two codes', () => {
    expect(
      found('Notre site est certifié ISO 9001 et ISO 14001. Certificat valable jusqu’au 30 juin 2027.'),
    ).toEqual(
      expect.arrayContaining([
        ['iso-9001', 'Certified', null],
        ['iso-14001', 'Certified', null],
      ]),
    );
  });
});

describe('a certificate’s validity in its item of a list split by semicolons', () => {
  it('dates the one code its item names, and no other', () => {
    expect(
      found(
        'Certifications : ISO 22716 (Nyons) ; ISO 14001:2015 (Nyons et Apt), certificat valable jusqu’au 30 juin 2027 ; B Corp (score 88,1).',
      ),
    ).toEqual(
      expect.arrayContaining([
        ['iso-14001', 'Certified', '2027-06-30'],
        ['b-corp', 'Certified', null],
      ]),
    );
  });
});
