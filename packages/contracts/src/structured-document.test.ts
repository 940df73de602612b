import { describe, expect, it } from 'vitest';
import {
  blockLocator,
  isUnreadDocument,
  rowLocator,
  structuredDocumentSchema,
  type StructuredDocument,
  type TableBlock,
} from './structured-document.js';

const table: TableBlock = {
  type: 'table',
  caption: 'Key figures',
  headerRows: 1,
  rows: [
    {
      cells: [
        { text: '', header: true },
        { text: '2024', header: true },
        { text: '2023', header: true },
      ],
    },
    {
      cells: [
        { text: 'Scope 1 (tCO2e)', header: true },
        { text: '1,234', header: false },
        { text: '1,456', header: false },
      ],
    },
  ],
  locator: { headingPath: ['Sustainability', 'Climate'], page: 12, table: 3 },
};

const document: StructuredDocument = {
  kind: 'pdf',
  url: 'https://acme.example/report.pdf',
  documentId: null,
  title: 'Annual report 2024',
  language: 'en',
  pageCount: 120,
  blocks: [
    { type: 'heading', level: 1, text: 'Sustainability', locator: { headingPath: [], page: 11 } },
    {
      type: 'list',
      ordered: false,
      items: ['Net zero by 2040'],
      locator: { headingPath: ['Sustainability'], page: 11 },
    },
    table,
  ],
  notes: [],
  truncated: false,
};

describe('structuredDocumentSchema', () => {
  it('accepts a document and survives a JSON round trip unchanged', () => {
    expect(structuredDocumentSchema.parse(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });

  it('refuses what the reader never produces', () => {
    const bad = (change: object) => structuredDocumentSchema.safeParse({ ...document, ...change }).success;
    expect(bad({ kind: 'xlsx' })).toBe(false);
    expect(
      bad({ blocks: [{ type: 'heading', level: 7, text: 'Too deep', locator: { headingPath: [] } }] }),
    ).toBe(false);
    expect(bad({ blocks: [{ ...table, locator: { headingPath: [], page: 0 } }] })).toBe(false);
    expect(
      bad({ blocks: [{ ...table, rows: [{ cells: [{ text: 'x', header: false, colSpan: 1 }] }] }] }),
    ).toBe(false);
    expect(bad({ pageCount: -1 })).toBe(false);
  });
});

describe('locators', () => {
  it('gives a block the document address it leaves out when stored', () => {
    expect(blockLocator(document, document.blocks[0]!)).toEqual({
      url: 'https://acme.example/report.pdf',
      headingPath: [],
      page: 11,
    });
    const upload = { ...document, url: null, documentId: 'doc-9' };
    expect(blockLocator(upload, table)).toEqual({
      documentId: 'doc-9',
      headingPath: ['Sustainability', 'Climate'],
      page: 12,
      table: 3,
    });
  });

  it('points at one row of a table, and only at a row it has', () => {
    expect(rowLocator(document, table, 1)).toEqual({
      url: 'https://acme.example/report.pdf',
      headingPath: ['Sustainability', 'Climate'],
      page: 12,
      table: 3,
      row: 1,
    });
    expect(() => rowLocator(document, table, 2)).toThrow(RangeError);
    expect(() => rowLocator(document, table, -1)).toThrow(RangeError);
  });
});

describe('isUnreadDocument', () => {
  it('is true only for an empty document whose notes say it was not read', () => {
    expect(isUnreadDocument(document)).toBe(false);
    const unread = { ...document, blocks: [], notes: ['Not read: scanned PDF without a text layer'] };
    expect(isUnreadDocument(unread)).toBe(true);
    expect(isUnreadDocument({ ...unread, notes: [] })).toBe(false);
  });
});
