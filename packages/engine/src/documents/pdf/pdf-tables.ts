import type { TableInput } from '../document-builder.js';
import { MAX_TABLE_COLUMNS } from '../limits.js';
import { cellKind, isHeaderRow } from '../table-header.js';
import { columnsOf, overlaps, type Extent } from './pdf-columns.js';
import type { Line, Piece, Segment } from './pdf-lines.js';

export interface FoundTable {
  /** Index of the table's first and last line in the page's lines. */
  start: number;
  end: number;
  table: TableInput;
}

/** Rows further apart than this many font sizes are not one table. */
const ROW_GAP = 3;
/**
 * A line this close under a row (in font sizes) is the next line of its wrapped cells: a text
 * layer's line pitch is about 1.2 font sizes, a table's rows sit further apart.
 */
const WRAPPED_LINE_GAP = 1.35;
/** Longer cells are prose in columns (a two-column page), not figures. */
const MAX_MEDIAN_CELL = 40;
/**
 * The same for rows put together from a printed web table's cells: where each cell's lines lie already
 * says it is a table, and a dialogue table's cells are phrases ('Annual staff survey, works council
 * meetings').
 */
const MAX_MEDIAN_PRINTED_CELL = 80;

/**
 * Key-figure tables on a page: runs of consecutive lines split into two or more segments that line
 * up in the same columns, mostly holding figures. The first line is the header when it holds years or
 * labels over figures. A cell too long for its column wraps onto lines of its own ('Objectif' over
 * '2030'): such a line joins the cells above it instead of ending the table.
 */
export function findTables(lines: readonly Line[]): FoundTable[] {
  const found: FoundTable[] = [];
  let start = 0;
  while (start < lines.length) {
    const rows: Line[] = [lines[start]!];
    let end = start;
    while (end + 1 < lines.length) {
      const [row, last, next] = [rows.at(-1)!, lines[end]!, lines[end + 1]!];
      if (wrapsCellsOf(row, last, next)) rows[rows.length - 1] = withWrappedLine(row, next);
      else if (continuesRun(row, last, next)) rows.push(next);
      else break;
      end += 1;
    }
    const table = rows.length > 1 && rows[0]!.segments.length >= 2 ? tableOf(rows) : undefined;
    if (table) {
      const band =
        table.headerRows === 0 ? headerBand(lines, start, end, found.at(-1)?.end ?? -1) : undefined;
      found.push(
        band ? { start: band.start, end, table: withHeader(table, band.cells) } : { start, end, table },
      );
    }
    start = end + 1;
  }
  return found;
}

/** `last` is the run's last line: the row itself, or the last wrapped line of its cells. */
function continuesRun(row: Line, last: Line, next: Line): boolean {
  if (row.segments.length < 2 || next.segments.length < 2) return false;
  const gap = (last.bottom ?? last.y) - next.y;
  return gap > 0 && gap <= Math.max(last.size, next.size) * ROW_GAP;
}

/** Whether `next` holds only the wrapped ends of cells of `row`, each under one of its cells. */
function wrapsCellsOf(row: Line, last: Line, next: Line): boolean {
  if (row.segments.length < 2 || next.segments.length >= row.segments.length) return false;
  const gap = last.y - next.y;
  if (gap <= 0 || gap > Math.max(last.size, next.size) * WRAPPED_LINE_GAP) return false;
  return next.segments.every((part) => row.segments.filter((cell) => overlaps(cell, part)).length === 1);
}

function withWrappedLine(row: Line, next: Line): Line {
  const segments = row.segments.map((cell) => {
    const parts = next.segments.filter((part) => overlaps(cell, part));
    if (parts.length === 0) return cell;
    return {
      x: Math.min(cell.x, ...parts.map((part) => part.x)),
      end: Math.max(cell.end, ...parts.map((part) => part.end)),
      text: [cell.text, ...parts.map((part) => part.text)].join(' '),
      pieces: [
        ...cell.pieces,
        ...parts.flatMap((part) =>
          part.pieces.map((piece, i) => (i === 0 ? { ...piece, glue: ' ' } : piece)),
        ),
      ],
    };
  });
  return { ...row, segments, text: segments.map((segment) => segment.text).join(' ') };
}

