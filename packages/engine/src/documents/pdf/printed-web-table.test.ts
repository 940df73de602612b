import type { TableBlock } from '@impact/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// A web page's table printed to PDF as a browser prints it (fictional figures): years down the side in
// a narrow padded column, each heading centred in its column, wrapped over one to three lines and set in
// the middle of the header row's height, written cell by cell.
async function printedTablePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const size = 12;
  page.drawText('Our footprint', { x: 57, y: 800, size: 18, font });
  page.drawText('The figures below cover our offices and our branches.', { x: 57, y: 780, size, font });
  const columns = [
    { x: 57, width: 36, heading: ['Year'] },
    { x: 93, width: 70, heading: ['Scope 1', '(tCO2e)'] },
    { x: 163, width: 95, heading: ['Scope 2', 'market-based', '(tCO2e)'] },
    { x: 258, width: 100, heading: ['Energy', 'consumption', '(MWh)'] },
  ];
  const middle = 726;
  for (const column of columns) {
    const top = middle + ((column.heading.length - 1) * 13.5) / 2;
    column.heading.forEach((text, line) => {
      const x = column.x + (column.width - font.widthOfTextAtSize(text, size)) / 2;
      page.drawText(text, { x, y: top - line * 13.5, size, font });
    });
  }
  const row = (y: number, cells: readonly string[]) =>
    cells.forEach((text, index) => page.drawText(text, { x: columns[index]!.x + 6, y, size, font }));
  row(692, ['2025', '318', '27', '4,920']);
  row(672, ['2024', '347', '31', '5,140']);
  // A second table further down, its columns elsewhere: no part of the first table's header.
  page.drawText('Staff', { x: 57, y: 600, size: 18, font });
  page.drawText('2025', { x: 63, y: 560, size, font });
  page.drawText('1,020', { x: 130, y: 560, size, font });
  page.drawText('2024', { x: 63, y: 540, size, font });
  page.drawText('985', { x: 130, y: 540, size, font });
  return pdf.save();
}

describe('a web table printed to PDF', { timeout: 60_000 }, () => {
  it('reads its wrapped, centred headings as the header and parts the year from the first figure', async () => {
    const document = await readPdfDocument(await printedTablePdf(), {
      url: 'https://www.example.test/r.pdf',
    });
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    expect(table?.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Year', 'Scope 1 (tCO2e)', 'Scope 2 market-based (tCO2e)', 'Energy consumption (MWh)'],
      ['2025', '318', '27', '4,920'],
      ['2024', '347', '31', '5,140'],
    ]);
    expect(table?.headerRows).toBe(1);
    // The headings are the table's, not paragraphs before it; the sentence above stays prose.
    const paragraphs = document.blocks.flatMap((block) => (block.type === 'paragraph' ? [block.text] : []));
    expect(paragraphs).toEqual(['The figures below cover our offices and our branches.']);
  });
});

// A printed key-figures table (fictional figures) whose year headings are set flush left and whose
// figures are set flush right in the same columns, so no heading overlaps the figures under it.
async function flushRightFiguresPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const size = 11;
  const right = (text: string, edge: number, y: number) =>
    page.drawText(text, { x: edge - font.widthOfTextAtSize(text, size), y, size, font });
  const row = (y: number, label: string, unit: string, recent: string, earlier: string) => {
    page.drawText(label, { x: 57, y, size, font });
    page.drawText(unit, { x: 260, y, size, font });
    right(recent, 460, y);
    right(earlier, 540, y);
  };
  page.drawText('Indicator', { x: 57, y: 760, size, font });
  page.drawText('Unit', { x: 260, y: 760, size, font });
  page.drawText('2024', { x: 380, y: 760, size, font });
  page.drawText('2023', { x: 470, y: 760, size, font });
  row(740, 'Kilometres driven', 'million km', '42.6', '43.9');
  row(720, 'Fuel used', 'litres', '2,310,000', '1,120,000');
  row(700, 'Refrigerant leaks', 'kg', '86', '141');
  return pdf.save();
}

describe('a printed table with flush-left headings over flush-right figures', { timeout: 60_000 }, () => {
  it('reads each year heading and the figures under it as one column', async () => {
    const document = await readPdfDocument(await flushRightFiguresPdf(), {
      url: 'https://www.example.test/r.pdf',
    });
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    expect(table?.rows.map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Indicator', 'Unit', '2024', '2023'],
      ['Kilometres driven', 'million km', '42.6', '43.9'],
      ['Fuel used', 'litres', '2,310,000', '1,120,000'],
      ['Refrigerant leaks', 'kg', '86', '141'],
    ]);
    expect(table?.headerRows).toBe(1);
  });
});
