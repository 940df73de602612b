import { describe, expect, it } from 'vitest';
import { voluntaryCode } from './catalogue.js';
import { listedItems } from './code-lists.js';
import { pageWithList } from './fixtures/list-page.js';
import { detectCodes, detectCodesInPages } from './detect-codes.js';

const URL = 'https://www.beispiel.test/zertifikate';
const found = (text: string) =>
  detectCodes(text, URL, { retrievedAt: '2026-11-28' }).map((code) => [code.codeId, code.status]);

describe('IATF 16949, the automotive industry’s quality management standard', () => {
  it('is in the catalogue as a management system with its official site', () => {
    expect(voluntaryCode('iatf-16949')).toMatchObject({
      kind: 'management-system',
      officialUrl: 'https://www.iatfglobaloversight.org',
    });
  });

  it.each([
    ['Our plants in Brno and Győr are certified to IATF 16949.', 'Certified'],
    ['Unser Werk ist nach IATF 16949 zertifiziert.', 'Certified'],
    ['Nos deux usines sont certifiées IATF 16949 depuis 2018.', 'Certified'],
  ])('%s', (text, status) => {
    expect(found(text)).toContainEqual(['iatf-16949', status]);
  });

  it('is held where a certifications heading lists it beside the ISO standards', () => {
    const items = listedItems([
      pageWithList(
        'Zertifizierungen',
        [
          'ISO 9001:2015 – Qualitätsmanagement (beide Werke)',
          'IATF 16949:2016 – Qualitätsmanagement Automobilindustrie (beide Werke)',
        ],
        { url: URL, title: 'Nachhaltigkeit' },
      ),
    ]);
    const codes = detectCodesInPages([], { items, retrievedAt: '2026-11-28' });
    expect(codes.map((code) => [code.codeId, code.status])).toEqual([
      ['iso-9001', 'Certified'],
      ['iatf-16949', 'Certified'],
    ]);
  });

  it('is no claim where only a supplier or a plan holds it', () => {
    expect(found('Wir verlangen von allen Lieferanten eine Zertifizierung nach IATF 16949.')).toEqual([]);
    expect(found('We plan to obtain IATF 16949 certification for the new plant in 2027.')).not.toContainEqual(
      ['iatf-16949', 'Certified'],
    );
  });
});