function tableOf(lines: readonly Line[]): TableInput | undefined {
  const columns = columnsOf(lines);
  if (columns.length < 2 || columns.length > MAX_TABLE_COLUMNS) return undefined;
  const rows = withHeadingsOverTheirFigures(
    lines.map((line) => {
      const cells = columns.map(() => '');
      for (const { column, text } of line.segments.flatMap((segment) => cellsOfSegment(columns, segment))) {
        cells[column] = cells[column] ? `${cells[column]} ${text}` : text;
      }
      return cells;
    }),
  );
  if (rows[0]!.length < 2) return undefined;
  const filled = rows.flat().filter(Boolean);
  const lengths = filled.map((cell) => cell.length).toSorted((a, b) => a - b);
  const printed = lines.every((line) => line.bottom !== undefined);
  const medianLimit = printed ? MAX_MEDIAN_PRINTED_CELL : MAX_MEDIAN_CELL;
  if ((lengths[Math.floor(lengths.length / 2)] ?? 0) > medianLimit) return undefined;
  const [first, ...rest] = rows;
  const textGrid = isTextGrid(rows, printed ? PRINTED_COLUMN_LABEL : COLUMN_LABEL);
  const header = isHeaderRow(first!, rest) || textGrid;
  const body = header ? rest : rows;
  const withFigures = body.filter((row) => row.some((cell) => cellKind(cell) === 'number')).length;
  if (!textGrid && (withFigures === 0 || withFigures * 2 < body.length)) return undefined;
  return {
    headerRows: header ? 1 : 0,
    rows: rows.map((cells, r) => ({ cells: cells.map((text) => ({ text, header: header && r === 0 })) })),
  };
}

/** A label over its column: a few words, no figure ('Supplier', 'Pays', 'Material'). */
const COLUMN_LABEL = /^[\p{L}][\p{L}'’&/().-]*(?:\s+[\p{L}'’&/().-]+){0,2}$/u;
/** A printed table's label may be a short phrase ('Wie wir den Dialog führen', 'How we engage with them'). */
const PRINTED_COLUMN_LABEL = /^[\p{L}][\p{L}'’&/().-]*(?:\s+[\p{L}'’&/().-]+){0,5}$/u;

/**
 * A table of words rather than figures ('Supplier | Country | Material', 'Fournisseur | Pays |
 * Matière'): three or more columns, labels over them, and every cell of every row filled, so that
 * prose set in two columns or a list of labelled facts is not taken for one.
 */
function isTextGrid(rows: readonly (readonly string[])[], label: RegExp): boolean {
  const [first, ...body] = rows;
  if (!first || first.length < 3 || body.length < 2) return false;
  if (!first.every((cell) => label.test(cell.trim()))) return false;
  return rows.every((row) => row.every((cell) => cell.trim() !== ''));
}

/**
 * A heading set flush left over figures set flush right ('2024' at the left edge of its column, '254'
 * and '1.485.000' at the right) overlaps none of them, so the two read as columns of their own: one
 * with only the heading, the next with only the figures. A browser's centred heading over figures set
 * flush left ('Scope-2-Emissionen' over '312') gives the same pair the other way round. Such a pair is
 * one column.
 */
function withHeadingsOverTheirFigures(rows: string[][]): string[][] {
  const [first, ...body] = rows;
  if (!first || body.length < 2) return rows;
  const headingOnly = (column: number) => first[column] !== '' && body.every((row) => row[column] === '');
  const figuresOnly = (column: number) =>
    first[column] === '' &&
    body.filter((row) => row[column] !== '').length >= 2 &&
    body.every((row) => row[column] === '' || cellKind(row[column]!) === 'number');
  const only = (column: number) =>
    (headingOnly(column) &&
      first[column + 1] === '' &&
      body.filter((row) => row[column + 1] !== '').length >= 2) ||
    (figuresOnly(column) && headingOnly(column + 1));
  const merged = new Set<number>();
  for (let column = 0; column + 1 < first.length; column += 1) if (only(column)) merged.add(column++);
  if (merged.size === 0) return rows;
  return rows.map((row) =>
    row.flatMap((cell, column) =>
      merged.has(column - 1) ? [] : merged.has(column) ? [cell || row[column + 1]!] : [cell],
    ),
  );
}

/** Header cells wrapped over this many font sizes above the first row at most (three or four lines). */
const HEADER_BAND = 5;

/**
 * A header printed from a web page's table: each heading centred in its column, wrapped over two or
 * three lines and set in the middle of the row's height, so that no line holds two headings on one
 * baseline ('Scope 2' / 'market-based' / '(tCO2e)' beside 'Year'). The text lines just above a table
 * without a header, each segment within one column's slot, are that header, read top to bottom.
 */
