import { captionsOfRows, tableRows } from '@impact/knowledge';
import type { Page } from './none-statements.js';

export interface PageRow {
  /** The row as the page writes it, to quote. */
  line: string;
  /** The line above its table that names it ('Employees by country, 2025'), or ''. */
  caption: string;
  /** The row's first cell. */
  label: string;
  /** Every other cell, with its column's heading ('' where the table has none). */
  cells: { heading: string; value: string }[];
}

/**
 * Every table row of a page, with its caption. A table without a header row writes each row in plain
 * cells ('Base year 2022 | 1 850 t CO2e'): such a line, which the table reader takes for a header
 * row, is a row too, its cells without headings.
 */
export function pageRows(page: Page): PageRow[] {
  const lines = page.content.split('\n');
  const captions = captionsOfRows(lines);
  const headed = new Map(tableRows(lines).map((row) => [row.line, row]));
  return lines.flatMap((line) => {
    const caption = captions.get(line);
    if (caption === undefined) return [];
    const row = headed.get(line);
    const cells = row
      ? row.cells.map((cell) => ({ heading: cell.heading, value: cell.value }))
      : line.split(' | ').map((value) => ({ heading: '', value: value.trim() }));
    const [first, ...rest] = cells;
    return first ? [{ line, caption, label: first.value, cells: rest }] : [];
  });
}
