import { continuesFigure, FIGURE, figuresOfRun } from './figure-runs.js';

/** The part of a pdf.js text item the reader uses (getTextContent's TextItem). */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, e, f]: e and f are the baseline's x and y (origin bottom-left), d the font's height. */
  transform: number[];
  width: number;
}

/** A run of text on a line with no wide gap in it: a phrase, or one cell of a table row. */
export interface Segment {
  x: number;
  end: number;
  text: string;
  /**
   * The text items the segment was joined from, each with the glue before it (' ' or ''): a table
   * reader can part two header cells that a producer set edge to edge ('Production (GWh)' and
   * 'Capacité installée (MW)' read as one run).
   */
  pieces: Piece[];
}

export interface Piece {
  x: number;
  end: number;
  text: string;
  glue: string;
}

export interface Line {
  /** Baseline, in PDF units from the bottom of the page. */
  y: number;
  /** The lowest baseline, when the line is a table row put together from cells of several lines. */
  bottom?: number;
  /** Font size of the line's longest run. */
  size: number;
  segments: Segment[];
  text: string;
}

/** A gap wider than this many font sizes separates columns (table cells), not words. */
const COLUMN_GAP = 1.2;
/** A gap narrower than this many font sizes joins two items without a space (kerned pieces). */
const WORD_GAP = 0.12;
/**
 * Two figures further apart than this many font sizes are two cells, however narrow the column: a
 * browser prints a 'Year' column padded only a little wider than a space ('2025' and '412' 1.07 font
 * sizes apart). A thousands group set as its own item ('1' '140') sits a space's width away.
 */
const FIGURE_GAP = 0.6;
/**
 * Two figures a space or more apart that cannot be one grouped figure ('2025' and '1.284', '2024' and
 * '2023') are two cells, however close: a browser sets a narrow column's cells only a few points apart.
 */
const separateFigures = (previous: string, next: string, gap: number, size: number) =>
  FIGURE.test(previous.trim()) &&
  FIGURE.test(next.trim()) &&
  (gap > size * FIGURE_GAP || (gap > size * WORD_GAP && !continuesFigure(previous, next)));

/**
 * Groups a page's text items into lines. Items are taken in content order, which follows the
 * author's reading order (a two-column page gives its left column first); consecutive items on the
 * same baseline form a line, and wide gaps within a line split it into segments.
 */
export function linesOfPage(items: readonly PositionedText[]): Line[] {
  const lines: PlacedLine[] = [];
  // A run of several figures is several cells ('2025 1.284'): each is placed on its own.
  const placedItems = items.flatMap((item) => {
    const placed = place(item);
    return placed ? figuresOfRun(placed) : [];
  });
  for (const placed of placedItems) {
    const current = lines.at(-1);
    const row = current && !onBaseline(current, placed) ? rowResumed(lines, placed) : current;
    if (row && onBaseline(row, placed)) {
      row.items.push(placed);
      row.size = Math.max(row.size, placed.size);
    } else {
      lines.push({ y: placed.y, size: placed.size, items: [placed] });
    }
  }
  return lines.map(({ y, items: lineItems }) => toLine(y, lineItems)).filter((line) => line.text !== '');
}

interface PlacedLine {
  y: number;
  size: number;
  items: PlacedItem[];
}

const onBaseline = (line: PlacedLine, item: PlacedItem) =>
  Math.abs(line.y - item.y) <= Math.max(line.size, item.size) * 0.5;

/** Wrapped lines of one cell a table row may have before the producer goes back to the row's next cell. */
const MAX_WRAPPED_LINES = 2;
/** A wrapped line sits this many font sizes under the line before it at most (its text's line pitch). */
const WRAPPED_PITCH = 1.35;

/**
 * A table row whose producer writes it cell by cell: a cell too long for its column wraps onto a line
 * or two of its own, and the next cell goes back up to the row's baseline ('Intensidad energética',
 * 'kWh/litro de' / 'aceite', then '1,02' beside them). The item resumes that row when the lines since
 * it are its wrapped cells (each a line pitch under the one before, none starting left of the row or
 * reaching the item's column) and the item starts a cell's width to the right of all of them.
 */
function rowResumed(lines: readonly PlacedLine[], placed: PlacedItem): PlacedLine | undefined {
  for (let back = 2; back <= MAX_WRAPPED_LINES + 1 && back <= lines.length; back += 1) {
    const row = lines[lines.length - back]!;
    if (!onBaseline(row, placed)) continue;
    const since = lines.slice(lines.length - back);
    const wrapped = since.slice(1).every((line, index) => {
      const above = since[index]!;
      const pitch = above.y - line.y;
      return pitch > 0 && pitch <= Math.max(above.size, line.size) * WRAPPED_PITCH;
    });
    // A wrapped cell starts no further left than its row ('Scope 2' centred over 'market-based' is a
    // header's stacked headings, read as lines of their own).
    const left = Math.min(...row.items.map((item) => item.x));
    const underRow = since.slice(1).every((line) => line.items.every((item) => item.x >= left - 1));
    const rightmost = Math.max(...since.flatMap((line) => line.items.map((item) => item.end)));
    if (wrapped && underRow && placed.x - rightmost > placed.size * COLUMN_GAP) return row;
    return undefined;
  }
  return undefined;
}

interface PlacedItem {
  x: number;
  y: number;
  end: number;
  size: number;
  text: string;
}

function place(item: PositionedText): PlacedItem | undefined {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  // Rotated or vertical text (margin labels, axis captions) is left out of the reading order.
  if (Math.abs(b) > Math.abs(a) * 0.1 || Math.abs(c) > Math.abs(d) * 0.1) return undefined;
  const size = Math.abs(d) || Math.abs(a);
  if (item.str.trim() === '' || size === 0) return undefined;
  // A run's trailing space is in its width ('Jahr ' in a browser's table): the text ends before it, so
  // a narrow cell does not seem to reach into the next column.
  const inked = item.str.trimEnd().length / item.str.length;
  return { x, y, end: x + item.width * inked, size, text: item.str };
}

function toLine(y: number, items: PlacedItem[]): Line {
  const sorted = items.toSorted((left, right) => left.x - right.x);
  const segments: Segment[] = [];
  let longest = sorted[0]!;
  for (const item of sorted) {
    if (item.text.length > longest.text.length) longest = item;
    const previous = segments.at(-1);
    const gap = previous ? item.x - previous.end : Infinity;
    const lastPiece = previous?.pieces.at(-1)?.text ?? '';
    if (previous && gap <= item.size * COLUMN_GAP && !separateFigures(lastPiece, item.text, gap, item.size)) {
      const glue =
        gap > item.size * WORD_GAP && !/\s$/.test(previous.text) && !/^\s/.test(item.text) ? ' ' : '';
      previous.text += glue + item.text;
      previous.end = Math.max(previous.end, item.end);
      previous.pieces.push({ x: item.x, end: item.end, text: item.text, glue });
    } else {
      const piece = { x: item.x, end: item.end, text: item.text, glue: '' };
      segments.push({ x: item.x, end: item.end, text: item.text, pieces: [piece] });
    }
  }
  for (const segment of segments) segment.text = segment.text.replace(/\s+/g, ' ').trim();
  const kept = segments.filter((segment) => segment.text !== '');
  return { y, size: longest.size, segments: kept, text: kept.map((segment) => segment.text).join(' ') };
}