function headerBand(
  lines: readonly Line[],
  start: number,
  end: number,
  floor: number,
): { start: number; cells: string[] } | undefined {
  const first = lines[start]!;
  const columns = columnsOf(lines.slice(start, end + 1));
  const placed: { column: number; y: number; x: number; text: string }[] = [];
  let from = start;
  for (let index = start - 1; index > floor; index -= 1) {
    const line = lines[index]!;
    if (line.y <= first.y || line.y - first.y > first.size * HEADER_BAND) break;
    const slots = line.segments.map((segment) => slotOf(columns, segment));
    if (slots.some((slot) => slot === undefined) || line.segments.some((s) => cellKind(s.text) === 'number'))
      break;
    line.segments.forEach((segment, i) =>
      placed.push({ column: slots[i]!, y: line.y, x: segment.x, text: segment.text }),
    );
    from = index;
  }
  const headed = new Set(placed.map((cell) => cell.column));
  if (from === start || headed.size < 2 || headed.size * 2 < columns.length) return undefined;
  const cells = columns.map((_, column) =>
    placed
      .filter((cell) => cell.column === column)
      .toSorted((a, b) => b.y - a.y || a.x - b.x)
      .map((cell) => cell.text)
      .join(' '),
  );
  return { start: from, cells };
}

/** The column whose slot (from the end of the column before to the start of the one after) holds a segment. */
function slotOf(columns: readonly Extent[], segment: Segment): number | undefined {
  const column = nearestColumn(columns, segment);
  const left = columns[column - 1]?.end ?? -Infinity;
  const right = columns[column + 1]?.x ?? Infinity;
  return segment.x >= left && segment.end <= right ? column : undefined;
}

function withHeader(table: TableInput, cells: readonly string[]): TableInput {
  return {
    ...table,
    headerRows: 1,
    rows: [{ cells: cells.map((text) => ({ text, header: true })) }, ...table.rows],
  };
}

function nearestColumn(columns: readonly { x: number; end: number }[], segment: Segment): number {
  let best = 0;
  let bestDistance = Infinity;
  const center = (segment.x + segment.end) / 2;
  columns.forEach((column, index) => {
    const distance = center < column.x ? column.x - center : center > column.end ? center - column.end : 0;
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

const overlapOf = (a: Extent, b: Extent) => Math.min(a.end, b.end) - Math.max(a.x, b.x);

/** The column a piece of text lies over most, or undefined when it lies over none. */
function columnUnder(columns: readonly Extent[], piece: Piece): number | undefined {
  let best: number | undefined;
  let bestOverlap = 0;
  columns.forEach((column, index) => {
    const overlap = overlapOf(column, piece);
    if (overlap > bestOverlap) [best, bestOverlap] = [index, overlap];
  });
  return best;
}

/**
 * The cells a segment fills. A segment over several columns whose pieces each lie over one of them
 * is several header cells set edge to edge ('Production (GWh)Capacité installée (MW)'), parted at
 * the pieces' boundaries; one piece over several columns is a spanning heading and stays whole.
 */
function cellsOfSegment(columns: readonly Extent[], segment: Segment): { column: number; text: string }[] {
  const whole = [{ column: nearestColumn(columns, segment), text: segment.text }];
  const spanned = columns.flatMap((column, index) => (overlapOf(column, segment) > 0 ? [index] : []));
  if (spanned.length < 2) return whole;
  return partedByPieces(columns, segment) ?? partedByText(spanned, segment) ?? whole;
}

/**
 * Header cells a PDF's text layer gave as one item, glued where one cell ends and the next begins
 * ('Scope 1 (t CO2e)Émissions évitées (t CO2e)', 'Production (GWh) Capacité installée (MW)'): parted
 * after a closing bracket or a word when the joins are exactly as many as the column boundaries the run
 * crosses. 'tCO2e' is no join (one lower-case letter before the capital).
 */
const GLUED_CELLS = /(?<=\)|%)\s*(?=\p{Lu})|(?<=\p{Ll}{3})(?=\p{Lu})/gu;

function partedByText(spanned: number[], segment: Segment): { column: number; text: string }[] | undefined {
  const parts = segment.text.split(GLUED_CELLS);
  if (parts.length !== spanned.length) return undefined;
  return parts.map((text, index) => ({ column: spanned[index]!, text: text.trim() }));
}

function partedByPieces(
  columns: readonly Extent[],
  segment: Segment,
): { column: number; text: string }[] | undefined {
  if (segment.pieces.length < 2) return undefined;
  const under = segment.pieces.map((piece) => columnUnder(columns, piece));
  // A piece over no column (a kerned part of a word) belongs to the cell of the piece before it.
  let last = under.find((column) => column !== undefined);
  if (last === undefined) return undefined;
  const parts: { column: number; text: string }[] = [];
  segment.pieces.forEach((piece, index) => {
    const column = under[index] ?? last!;
    last = column;
    const current = parts.at(-1);
    if (current && current.column === column) current.text += piece.glue + piece.text;
    else if (current && column < current.column) return void (current.text += piece.glue + piece.text);
    else parts.push({ column, text: piece.text });
  });
  return parts.length < 2
    ? undefined
    : parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ').trim() }));
}
