import type { TableBlock } from '@impact/contracts';
import { statedYear } from './choose.js';
import { readNumber } from './numbers.js';

/**
 * One figure of a key-figures table: the row (or column) whose heading names the figure, read in the
 * column (or row) of the latest year the table reports, not after today; or, in a table of key-figure
 * tiles without years, the figure next to its label ('1.180' beside 'Mitarbeitende').
 */
export interface TableReading {
  heading: string;
  value: string;
  year?: number;
}

export type HeadingTest = (heading: string) => boolean;

const cellText = (table: TableBlock, row: number, column: number) =>
  table.rows[row]?.cells[column]?.text.trim() ?? '';

const isFigure = (text: string) =>
  readNumber(text.replace(/[^\d.,\s\u00a0\u202f]/g, '').trim()) !== undefined;

/** Years as columns: a header row of years, a row for the figure. */
function yearsAsColumns(
  table: TableBlock,
  isHeading: HeadingTest,
  thisYear: number,
): TableReading | undefined {
  const header = table.rows[0]?.cells ?? [];
  const years = header.map((cell) => (/\d{4}/.test(cell.text) ? statedYear(cell.text, thisYear) : undefined));
  for (let row = 1; row < table.rows.length; row += 1) {
    const heading = cellText(table, row, 0);
    if (!isHeading(heading)) continue;
    const columns = years
      .map((year, column) => ({ year, column }))
      .filter((entry): entry is { year: number; column: number } => entry.year !== undefined)
      .filter((entry) => readNumber(cellText(table, row, entry.column)) !== undefined)
      .toSorted((a, b) => b.year - a.year);
    const latest = columns[0];
    if (latest) return { heading, value: cellText(table, row, latest.column), year: latest.year };
  }
  return undefined;
}

/** Years as rows: a column heading for the figure, one row per year. */
function yearsAsRows(table: TableBlock, isHeading: HeadingTest, thisYear: number): TableReading | undefined {
  const header = table.rows[0]?.cells ?? [];
  const column = header.findIndex((cell) => isHeading(cell.text.trim()));
  if (column < 0) return undefined;
  const rows = table.rows
    .map((_, row) => ({ row, year: statedYear(cellText(table, row, 0), thisYear) }))
    .filter((entry): entry is { row: number; year: number } => entry.row > 0 && entry.year !== undefined)
    .filter((entry) => readNumber(cellText(table, entry.row, column)) !== undefined)
    .toSorted((a, b) => b.year - a.year);
  const latest = rows[0];
  return latest
    ? { heading: header[column]!.text.trim(), value: cellText(table, latest.row, column), year: latest.year }
    : undefined;
}

const isFigureNotYear = (text: string) => isFigure(text) && !/\b(?:19|20)\d{2}\b/.test(text);

/**
 * Tiles: a label cell and its value side by side in one row or one column ('1.180' beside
 * 'Mitarbeitende', 'Gegründet' over '1923'); by default the value is a figure that is not a year.
 */
export function readTile(
  table: TableBlock,
  isHeading: HeadingTest,
  isValue: (text: string) => boolean = isFigureNotYear,
): TableReading | undefined {
  for (const [row, cells] of table.rows.entries()) {
    for (const [column, cell] of cells.cells.entries()) {
      const heading = cell.text.trim();
      if (!isHeading(heading)) continue;
      const around = [
        cellText(table, row, column - 1),
        cellText(table, row, column + 1),
        cellText(table, row - 1, column),
        cellText(table, row + 1, column),
      ];
      const value = around.find((text) => text && isValue(text));
      if (value) return { heading, value };
    }
  }
  return undefined;
}

export function readKeyFigure(
  table: TableBlock,
  isHeading: HeadingTest,
  thisYear: number,
): TableReading | undefined {
  return (
    yearsAsColumns(table, isHeading, thisYear) ??
    yearsAsRows(table, isHeading, thisYear) ??
    readTile(table, isHeading)
  );
}
