import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { listedItems } from './code-lists.js';
import { detectCodesInPages } from './detect-codes.js';

// Certificates as invented companies lay them out on a certificates page: a table with a row per
// certificate, a card per certificate (its name a heading, a line under it), short lines under the heading.
function certificatesPage(blocks: DocumentBlock[]): StructuredDocument {
  return {
    kind: 'html',
    url: 'https://www.example.test/zertifikate',
    documentId: null,
    title: 'Zertifikate',
    language: 'de',
    pageCount: null,
    blocks,
    notes: [],
    truncated: false,
  };
}
const under = (...headingPath: string[]) => ({ headingPath });
const cell = (text: string, header = false) => ({ text, header, colSpan: 1 });

const detected = (document: StructuredDocument) =>
  detectCodesInPages([], { items: listedItems([document]), retrievedAt: '2026-03-01' }).map((code) => [
    code.codeId,
    code.status,
    code.validUntil,
  ]);

describe('certificates laid out as tables, cards and short lines under a certificates heading', () => {
  it('reads each row of a certificate table, with its expiry date', () => {
    const page = certificatesPage([
      { type: 'heading', level: 1, text: 'Zertifikate', locator: under() },
      {
        type: 'table',
        rows: [
          { cells: [cell('Norm', true), cell('Standort', true), cell('Gültigkeit', true)] },
          { cells: [cell('ISO 14001'), cell('Werk Bremen'), cell('gültig bis 30.06.2027')] },
          { cells: [cell('ISO 50001'), cell('alle Standorte'), cell('gültig bis 31.12.2026')] },
        ],
        locator: under('Zertifikate'),
      } as DocumentBlock,
    ]);
    expect(detected(page)).toEqual([
      ['iso-14001', 'Certified', '2027-06-30'],
      ['iso-50001', 'Certified', '2026-12-31'],
    ]);
  });

  it('reads a card per certificate and a short line, and leaves out a supplier requirement', () => {
    const page = certificatesPage([
      { type: 'heading', level: 2, text: 'Certificazioni', locator: under() },
      { type: 'heading', level: 3, text: 'ISO 45001', locator: under('Certificazioni') },
      {
        type: 'paragraph',
        text: 'Salute e sicurezza sul lavoro, dal 2019.',
        locator: under('Certificazioni', 'ISO 45001'),
      },
      {
        type: 'paragraph',
        text: 'SA8000 – responsabilità sociale, dal 2021.',
        locator: under('Certificazioni'),
      },
      { type: 'paragraph', text: 'Ai fornitori chiediamo la ISO 9001.', locator: under('Certificazioni') },
    ]);
    expect(detected(page)).toEqual([
      ['iso-45001', 'Certified', null],
      ['sa8000', 'Certified', null],
    ]);
  });

  it('reads no long paragraph and nothing under another heading', () => {
    const prose =
      'ISO 14001 ist eine international anerkannte Norm für Umweltmanagementsysteme, die Organisationen hilft, ihre Umweltleistung zu verbessern und Anforderungen zu erfüllen.';
    const page = certificatesPage([
      { type: 'heading', level: 2, text: 'Zertifikate', locator: under() },
      { type: 'paragraph', text: prose, locator: under('Zertifikate') },
      { type: 'heading', level: 2, text: 'Produkte', locator: under() },
      { type: 'paragraph', text: 'ISO 9001-konforme Gehäuse.', locator: under('Produkte') },
    ]);
    expect(detected(page)).toEqual([]);
  });
});
