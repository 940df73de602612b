import { structuredDocumentSchema, type TableBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { reportDocx, zipBombDocx } from '../../test-support/docx-fixtures.js';
import { readDocxDocument } from './read-docx.js';
import { inspectDocx } from './zip-guard.js';

const GB = 1024 * 1024 * 1024;
const MB = 1024 * 1024;

// Loading pdf.js or mammoth takes seconds on a busy machine: the time limit is raised, nothing is timed.
describe('readDocxDocument', { timeout: 60_000 }, () => {
  it('reads a Word report: headings, paragraph, list, and its table as a table with the header row', async () => {
    const document = await readDocxDocument(await reportDocx(), { documentId: 'upload-7' });
    expect(structuredDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'docx',
      url: null,
      documentId: 'upload-7',
      title: 'Acme Sustainability Report 2024',
      pageCount: null,
      notes: [],
      truncated: false,
    });
    expect(document.blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'table',
      'heading',
      'list',
    ]);
    const table = document.blocks[3] as TableBlock;
    expect(table.headerRows).toBe(1);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Indicator', '2024', '2023'],
      ['Scope 1 emissions (tCO2e)', '1,234', '1,456'],
      ['Employees', '5,000', '4,800'],
    ]);
    expect(table.rows[0]!.cells.every((cell) => cell.header)).toBe(true);
    // docx writes 'repeat as header row: off' on the other rows, which mammoth reads as on.
    expect(table.rows[1]!.cells.some((cell) => cell.header)).toBe(false);
    expect(table.locator).toEqual({ headingPath: ['Sustainability report', 'Key figures'], table: 0 });
    expect(document.blocks[5]).toMatchObject({ items: ['Net zero by 2035', 'Recycled steel by 2030'] });
  });

  it('refuses a zip bomb disguised as a DOCX by its stated size, without unpacking it', async () => {
    const bomb = zipBombDocx({ unpackedBytes: GB, statedBytes: GB });
    expect(bomb.byteLength).toBeLessThan(2 * MB);
    const document = await readDocxDocument(bomb);
    expect(document).toMatchObject({
      kind: 'docx',
      blocks: [],
      notes: ['Not read: the DOCX would unpack to 1.0 GB of text (limit 50 MB)'],
    });
  });

  it('refuses a zip bomb whose directory understates its size, stopping at the stated size', async () => {
    const bomb = zipBombDocx({ unpackedBytes: 64 * MB, statedBytes: 10_000 });
    expect(inspectDocx(bomb).problem).toBe(
      'the DOCX is a compressed bomb (word/document.xml unpacks beyond the 10 KB it states)',
    );
    const document = await readDocxDocument(bomb);
    expect(document.notes).toEqual([
      'Not read: the DOCX is a compressed bomb (word/document.xml unpacks beyond the 10 KB it states)',
    ]);
  });

  it('notes a damaged DOCX as not read', async () => {
    const whole = await reportDocx();
    const document = await readDocxDocument(whole.subarray(0, whole.byteLength - 40));
    expect(document.blocks).toEqual([]);
    expect(document.notes).toEqual(['Not read: the DOCX is damaged (its zip directory is unreadable)']);
  });
});
