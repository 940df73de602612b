import type { Block, InlineRun } from './markdown-tokens.js';
import { ensureSpace, fragmentsText, LINE_GAP, PDF_COLORS, writeRuns, type Pdf } from './pdf-runs.js';
import { FONT } from './pdf-fonts.js';

type TableBlock = Extract<Block, { kind: 'table' }>;

const CELL_SIZE = 9;
const PAD = 4;

/**
 * Draws a GFM table: a shaded header row repeated on each page the table runs onto, cell borders, rows
 * kept whole. Columns get widths from their longest text, within bounds, so a short 'Source' column
 * does not take a third of the page.
 */
export function drawTable(doc: Pdf, table: TableBlock, x: number, width: number): void {
  const columns = Math.max(1, table.header.length);
  const widths = columnWidths(doc, table, columns, width);
  const cellsOf = (cells: InlineRun[][]) => Array.from({ length: columns }, (_, index) => cells[index] ?? []);
  const header = cellsOf(table.header);
  const headerHeight = rowHeight(doc, header, widths);
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const firstRow = table.rows[0];
  ensureSpace(doc, headerHeight + (firstRow ? rowHeight(doc, cellsOf(firstRow), widths) : 0));
  let y = drawRow(doc, header, {
    x,
    y: doc.y,
    widths,
    height: headerHeight,
    header: true,
    align: table.align,
  });
  for (const cells of table.rows.map(cellsOf)) {
    const height = rowHeight(doc, cells, widths);
    if (y + height > bottom()) {
      doc.addPage();
      y = drawRow(doc, header, {
        x,
        y: doc.y,
        widths,
        height: headerHeight,
        header: true,
        align: table.align,
      });
    }
    y = drawRow(doc, cells, { x, y, widths, height, header: false, align: table.align });
  }
  doc.x = x;
  doc.y = y + BODY_GAP;
}

const BODY_GAP = 8;

interface RowPlace {
  x: number;
  y: number;
  widths: number[];
  height: number;
  header: boolean;
  align: TableBlock['align'];
}

/** Draws one row and returns the y below it. */
function drawRow(doc: Pdf, cells: InlineRun[][], place: RowPlace): number {
  let cellX = place.x;
  const total = place.widths.reduce((sum, w) => sum + w, 0);
  if (place.header) doc.rect(place.x, place.y, total, place.height).fill('#E8EEF2');
  cells.forEach((runs, index) => {
    const width = place.widths[index] ?? 0;
    doc.y = place.y + PAD;
    const align = place.align[index] ?? 'left';
    writeRuns(doc, runs, cellX + PAD, width - 2 * PAD, { size: CELL_SIZE, bold: place.header, align });
    doc.lineWidth(0.5).strokeColor(PDF_COLORS.rule).rect(cellX, place.y, width, place.height).stroke();
    cellX += width;
  });
  return place.y + place.height;
}

// Measured in the bold face, which is wider than the regular one, so the real text never overflows the row.
function rowHeight(doc: Pdf, cells: InlineRun[][], widths: number[]): number {
  doc.font(FONT.bold).fontSize(CELL_SIZE);
  const heights = cells.map((runs, index) => {
    const text = fragmentsText(runs) || ' ';
    return doc.heightOfString(text, { width: (widths[index] ?? 0) - 2 * PAD, lineGap: LINE_GAP });
  });
  // heightOfString counts a line gap after the last line too; it is padding enough at the bottom.
  return Math.max(...heights) - LINE_GAP + 2 * PAD;
}

/**
 * Widths from each column's longest text, within bounds; then each column is widened to hold its
 * longest word ('Emissions', '2024', 'Headquarters'), taken from the columns with room to spare, so a
 * short column never breaks a word over two lines. When the words alone do not fit, the widths stay.
 */
function columnWidths(doc: Pdf, table: TableBlock, columns: number, width: number): number[] {
  const rows = [table.header, ...table.rows];
  const longest = Array.from({ length: columns }, (_, index) =>
    Math.max(...rows.map((cells) => fragmentsText(cells[index] ?? []).length)),
  );
  const weights = longest.map((length) => Math.min(40, Math.max(6, length)));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const widths = weights.map((weight) => (weight / sum) * width);
  // Measured in the bold face, as the header is set, which is the wider one.
  doc.font(FONT.bold).fontSize(CELL_SIZE);
  const needed = Array.from(
    { length: columns },
    (_, index) =>
      Math.max(
        0,
        ...rows.flatMap((cells) =>
          fragmentsText(cells[index] ?? [])
            .split(/\s+/)
            .map((word) => doc.widthOfString(word)),
        ),
      ) +
      2 * PAD +
      1,
  );
  const short = widths.map((w, index) => Math.max(0, needed[index]! - w));
  const lacking = short.reduce((total, gap) => total + gap, 0);
  const spare = widths.map((w, index) => Math.max(0, w - needed[index]!));
  const room = spare.reduce((total, gap) => total + gap, 0);
  if (lacking === 0 || lacking > room) return widths;
  return widths.map((w, index) => w + short[index]! - (spare[index]! / room) * lacking);
}
