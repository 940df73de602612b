import type { TableBlock } from '@impact/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// A heat supplier's report table (fictional figures) as a layout engine sets it: columns too narrow
// for 'Objectif 2030' and for a long row label, so those cells wrap onto a second line set at the
// text's own line pitch, closer than the table's rows.
async function wrappedTablePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Indicateurs environnementaux', { x: 50, y: 760, size: 14, font });
  const columns = [50, 250, 330, 400, 470];
  const line = (y: number, cells: readonly string[]) =>
    cells.forEach((cell, index) => cell && page.drawText(cell, { x: columns[index]!, y, size: 9, font }));
  line(720, ['Indicateur', 'Unité', '2024', '2025', 'Objectif']);
  line(709.5, ['', '', '', '', '2030']);
  line(694, ['Émissions directes (scope 1)', 'tCO2e', '3 691', '3 078', '1 800']);
  line(680, ['Consommation d’eau des chaufferies et', 'm³', '4 820', '4 576', '–']);
  line(669.5, ['des sous-stations']);
  line(654, ['Environnement']);
  line(640, ['Cendres valorisées', '%', '81', '88', '95']);
  return pdf.save();
}

describe('cells that wrap onto a second line in a PDF table', { timeout: 60_000 }, () => {
  it('join the cell above them, so the header keeps its years and the table its rows', async () => {
    const document = await readPdfDocument(await wrappedTablePdf(), {
      url: 'https://www.example.test/r.pdf',
    });
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    expect(table?.headerRows).toBe(1);
    expect(table?.rows.slice(0, 3).map((row) => row.cells.map((cell) => cell.text))).toEqual([
      ['Indicateur', 'Unité', '2024', '2025', 'Objectif 2030'],
      ['Émissions directes (scope 1)', 'tCO2e', '3 691', '3 078', '1 800'],
      ['Consommation d’eau des chaufferies et des sous-stations', 'm³', '4 820', '4 576', '–'],
    ]);
  });
});
