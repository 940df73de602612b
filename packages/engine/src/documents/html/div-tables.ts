import type { TableInput } from '../document-builder.js';
import { MAX_TABLE_ROWS } from '../limits.js';
import { cellKind } from '../table-header.js';
import { layOutGrid, markGuessedHeader, type SourceCell } from './html-table.js';
import { attr, elementChildren, findBelow, hasBelow, role, textOf, type Element } from './html-dom.js';

/**
 * Tables built without <table>: ARIA roles (role="table"/"row"/"cell"), inline CSS grids, and a
 * container of same-shaped rows holding figures (key-figure tiles, 'div soup' tables).
 */
export function readDivTable(element: Element): TableInput | undefined {
  return readAriaTable(element) ?? readCssGrid(element) ?? readRepeatedRows(element);
}

const TABLE_ROLES = new Set(['table', 'grid', 'treegrid']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
const HEADER_ROLES = new Set(['columnheader', 'rowheader']);
const STRUCTURE = new Set(['table', 'ul', 'ol', 'dl', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function readAriaTable(element: Element): TableInput | undefined {
  if (!TABLE_ROLES.has(role(element))) return undefined;
  const rows = findBelow(element, (child) => role(child) === 'row' || TABLE_ROLES.has(role(child)));
  const read = rows
    .filter((row) => role(row) === 'row')
    .map((row) =>
      findBelow(row, (child) => CELL_ROLES.has(role(child))).map((cell): SourceCell => ({
        text: textOf(cell),
        header: HEADER_ROLES.has(role(cell)),
        colSpan: positive(attr(cell, 'aria-colspan')),
        rowSpan: positive(attr(cell, 'aria-rowspan')),
      })),
    );
  return fromSourceRows(read, attr(element, 'aria-label'));
}

function readCssGrid(element: Element): TableInput | undefined {
  const style = attr(element, 'style').toLowerCase();
  if (!/display\s*:\s*(inline-)?grid/.test(style)) return undefined;
  const columns = gridColumnCount(/grid-template-columns\s*:\s*([^;]+)/.exec(style)?.[1] ?? '');
  const cells = elementChildren(element);
  if (columns < 2 || cells.length < columns * 2 || !cells.every(isLeafCell)) return undefined;
  // A grid of tiles, each a value and its label, is a row per tile, not a cell per tile.
  if (cells.every((cell) => elementChildren(cell).length >= 2)) return undefined;
  const read: SourceCell[][] = [];
  for (let i = 0; i < cells.length; i += columns) {
    read.push(cells.slice(i, i + columns).map((cell) => sourceCell(cell)));
  }
  if (!hasFigures(read)) return undefined;
  return fromSourceRows(read, attr(element, 'aria-label'));
}

/** '1fr 1fr 1fr', 'repeat(3, 1fr)', '200px repeat(2, minmax(0, 1fr))' */
function gridColumnCount(template: string): number {
  let count = 0;
  let rest = template.replace(/repeat\(\s*(\d+)\s*,((?:[^()]|\([^()]*\))*)\)/g, (_, times: string, track) => {
    count += Number(times) * tracks(track);
    return ' ';
  });
  rest = rest.replace(/\[[^\]]*\]/g, ' ');
  return count + tracks(rest);
}

const tracks = (value: string) =>
  value
    .replace(/\([^()]*\)/g, '()')
    .trim()
    .split(/\s+/)
    .filter(Boolean).length;

const shape = (row: Element) => `${row.name}.${attr(row, 'class')}`;

/** Same-shaped siblings: all rows the same element with the same number (≥ 2) of leaf cells. */
function readRepeatedRows(element: Element): TableInput | undefined {
  const rows = elementChildren(element);
  if (rows.length < 2) return undefined;
  const [first, ...rest] = rows;
  if (!rest.every((row) => shape(row) === shape(rest[0]!)) || first!.name !== rest[0]!.name) return undefined;
  const width = elementChildren(first!).length;
  if (width < 2 || !rows.every((row) => elementChildren(row).length === width)) return undefined;
  if (!rows.every((row) => elementChildren(row).every(isLeafCell))) return undefined;
  const read = rows
    .slice(0, MAX_TABLE_ROWS)
    .map((row) => elementChildren(row).map((cell) => sourceCell(cell)));
  // A first row styled apart ('row--head') is the heading row even without figures in it.
  const styledHeader = shape(first!) !== shape(rest[0]!) && /head/i.test(attr(first!, 'class'));
  if (styledHeader) for (const cell of read[0]!) cell.header = true;
  if (!hasFigures(styledHeader ? read.slice(1) : read)) return undefined;
  const table = fromSourceRows(read, attr(element, 'aria-label'));
  return table && { ...table, totalRows: rows.length };
}

function fromSourceRows(read: SourceCell[][], label: string): TableInput | undefined {
  const rows = read.filter((row) => row.length > 0);
  if (rows.length === 0) return undefined;
  const grid = layOutGrid(rows.slice(0, MAX_TABLE_ROWS));
  let headerRows = 0;
  while (headerRows < grid.length && grid[headerRows]!.cells.every((cell) => cell.header)) headerRows += 1;
  if (headerRows === 0 && !rows.some((row) => row.some((cell) => cell.header))) {
    headerRows = markGuessedHeader(grid);
  }
  return { caption: label || undefined, headerRows, rows: grid, totalRows: rows.length };
}

function sourceCell(cell: Element): SourceCell {
  return { text: textOf(cell), header: /head/i.test(attr(cell, 'class')), colSpan: 1, rowSpan: 1 };
}

/** A cell holds a short value, not sections, lists or tables of its own. */
function isLeafCell(cell: Element): boolean {
  if (STRUCTURE.has(cell.name) || hasBelow(cell, (child) => STRUCTURE.has(child.name))) return false;
  return textOf(cell).length <= 200;
}

/** At least half of the rows hold a figure: what tells a table of values from a row of cards. */
function hasFigures(rows: SourceCell[][]): boolean {
  const withFigures = rows.filter((row) => row.some((cell) => cellKind(cell.text) === 'number')).length;
  return withFigures > 0 && withFigures * 2 >= rows.length;
}

function positive(value: string): number {
  const number = Number.parseInt(value, 10);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 1000) : 1;
}
