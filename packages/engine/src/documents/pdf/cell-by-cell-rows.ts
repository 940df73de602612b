import { columnsOf, overlaps, type Extent } from './pdf-columns.js';
import type { Line, Piece, Segment } from './pdf-lines.js';

/**
 * A table printed from a web page (Chromium's page.pdf) is written cell by cell: each cell's lines
 * top to bottom, then the next cell's, and each cell is centred in its row's height. A row whose
 * cells wrap onto different numbers of lines therefore comes out of the text layer as lines that go
 * down, up and down again ('Stakeholder' / 'group', then 'How we engage' between the two), and no line
 * holds a whole row. Such a run of rows is put back together: one line per row, one segment per cell,
 * so the table reader sees the rows a browser showed.
 */

/** A cell's next line sits at most this many font sizes under the line before it (its line pitch). */
const WRAPPED_PITCH = 1.35;
/** A cell centred in a taller row starts at most this many font sizes above the row's first line. */
const ROW_RISE = 4;
/** The next row's first cell, centred in its own row, starts at most this many font sizes lower. */
const ROW_DROP = 6;
/** A cell of more lines than this is a column of prose, not a table's cell. */
const MAX_CELL_LINES = 8;
/** A cell whose lines differ in size by more than this is a tile: a key figure over its label. */
const TILE_SIZE_RATIO = 1.15;
/** Rows (the header among them) a printed table has at least, each with two cells or more. */
const MIN_ROWS = 3;

interface Row {
  lines: Line[];
  left: number;
  top: number;
  bottom: number;
}

/** The page's lines, each printed table's rows put back together as one line per row. */
export function rowsWrittenCellByCell(lines: readonly Line[]): Line[] {
  const read: Line[] = [];
  let index = 0;
  while (index < lines.length) {
    const table = printedTableAt(lines, index);
    if (table) {
      read.push(...table.rows);
      index = table.end + 1;
    } else {
      read.push(lines[index]!);
      index += 1;
    }
  }
  return read;
}

function printedTableAt(lines: readonly Line[], start: number): { rows: Line[]; end: number } | undefined {
  const rows: Row[] = [];
  let row = rowOf(lines[start]!);
  let climbed = false;
  for (let index = start + 1; index < lines.length; index += 1) {
    const [previous, line] = [lines[index - 1]!, lines[index]!];
    if (opensCell(row, previous, line)) {
      climbed ||= line.y > previous.y;
      addTo(row, line);
    } else if (wrapsUnder(previous, line)) {
      addTo(row, line);
    } else if (opensRow(row, line)) {
      rows.push(row);
      row = rowOf(line);
    } else break;
    if (row.lines.length > MAX_CELL_LINES * 3) return undefined;
  }
  rows.push(row);
  // Rows of one cell after the table (a paragraph under it) are not its rows.
  while (rows.length > 0 && cellsOf(rows.at(-1)!).length < 2) rows.pop();
  if (!climbed || rows.length < MIN_ROWS) return undefined;
  const columns = columnsOf(rows.flatMap((each) => each.lines));
  if (columns.length < 2) return undefined;
  const cells = rows.map((each) => cellSegments(each, columns));
  if (cells.some((placed) => placed === undefined)) return undefined;
  if (rows.filter((each) => cellsOf(each).length >= 2).length < MIN_ROWS) return undefined;
  const end = Math.max(...rows.flatMap((each) => each.lines.map((line) => lines.indexOf(line))));
  return { rows: rows.map((each, index) => lineOfRow(each, cells[index]!, columns)), end };
}

const rowOf = (line: Line): Row => ({
  lines: [line],
  left: line.segments[0]!.x,
  top: line.y,
  bottom: line.y,
});

function addTo(row: Row, line: Line): void {
  row.lines.push(line);
  row.top = Math.max(row.top, line.y);
  row.bottom = Math.min(row.bottom, line.y);
}

/** The next cell of the row: right of the line before it, within the row's height. */
function opensCell(row: Row, previous: Line, line: Line): boolean {
  const size = Math.max(previous.size, line.size);
  const x = line.segments[0]!.x;
  if (x <= previous.segments.at(-1)!.x + size) return false;
  return line.y <= row.top + size * ROW_RISE && line.y >= row.bottom - size * WRAPPED_PITCH;
}

/** The next line of the same cells: a line pitch down, under them. */
function wrapsUnder(previous: Line, line: Line): boolean {
  const gap = previous.y - line.y;
  if (gap <= 0 || gap > Math.max(previous.size, line.size) * WRAPPED_PITCH) return false;
  return line.segments.every((part) => previous.segments.some((cell) => overlaps(cell, part)));
}

