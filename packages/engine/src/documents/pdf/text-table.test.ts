import type { TableBlock } from '@impact/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readPdfDocument } from './read-pdf.js';

// A report's table of words, not figures (fictional companies): who supplies what, from where.
async function wordTablePdf(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const size = 11;
  page.drawText('Our main suppliers', { x: 57, y: 800, size: 16, font });
  const columns = [57, 220, 330];
  const line = (y: number, cells: readonly string[]) =>
    cells.forEach((text, index) => page.drawText(text, { x: columns[index]!, y, size, font }));
  line(770, header);
  rows.forEach((cells, index) => line(752 - index * 18, cells));
  page.drawText('Energy use was 14,300 MWh in 2025.', { x: 57, y: 640, size, font });
  return pdf.save();
}

const tableOf = async (bytes: Uint8Array) => {
  const document = await readPdfDocument(bytes, { url: 'https://www.example.test/r.pdf' });
  const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
  return table?.rows.map((row) => row.cells.map((cell) => cell.text));
};

describe('a table of words in a PDF', { timeout: 60_000 }, () => {
  it('reads supplier, country and material as columns under their labels', async () => {
    const bytes = await wordTablePdf(
      ['Supplier', 'Country', 'Material'],
      [
        ['Nordby Paper AB', 'Sweden', 'Kraftliner'],
        ['Kessel Board AS', 'Estonia', 'Testliner'],
        ['Farbwerk Lenz GmbH', 'Germany', 'Water-based inks'],
      ],
    );
    expect(await tableOf(bytes)).toEqual([
      ['Supplier', 'Country', 'Material'],
      ['Nordby Paper AB', 'Sweden', 'Kraftliner'],
      ['Kessel Board AS', 'Estonia', 'Testliner'],
      ['Farbwerk Lenz GmbH', 'Germany', 'Water-based inks'],
    ]);
  });

  it('reads a French one the same way', async () => {
    const bytes = await wordTablePdf(
      ['Fournisseur', 'Pays', 'Matière'],
      [
        ['Aciéries Morel SAS', 'France', 'Acier'],
        ['Lamina Sud S.r.l.', 'Italie', 'Aluminium'],
      ],
    );
    expect((await tableOf(bytes))?.[2]).toEqual(['Lamina Sud S.r.l.', 'Italie', 'Aluminium']);
  });

  it('leaves words in two columns, or with a gap in a row, as text', async () => {
    expect(
      await tableOf(
        await wordTablePdf(
          ['Founded', 'Ulm'],
          [
            ['Owner', 'Family'],
            ['Sector', 'Timber'],
          ],
        ),
      ),
    ).toBeUndefined();
    expect(
      await tableOf(
        await wordTablePdf(
          ['Supplier', 'Country', 'Material'],
          [
            ['Nordby Paper AB', '', 'Kraftliner'],
            ['Kessel Board AS', 'Estonia', 'Testliner'],
          ],
        ),
      ),
    ).toBeUndefined();
  });
});
