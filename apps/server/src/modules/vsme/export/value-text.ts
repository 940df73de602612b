import type { VsmeScalar, VsmeTableRow, VsmeValueContent } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** Units a reader needs no word for: a count is just the number. */
const SILENT_UNITS = new Set(['count']);

/** A unit after its number: '42%' sticks to it, '1,240 MWh' takes a space. */
export function withUnit(text: string, unit: string | null | undefined): string {
  if (!unit || SILENT_UNITS.has(unit)) return text;
  return unit === '%' ? `${text}%` : `${text} ${unit}`;
}

/** One answer as a reader sees it: numbers grouped, yes/no in words, chosen options joined. */
export function scalarText(value: VsmeScalar | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return NUMBER.format(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join('; ');
  return value;
}

/** One answer in a spreadsheet: numbers as plain digits so they stay numbers, the rest as for a reader. */
export function scalarCell(value: VsmeScalar | null | undefined): string {
  return typeof value === 'number' ? String(value) : scalarText(value);
}

/** A scalar datapoint's answer; null for content shaped as table rows, which no scalar datapoint holds. */
export function scalarOf(value: VsmeValueContent | null): VsmeScalar | null {
  if (value === null) return null;
  return Array.isArray(value) && value.some((item) => typeof item !== 'string')
    ? null
    : (value as VsmeScalar);
}

/** A table datapoint's rows; an empty list reads as no rows (it cannot be told from an empty choice). */
export function tableRowsOf(value: VsmeValueContent | null): VsmeTableRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is VsmeTableRow => typeof item === 'object' && item !== null);
}

/** A table's cell as label and text, in the order of the table's columns (then any the standard lacks). */
export interface TableCellText {
  columnId: string;
  label: string;
  text: string;
}

export interface TableRowText {
  row: string;
  cells: TableCellText[];
}

/**
 * A table value row by row. Empty cells are left out: a table of 8 emission columns where only Scope 1
 * and 2 are reported reads as those two.
 */
export function tableRowsText(
  table: VsmeDatapoint,
  rows: readonly VsmeTableRow[],
  columnOf: (id: string) => VsmeDatapoint | undefined,
  format: (value: VsmeScalar | null | undefined) => string = scalarText,
): TableRowText[] {
  const order = table.columns ?? [];
  return rows.map((row) => {
    const ids = [...order, ...Object.keys(row.cells).filter((id) => !order.includes(id))];
    const cells = ids.flatMap((columnId): TableCellText[] => {
      const value = row.cells[columnId];
      if (value === null || value === undefined) return [];
      const column = columnOf(columnId);
      const text = format(value);
      return [{ columnId, label: column?.label ?? columnId, text: withUnit(text, column?.unit) }];
    });
    return { row: row.row, cells };
  });
}
