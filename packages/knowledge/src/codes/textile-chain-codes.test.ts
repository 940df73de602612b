import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { detectCodes, detectCodesInPages } from './detect-codes.js';

const cell = (text: string, header = false) => ({ text, header, colSpan: 1 });

/** A fictional Portuguese knitter's certificates table: a row per certificate and its certifier. */
function certificatesTable(rows: string[][]): StructuredDocument {
  return {
    kind: 'html',
    url: 'https://www.example.test/certificacoes',
    documentId: null,
    title: 'Certificações',
    language: 'pt',
    pageCount: null,
    blocks: [
      { type: 'heading', level: 1, text: 'Certificações', locator: { headingPath: [] } },
      {
        type: 'table',
        rows: [
          { cells: [cell('Certificação', true), cell('Âmbito', true), cell('Entidade', true)] },
          ...rows.map((row) => ({ cells: row.map((text) => cell(text)) })),
        ],
        locator: { headingPath: ['Certificações'] },
      } as DocumentBlock,
    ],
    notes: [],
    truncated: false,
  };
}

const listed = (document: StructuredDocument) =>
  detectCodesInPages([], { items: listedItems([document]), retrievedAt: '2026-11-28' }).map((code) => [
    code.name,
    code.status,
  ]);

describe("a textile maker's chain-of-custody certificates and chemicals programme", () => {
  it('reads GRS and OCS from its certificates table', () => {
    expect(
      listed(
        certificatesTable([
          ['GRS — Global Recycled Standard', 'Fios com conteúdo reciclado', 'Control Union'],
          ['OCS — Organic Content Standard', 'Fios', 'Control Union'],
        ]),
      ),
    ).toEqual([
      ['GRS (Global Recycled Standard)', 'Certified'],
      ['OCS (Organic Content Standard)', 'Certified'],
    ]);
  });

  it('reads ZDHC from the sentence that says the company signed up', () => {
    expect(
      detectCodes('We became a signatory of the ZDHC programme in 2021.', 'https://www.example.test/esg', {
        retrievedAt: '2026-11-28',
      }).map((code) => [code.name, code.status]),
    ).toEqual([['ZDHC (Zero Discharge of Hazardous Chemicals)', 'Member']]);
  });

  it('leaves an unrelated GRS alone', () => {
    expect(
      detectCodes(
        'Our GRS system monitors the gas pressure in every pipeline.',
        'https://www.example.test/',
        {
          retrievedAt: '2026-11-28',
        },
      ),
    ).toEqual([]);
  });
});
