import { structuredDocumentSchema, type DocumentBlock, type TableBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import {
  encryptedPdf,
  longPdf,
  makePdf,
  reportPdf,
  scannedPdf,
  tableRow,
} from '../../test-support/pdf-fixtures.js';
import { readPdfDocument } from './read-pdf.js';

const summary = (blocks: readonly DocumentBlock[]) =>
  blocks.map((block) => {
    const where = `p${block.locator.page}`;
    if (block.type === 'table') return `${where} table`;
    if (block.type === 'list') return `${where} list:${block.items.join('|')}`;
    return `${where} ${block.type === 'heading' ? `h${block.level}` : 'paragraph'}:${block.text}`;
  });

const left = (site: string) =>
  `In ${site} our plant recycles the water it uses and returns it cleaner than it came, ` +
  `and the river authority checks the outflow of ${site} every month.`;
const right = (site: string) =>
  `Every new employee in ${site} is trained in safety before their first shift begins, ` +
  `and again each year by the safety team of ${site}.`;

// Loading pdf.js or mammoth takes seconds on a busy machine: the time limit is raised, nothing is timed.
describe('readPdfDocument', { timeout: 60_000 }, () => {
  it('reads headings, paragraphs, a list and a key-figures table, each with its page number', async () => {
    const document = await readPdfDocument(await reportPdf(), { url: 'https://acme.example/report.pdf' });
    expect(structuredDocumentSchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({
      kind: 'pdf',
      url: 'https://acme.example/report.pdf',
      title: 'Acme Sustainability Report 2024',
      language: 'en-GB',
      pageCount: 2,
      notes: [],
      truncated: false,
    });
    expect(summary(document.blocks)).toEqual([
      'p1 h1:Sustainability Report 2024',
      'p1 h2:Our approach',
      'p1 paragraph:Acme makes bicycles in three plants. This report covers the calendar year and all of our ' +
        'sites, and follows the European reporting standards where they apply to a company of our size.',
      'p1 paragraph:Our targets are approved by the board and reviewed every year by an independent panel.',
      'p1 h3:Climate',
      'p1 list:Net zero in our own operations by 2035|Half of our steel from recycled sources by 2030',
      'p2 h2:Key figures',
      'p2 table',
      'p2 paragraph:Figures are for the calendar year and cover all sites.',
    ]);
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table')!;
    expect(table.headerRows).toBe(1);
    expect(table.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['', '2024', '2023'],
      ['Scope 1 emissions (tCO2e)', '1,234', '1,456'],
      ['Renewable electricity (%)', '78', '64'],
      ['Employees', '5,000', '4,800'],
    ]);
    expect(table.rows[0]!.cells.map((cell) => cell.header)).toEqual([true, true, true]);
    expect(table.rows[1]!.cells.map((cell) => cell.header)).toEqual([false, false, false]);
    expect(table.locator).toEqual({
      headingPath: ['Sustainability Report 2024', 'Key figures'],
      page: 2,
      table: 0,
    });
  });

  it('reads a years-as-rows table, its label line as the header', async () => {
    const bytes = await makePdf((doc) => {
      doc.fontSize(11);
      const xs = [72, 200, 330];
      tableRow(doc, 100, ['Year', 'Scope 1 (tCO2e)', 'Employees'], xs);
      tableRow(doc, 118, ['2024', '1,234', '5,000'], xs);
      tableRow(doc, 136, ['2023', '1,456', '4,800'], xs);
    });
    const [table] = (await readPdfDocument(bytes)).blocks;
    expect(table).toMatchObject({ type: 'table', headerRows: 1, locator: { page: 1, table: 0 } });
    expect(table!.type === 'table' && table!.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Year', 'Scope 1 (tCO2e)', 'Employees'],
      ['2024', '1,234', '5,000'],
      ['2023', '1,456', '4,800'],
    ]);
  });

  it('drops running headers and page numbers, and reads a two-column page as prose, not a table', async () => {
    const sites = ['Lyon', 'Turin', 'Graz', 'Porto'];
    const bytes = await makePdf((doc) => {
      sites.forEach((site, index) => {
        if (index > 0) doc.addPage();
        doc.fontSize(9).text('Acme plc \u00b7 Sustainability Report 2024', 72, 40, { lineBreak: false });
        doc.fontSize(11).text(left(site), 72, 100, { width: 210 });
        doc.text(right(site), 320, 100, { width: 210 });
        doc.fontSize(9).text(`Page ${index + 1} of ${sites.length}`, 280, 760, { lineBreak: false });
      });
    });
    const document = await readPdfDocument(bytes);
    expect(document.blocks.every((block) => block.type === 'paragraph')).toBe(true);
    expect(summary(document.blocks.filter((block) => block.locator.page === 2))).toEqual([
      `p2 paragraph:${left('Turin')}`,
      `p2 paragraph:${right('Turin')}`,
    ]);
  });

  it('mends a word hyphenated at a line break, keeps a hyphen that leaves out a shared part, and joins a hyphenated name', async () => {
    const bytes = await makePdf((doc) => {
      // Explicit lines, as a report's layout breaks them.
      doc.fontSize(11).text('Our plants cut their emis-', 72, 100, { lineBreak: false });
      doc.text('sions by a third and supply intralogistics-', 72, 114, { lineBreak: false });
      doc.text('and packaging-machine makers. Wir beliefern Intralogistik-', 72, 128, { lineBreak: false });
      doc.text('und Verpackungsanlagenbauer. Nous livrons la région Provence-Alpes-', 72, 142, {
        lineBreak: false,
      });
      doc.text('Côte d’Azur.', 72, 156, { lineBreak: false });
    });
    const document = await readPdfDocument(bytes);
    expect(summary(document.blocks)).toEqual([
      'p1 paragraph:Our plants cut their emissions by a third and supply intralogistics- and packaging-machine makers. Wir beliefern Intralogistik- und Verpackungsanlagenbauer. Nous livrons la région Provence-Alpes-Côte d’Azur.',
    ]);
  });

  it('notes a password-protected PDF as not read', async () => {
    const document = await readPdfDocument(await encryptedPdf(), { documentId: 'doc-1' });
    expect(document).toMatchObject({
      kind: 'pdf',
      documentId: 'doc-1',
      blocks: [],
      notes: ['Not read: the PDF is protected by a password'],
    });
  });

  it('notes a scanned PDF without a text layer as not read', async () => {
    const document = await readPdfDocument(await scannedPdf());
    expect(document).toMatchObject({
      pageCount: 1,
      blocks: [],
      notes: ['Not read: scanned PDF without a text layer'],
    });
  });

  it('notes a corrupt PDF as not read, for garbage and for a file cut short', async () => {
    const garbage = await readPdfDocument(
      new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage'),
    );
    expect(garbage.blocks).toEqual([]);
    expect(garbage.notes).toEqual([
      expect.stringMatching(/^Not read: the file is damaged or not a PDF \(.+\)$/),
    ]);
    const whole = await reportPdf();
    const cut = await readPdfDocument(whole.subarray(0, 400));
    expect(cut.blocks).toEqual([]);
    expect(cut.notes[0]).toMatch(/^Not read: /);
  });

  it('stops after 200 pages of a 400-page PDF and says so', { timeout: 120_000 }, async () => {
    const document = await readPdfDocument(await longPdf(400));
    expect(document.pageCount).toBe(400);
    expect(document.truncated).toBe(true);
    expect(document.notes).toEqual(['Stopped after 200 pages of 400']);
    const pages = new Set(document.blocks.map((block) => block.locator.page ?? 0));
    expect(Math.max(...pages)).toBe(200);
    expect(document.blocks.at(-1)).toMatchObject({ type: 'paragraph', locator: { page: 200 } });
  });

  it('takes a smaller page cap from the caller', async () => {
    const document = await readPdfDocument(await longPdf(5), { maxPages: 2 });
    expect(document.notes).toEqual(['Stopped after 2 pages of 5']);
    expect(
      document.blocks.filter((block) => block.type === 'heading').map((block) => block.locator.page),
    ).toEqual([1, 2]);
  });
});
