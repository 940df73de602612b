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
const FIGURE = /^[-–+]?\(?\d[\d.,'’\u00a0\u202f]*\)?%?$/u;
const separateFigures = (previous: string, next: string, gap: number, size: number) =>
  gap > size * FIGURE_GAP && FIGURE.test(previous.trim()) && FIGURE.test(next.trim());

/**
 * Groups a page's text items into lines. Items are taken in content order, which follows the
 * author's reading order (a two-column page gives its left column first); consecutive items on the
 * same baseline form a line, and wide gaps within a line split it into segments.
 */
export function linesOfPage(items: readonly PositionedText[]): Line[] {
  const lines: { y: number; size: number; items: PlacedItem[] }[] = [];
  for (const item of items) {
    const placed = place(item);
    if (!placed) continue;
    const current = lines.at(-1);
    if (current && Math.abs(current.y - placed.y) <= Math.max(current.size, placed.size) * 0.5) {
      current.items.push(placed);
      current.size = Math.max(current.size, placed.size);
    } else {
      lines.push({ y: placed.y, size: placed.size, items: [placed] });
    }
  }
  return lines.map(({ y, items: lineItems }) => toLine(y, lineItems)).filter((line) => line.text !== '');
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
  return { x, y, end: x + item.width, size, text: item.str };
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