/** The next row: back at the row's left edge, below all of it. */
function opensRow(row: Row, line: Line): boolean {
  const size = line.size;
  const drop = row.bottom - line.y;
  return (
    Math.abs(line.segments[0]!.x - row.left) <= size && drop > size * WRAPPED_PITCH && drop <= size * ROW_DROP
  );
}

const cellsOf = (row: Row) => columnsOf(row.lines);

/**
 * The row's segments, each within one column: a run over two columns whose text items each lie over
 * one of them is two cells set close together (bold headings 'Anspruchsgruppe' and 'Wie wir den Dialog
 * führen' a space apart), parted there. Undefined when a segment or a cell does not fit: prose over
 * the columns, a cell taller than a cell gets, or a tile's key figure over its label.
 */
function cellSegments(row: Row, columns: readonly Extent[]): { y: number; segment: Segment }[] | undefined {
  const placed: { y: number; size: number; segment: Segment }[] = [];
  for (const line of row.lines) {
    for (const segment of line.segments) {
      const parts = partedByColumns(segment, columns);
      if (!parts) return undefined;
      placed.push(...parts.map((part) => ({ y: line.y, size: line.size, segment: part })));
    }
  }
  for (const column of columns) {
    const cell = placed.filter(({ segment }) => overlaps(column, segment));
    if (new Set(cell.map(({ y }) => y)).size > MAX_CELL_LINES) return undefined;
    // A key figure set large over its label (a grid of tiles) is no table cell: its lines differ in size.
    const sizes = cell.map(({ size }) => size);
    if (Math.max(...sizes) > Math.min(...sizes) * TILE_SIZE_RATIO) return undefined;
  }
  return placed;
}

function partedByColumns(segment: Segment, columns: readonly Extent[]): Segment[] | undefined {
  const columnOf = (extent: Extent) => {
    const hits = columns.flatMap((column, index) => (overlaps(column, extent) ? [index] : []));
    return hits.length === 1 ? hits[0] : undefined;
  };
  if (columnOf(segment) !== undefined) return [segment];
  const parts: { column: number; segment: Segment }[] = [];
  for (const piece of segment.pieces) {
    const column = columnOf(piece);
    if (column === undefined) return undefined;
    const last = parts.at(-1);
    if (last && last.column === column) {
      last.segment.text += piece.glue + piece.text;
      last.segment.end = Math.max(last.segment.end, piece.end);
      last.segment.pieces.push(piece);
    } else {
      parts.push({
        column,
        segment: { x: piece.x, end: piece.end, text: piece.text, pieces: [{ ...piece, glue: '' }] },
      });
    }
  }
  return parts.map(({ segment: part }) => ({ ...part, text: part.text.replace(/\s+/g, ' ').trim() }));
}

/** The row as one line: each column's segments, top to bottom, joined into one cell. */
function lineOfRow(
  row: Row,
  placed: readonly { y: number; segment: Segment }[],
  columns: readonly Extent[],
): Line {
  const segments = columns.flatMap((column): Segment[] => {
    const parts = placed
      .filter(({ segment }) => overlaps(column, segment))
      .toSorted((a, b) => b.y - a.y || a.segment.x - b.segment.x)
      .map(({ segment }) => segment);
    if (parts.length === 0) return [];
    const pieces: Piece[] = parts.flatMap((part, index) =>
      part.pieces.map((piece, at) =>
        index > 0 && at === 0 ? { ...piece, glue: glueOf(parts[index - 1]!.text, part.text) } : piece,
      ),
    );
    return [
      {
        x: Math.min(...parts.map((part) => part.x)),
        end: Math.max(...parts.map((part) => part.end)),
        text: parts.map((part) => part.text).reduce((text, next) => text + glueOf(text, next) + next),
        pieces,
      },
    ];
  });
  return {
    y: row.top,
    bottom: row.bottom,
    size: Math.max(...row.lines.map((line) => line.size)),
    segments,
    text: segments.map((segment) => segment.text).join(' '),
  };
}

/**
 * What joins a cell's wrapped lines: a space, but nothing after a hyphen before a capital, where a
 * compound broke at its own hyphen ('Scope-1-' / 'Emissionen').
 */
export const glueOf = (text: string, next: string) =>
  /[\p{L}\d]-$/u.test(text) && /^\p{Lu}/u.test(next) ? '' : ' ';
