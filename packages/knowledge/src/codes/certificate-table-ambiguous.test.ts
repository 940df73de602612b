import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { detectCodesInPages } from './detect-codes.js';

const cell = (text: string, header = false) => ({ text, header, colSpan: 1 });

/** A fictional Swedish joinery's certificates table: a row per certificate, its licence code and expiry. */
function certificatesTable(rows: string[][]): StructuredDocument {
  return {
    kind: 'html',
    url: 'https://www.example.test/certifieringar',
    documentId: null,
    title: 'Certifieringar',
    language: 'sv',
    pageCount: null,
    blocks: [
      { type: 'heading', level: 1, text: 'Certifieringar', locator: { headingPath: [] } },
      {
        type: 'table',
        rows: [
          { cells: [cell('Certifiering', true), cell('Licenskod', true), cell('Giltig till', true)] },
          ...rows.map((row) => ({ cells: row.map((text) => cell(text)) })),
        ],
        locator: { headingPath: ['Certifieringar'] },
      } as DocumentBlock,
    ],
    notes: [],
    truncated: false,
  };
}

const detected = (document: StructuredDocument) =>
  detectCodesInPages([], { items: listedItems([document]), retrievedAt: '2026-11-27' }).map((code) => [
    code.codeId,
    code.validUntil,
  ]);

describe('a certificate row naming its code by a short, ambiguous name', () => {
  it('reads FSC with its expiry when the row says chain of custody, as PEFC beside it', () => {
    expect(
      detected(
        certificatesTable([
          ['FSC® Chain of Custody', 'Licenskod FSC-C204518', '2028-05-21'],
          ['PEFC™ Chain of Custody', 'Licenskod PEFC/05-31-318', '2027-10-02'],
        ]),
      ).toSorted(),
    ).toEqual([
      ['fsc', '2028-05-21'],
      ['pefc', '2027-10-02'],
    ]);
  });

  it('takes no ambiguous name that nothing in its row confirms', () => {
    expect(detected(certificatesTable([['FSC', 'Registrering 4471', '2027-01-31']]))).toEqual([]);
  });
});
