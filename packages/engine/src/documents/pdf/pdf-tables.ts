import type { TableInput } from '../document-builder.js';
import { MAX_TABLE_COLUMNS } from '../limits.js';
import { cellKind, isHeaderRow } from '../table-header.js';
import type { Line, Segment } from './pdf-lines.js';

export interface FoundTable {
  /** Index of the table's first and last line in the page's lines. */
  start: number;
  end: number;
  table: TableInput;
}

/** Rows further apart than this many font sizes are not one table. */
const ROW_GAP = 3;
/** Longer cells are prose in columns (a two-column page), not figures. */
const MAX_MEDIAN_CELL = 40;

/**
 * Key-figure tables on a page: runs of consecutive lines split into two or more segments that line
 * up in the same columns, mostly holding figures. The first line is the header when it holds years or
 * labels over figures.
 */
export function findTables(lines: readonly Line[]): FoundTable[] {
  const found: FoundTable[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end + 1 < lines.length && continuesRun(lines[end]!, lines[end + 1]!)) end += 1;
    const table =
      end > start && lines[start]!.segments.length >= 2 ? tableOf(lines.slice(start, end + 1)) : undefined;
    if (table) found.push({ start, end, table });
    start = end + 1;
  }
  return found;
}

function continuesRun(previous: Line, next: Line): boolean {
  if (previous.segments.length < 2 || next.segments.length < 2) return false;
  const gap = previous.y - next.y;
  return gap > 0 && gap <= Math.max(previous.size, next.size) * ROW_GAP;
}

function tableOf(lines: readonly Line[]): TableInput | undefined {
  const columns = columnsOf(lines);
  if (columns.length < 2 || columns.length > MAX_TABLE_COLUMNS) return undefined;
  const rows = lines.map((line) => {
    const cells = columns.map(() => '');
    for (const segment of line.segments) {
      const column = nearestColumn(columns, segment);
      cells[column] = cells[column] ? `${cells[column]} ${segment.text}` : segment.text;
    }
    return cells;
  });
  const filled = rows.flat().filter(Boolean);
  const lengths = filled.map((cell) => cell.length).toSorted((a, b) => a - b);
  if ((lengths[Math.floor(lengths.length / 2)] ?? 0) > MAX_MEDIAN_CELL) return undefined;
  const [first, ...rest] = rows;
  const header = isHeaderRow(first!, rest);
  const body = header ? rest : rows;
  const withFigures = body.filter((row) => row.some((cell) => cellKind(cell) === 'number')).length;
  if (withFigures === 0 || withFigures * 2 < body.length) return undefined;
  return {
    headerRows: header ? 1 : 0,
    rows: rows.map((cells, r) => ({ cells: cells.map((text) => ({ text, header: header && r === 0 })) })),
  };
}

/** Column extents: segments of different lines that overlap horizontally share a column. */
function columnsOf(lines: readonly Line[]): { x: number; end: number }[] {
  // The widest rows first, so their cells set the columns the sparser rows fall into.
  const segments = lines
    .toSorted((left, right) => right.segments.length - left.segments.length)
    .flatMap((line) => line.segments);
  const columns: { x: number; end: number }[] = [];
  for (const segment of segments) {
    const hits = columns.filter((candidate) => overlaps(candidate, segment));
    if (hits.length === 0) columns.push({ x: segment.x, end: segment.end });
    // A cell over several columns (a spanning heading) widens none of them.
    if (hits.length !== 1) continue;
    hits[0]!.x = Math.min(hits[0]!.x, segment.x);
    hits[0]!.end = Math.max(hits[0]!.end, segment.end);
  }
  columns.sort((left, right) => left.x - right.x);
  // Widening can make neighbours touch: those were one column all along.
  return columns.reduce<{ x: number; end: number }[]>((merged, column) => {
    const last = merged.at(-1);
    if (last && overlaps(last, column)) last.end = Math.max(last.end, column.end);
    else merged.push({ ...column });
    return merged;
  }, []);
}

const overlaps = (a: { x: number; end: number }, b: { x: number; end: number }) =>
  a.x <= b.end + 1 && b.x <= a.end + 1;

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
