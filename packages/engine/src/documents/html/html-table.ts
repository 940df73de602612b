import type { TableCell, TableRow } from '@impact/contracts';
import type { TableInput } from '../document-builder.js';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '../limits.js';
import { isHeaderRow } from '../table-header.js';
import { attr, elementChildren, hasBelow, HEADING_TAGS, role, textOf, type Element } from './html-dom.js';

/** A cell as marked up, before spans are laid out on the grid. */
export interface SourceCell {
  text: string;
  header: boolean;
  colSpan: number;
  rowSpan: number;
}

const SECTIONS = new Set(['thead', 'tbody', 'tfoot']);

/**
 * A <table> read as rows of cells, or 'layout' for a table used to lay out the page (its cells are
 * read as ordinary content instead).
 */
export function readHtmlTable(table: Element): TableInput | 'layout' {
  if (isLayoutTable(table)) return 'layout';
  const groups = { thead: [] as Element[], body: [] as Element[], tfoot: [] as Element[] };
  for (const child of elementChildren(table)) {
    if (child.name === 'tr') groups.body.push(child);
    else if (SECTIONS.has(child.name)) {
      const rows = elementChildren(child).filter((row) => row.name === 'tr');
      (child.name === 'tbody' ? groups.body : groups[child.name as 'thead' | 'tfoot']).push(...rows);
    }
  }
  // A footer row renders last wherever it is written.
  const rows = [...groups.thead, ...groups.body, ...groups.tfoot];
  const read = rows.slice(0, MAX_TABLE_ROWS).map((row) =>
    elementChildren(row)
      .filter((cell) => cell.name === 'td' || cell.name === 'th')
      .map((cell): SourceCell => ({
        text: textOf(cell),
        header: cell.name === 'th',
        colSpan: span(attr(cell, 'colspan'), 1000),
        rowSpan: span(attr(cell, 'rowspan'), 65534),
      })),
  );
  const grid = layOutGrid(read);
  let headerRows = Math.min(groups.thead.length, grid.length);
  while (
    headerRows < grid.length &&
    grid[headerRows]!.cells.every((cell) => cell.header) &&
    !(headerRows > 0 && isGroupLabel(grid[headerRows]!))
  )
    headerRows += 1;
  if (headerRows === 0 && !read.some((row) => row.some((cell) => cell.header))) {
    headerRows = markGuessedHeader(grid);
  }
  if (headerRows === grid.length && grid.length > 1) headerRows = onlyFirstRowHeads(grid);
  const caption = elementChildren(table).find((child) => child.name === 'caption');
  return {
    caption: (caption ? textOf(caption) : '') || attr(table, 'aria-label') || undefined,
    headerRows,
    rows: grid,
    totalRows: rows.length,
  };
}

/**
 * One heading cell across the whole table ('Environment' over the environmental rows, 'Mensen' over the
 * people rows) names the group of rows below it, not the columns: below the column headings it ends
 * them, or every column would read 'Environment' on the people rows too.
 */
function isGroupLabel(row: TableRow): boolean {
  return row.cells.length > 1 && (row.cells[0]!.colSpan ?? 1) >= row.cells.length;
}

function isLayoutTable(table: Element): boolean {
  if (role(table) === 'presentation' || role(table) === 'none') return true;
  const nested = hasBelow(table, (element) => element.name === 'table' || HEADING_TAGS.has(element.name));
  if (nested) return true;
  // One cell per row is a column of blocks, not a grid of values.
  const rows = hasBelow(table, (element) => element.name === 'tr' && elementChildren(element).length > 1);
  return !rows;
}

function span(value: string, max: number): number {
  const number = Number.parseInt(value, 10);
  // rowspan="0" (to the end of the group) is laid out as the rest of the table.
  if (value.trim() === '0') return max;
  return Number.isInteger(number) && number > 0 ? Math.min(number, max) : 1;
}

/**
 * Places cells on a full grid the way browsers do: a cell goes to the first column free of cells
 * spanning down from rows above, and a merged cell fills every position it covers.
 */
export function layOutGrid(rows: readonly SourceCell[][]): TableRow[] {
  const grid: (TableCell | undefined)[][] = rows.map(() => []);
  rows.forEach((cells, r) => {
    let column = 0;
    for (const cell of cells) {
      while (grid[r]![column] !== undefined) column += 1;
      if (column >= MAX_TABLE_COLUMNS) break;
      const colSpan = Math.min(cell.colSpan, MAX_TABLE_COLUMNS - column);
      const rowSpan = Math.min(cell.rowSpan, rows.length - r);
      for (let dr = 0; dr < rowSpan; dr += 1) {
        for (let dc = 0; dc < colSpan; dc += 1) {
          const origin = dr === 0 && dc === 0;
          grid[r + dr]![column + dc] ??= {
            text: cell.text,
            header: cell.header,
            ...(origin && colSpan > 1 ? { colSpan } : {}),
            ...(origin && rowSpan > 1 ? { rowSpan } : {}),
          };
        }
      }
      column += colSpan;
    }
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => ({
    cells: Array.from({ length: width }, (_, c) => row[c] ?? { text: '', header: false }),
  }));
}

/** Marks the first row as headings when it reads as years or labels over figures; returns the count. */
export function markGuessedHeader(grid: TableRow[]): number {
  const [first, ...rest] = grid.map((row) => row.cells.map((cell) => cell.text));
  if (!first || !isHeaderRow(first, rest)) return 0;
  for (const cell of grid[0]!.cells) cell.header = true;
  return 1;
}

/**
 * Every row marked as a heading says nothing about which one is: mammoth reads Word's 'repeat as
 * header row: off' as on, and some sites set every cell in th. The first row is taken as the header.
 */
function onlyFirstRowHeads(grid: TableRow[]): number {
  for (const row of grid.slice(1)) for (const cell of row.cells) cell.header = false;
  return 1;
}
