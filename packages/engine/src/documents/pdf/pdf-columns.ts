import type { Line } from './pdf-lines.js';

/** A horizontal extent on the page: a segment's, or a column's. */
export type Extent = { x: number; end: number };

export const overlaps = (a: Extent, b: Extent) => a.x <= b.end + 1 && b.x <= a.end + 1;

/** Column extents: segments of different lines that overlap horizontally share a column. */
export function columnsOf(lines: readonly Line[]): Extent[] {
  // The widest rows first, so their cells set the columns the sparser rows fall into.
  const segments = lines
    .toSorted((left, right) => right.segments.length - left.segments.length)
    .flatMap((line) => line.segments);
  const columns: Extent[] = [];
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
  return columns.reduce<Extent[]>((merged, column) => {
    const last = merged.at(-1);
    if (last && overlaps(last, column)) last.end = Math.max(last.end, column.end);
    else merged.push({ ...column });
    return merged;
  }, []);
}
