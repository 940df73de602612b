import type { TableBlock } from '@impact/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// A power producer's report table (fictional figures) drawn with pdf-lib as report templates set it:
// years down the side, header cells right-aligned over narrow figure columns, so that neighbouring
// header texts touch or overlap and the text layer gives them as one run.
async function yearsAsRowsPdf(widths: readonly number[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setLanguage('fr-FR');
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const page = pdf.addPage([595, 842]);
  page.drawText('Indicateurs par année', { x: 56, y: 760, size: 16, font });
  const size = 9;
  const row = (y: number, cells: readonly string[]) => {
    let x = 56;
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      const textX = index === 0 ? x + 4 : x + width - 4 - font.widthOfTextAtSize(cell, size);
      page.drawText(cell, { x: textX, y, size, font });
      x += width;
    });
  };
  row(720, [
    'Année',
    'Production (GWh)',
    'Capacité installée (MW)',
    'Scope 1 (t CO2e)',
    'Émissions évitées (t CO2e)',
  ]);
  row(702, ['2024', '1 197,8', '452', '1 412', '380 100']);
  row(684, ['2025', '1 284,6', '486', '1 306', '412 300']);
  return pdf.save();
}

const tableOf = async (bytes: Uint8Array) => {
  const document = await readPdfDocument(bytes, { url: 'https://www.example.test/rapport.pdf' });
  const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
  return table?.rows.map((row) => row.cells.map((cell) => cell.text));
};

describe('header cells set edge to edge in a PDF', { timeout: 60_000 }, () => {
  it('parts them into their columns, so no figure is read under its neighbour’s unit', async () => {
    expect(await tableOf(await yearsAsRowsPdf([60, 90, 90, 80, 100]))).toEqual([
      [
        'Année',
        'Production (GWh)',
        'Capacité installée (MW)',
        'Scope 1 (t CO2e)',
        'Émissions évitées (t CO2e)',
      ],
      ['2024', '1 197,8', '452', '1 412', '380 100'],
      ['2025', '1 284,6', '486', '1 306', '412 300'],
    ]);
  });

  it('reads the same table with room between its header cells as before', async () => {
    expect((await tableOf(await yearsAsRowsPdf([50, 100, 120, 90, 130])))?.[0]).toEqual([
      'Année',
      'Production (GWh)',
      'Capacité installée (MW)',
      'Scope 1 (t CO2e)',
      'Émissions évitées (t CO2e)',
    ]);
  });
});
