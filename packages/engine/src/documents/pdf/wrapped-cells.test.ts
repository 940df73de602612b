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

// The same kind of table written cell by cell, as many report tools do: a label too long for its
// column wraps onto the next line before the row's unit and figures are set back on the row's baseline.
async function cellByCellPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('Indicadores ambientales', { x: 50, y: 760, size: 14, font });
  const columns = [50, 250, 330, 400];
  const row = (y: number, cells: readonly (string | readonly string[])[]) =>
    cells.forEach((cell, index) =>
      (typeof cell === 'string' ? [cell] : cell).forEach((part, line) =>
        page.drawText(part, { x: columns[index]!, y: y - line * 10.5, size: 9, font }),
      ),
    );
  row(720, ['Indicador', 'Unidad', '2025', '2024']);
  row(704, ['Consumo de electricidad', 'kWh', '4.120.500', '3.980.200']);
  row(688, [['Biomasa propia (hueso de aceituna y', 'orujillo) utilizada'], 't', '2.456', '1.693']);
  row(662, ['Consumo de gas natural', 'MWh', '1.187', '1.042']);
  row(646, ['Intensidad energética', ['kWh/litro de', 'aceite'], '1,02', '1,21']);
  return pdf.save();
}

describe('a PDF table written cell by cell, with wrapped cells', { timeout: 60_000 }, () => {
  it('keeps each row’s figures on its row, and the table whole under its header', async () => {
    const document = await readPdfDocument(await cellByCellPdf(), { url: 'https://www.example.test/m.pdf' });
    const tables = document.blocks.filter((block): block is TableBlock => block.type === 'table');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.headerRows).toBe(1);
    expect(tables[0]?.rows.map((r) => r.cells.map((cell) => cell.text))).toEqual([
      ['Indicador', 'Unidad', '2025', '2024'],
      ['Consumo de electricidad', 'kWh', '4.120.500', '3.980.200'],
      ['Biomasa propia (hueso de aceituna y orujillo) utilizada', 't', '2.456', '1.693'],
      ['Consumo de gas natural', 'MWh', '1.187', '1.042'],
      ['Intensidad energética', 'kWh/litro de aceite', '1,02', '1,21'],
    ]);
  });
});
