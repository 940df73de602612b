import type { Line } from './pdf-lines.js';

export interface PageLines {
  page: number;
  lines: Line[];
}

const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

/** Where a line sits and what it says, page numbers aside: the same on every page for a running line. */
const key = (line: Line) => `${Math.round(line.y / 4)}|${line.text.replace(/\d+/g, '#').toLowerCase()}`;

/** Lines this close to the top or bottom of a page's text may be its running header or footer. */
const EDGE_LINES = 2;

/**
 * A PDF's boilerplate: running headers and footers (the same line at the same height at the top or
 * bottom of most pages, page numbers counted as the same) and a page number alone at either edge.
 */
export function withoutRunningLines(pages: readonly PageLines[]): PageLines[] {
  const edges = pages.map(({ lines }) => edgeLines(lines));
  const seen = new Map<string, number>();
  for (const edge of edges) {
    for (const lineKey of new Set([...edge].map(key))) seen.set(lineKey, (seen.get(lineKey) ?? 0) + 1);
  }
  const running = (line: Line) => {
    const count = seen.get(key(line)) ?? 0;
    return PAGE_NUMBER.test(line.text) || (count >= 3 && count * 2 >= pages.length);
  };
  return pages.map(({ page, lines }, index) => ({
    page,
    lines: lines.filter((line) => !(edges[index]!.has(line) && running(line))),
  }));
}

function edgeLines(lines: readonly Line[]): Set<Line> {
  const heights = [...new Set(lines.map((line) => line.y))].toSorted((a, b) => b - a);
  const edge = new Set([...heights.slice(0, EDGE_LINES), ...heights.slice(-EDGE_LINES)]);
  return new Set(lines.filter((line) => edge.has(line.y)));
}
