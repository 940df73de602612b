import type { LaidOutDatapoint, VsmeExportLayout } from './layout.js';
import { sourceLine, type NumberedSource } from './source-list.js';
import { scalarCell, scalarOf, tableRowsOf, tableRowsText } from './value-text.js';

export const CSV_COLUMNS = [
  'Disclosure',
  'Identifier',
  'Label',
  'Value',
  'Unit',
  'Status',
  'Review',
  'Sources',
  'Note',
] as const;

/** Excel reads a file as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';

/** After Unit when the report started from a previous period's: that report's value and unit. */
export const CSV_PREVIOUS_COLUMNS = ['Previous value', 'Previous unit'] as const;

/**
 * One row per datapoint, in the standard's order (RFC 4180: CRLF line ends, fields quoted when they hold a
 * comma, a quote or a line break, quotes doubled). A table's value is its rows as text, one line per row.
 */
export function vsmeReportToCsv(layout: VsmeExportLayout): string {
  const sourceByNumber = new Map(layout.sources.map((source) => [source.n, source]));
  const previous = (item: LaidOutDatapoint) =>
    layout.hasPrevious ? [item.previous?.cell ?? '', item.previous?.unit ?? ''] : [];
  const header = layout.hasPrevious
    ? [...CSV_COLUMNS.slice(0, 5), ...CSV_PREVIOUS_COLUMNS, ...CSV_COLUMNS.slice(5)]
    : [...CSV_COLUMNS];
  const rows = layout.modules.flatMap((module) =>
    module.disclosures.flatMap((disclosure) =>
      disclosure.datapoints.map((item) => [
        disclosure.code,
        item.identifier,
        item.datapoint.label,
        valueCell(item, layout.datapointOf),
        item.unit ?? '',
        ...previous(item),
        item.presentation.status,
        item.value.review ?? '',
        sourcesCell(item.sourceNumbers, sourceByNumber),
        noteCell(item),
      ]),
    ),
  );
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function valueCell(item: LaidOutDatapoint, datapointOf: Parameters<typeof tableRowsText>[2]): string {
  const shown = item.presentation.shown;
  if (shown === null) return '';
  if (item.datapoint.kind !== 'table') return scalarCell(scalarOf(shown));
  return tableRowsText(item.datapoint, tableRowsOf(shown), datapointOf, scalarCell)
    .map((row) => `${row.row}: ${row.cells.map((cell) => `${cell.label} = ${cell.text}`).join('; ')}`)
    .join('\n');
}

function sourcesCell(numbers: readonly number[], byNumber: ReadonlyMap<number, NumberedSource>): string {
  return numbers
    .flatMap((n) => {
      const source = byNumber.get(n);
      return source ? [sourceLine(source)] : [];
    })
    .join('\n');
}

/**
 * The status in words where the code says too little (a reason, a statement, a value nobody accepted),
 * the method, and the consultant's note.
 */
function noteCell(item: LaidOutDatapoint): string {
  const { presentation } = item;
  const parts: string[] = [];
  if (item.givenElsewhere) parts.push(item.givenElsewhere.words);
  else if (item.awaitingClientAnswer) parts.push(presentation.words);
  else if (presentation.status !== 'missing' && !presentation.confirmed) parts.push(presentation.words);
  if (item.method) parts.push(`Method: ${item.method}`);
  const note = item.value.note?.trim();
  if (note) parts.push(`Note: ${note}`);
  return parts.join('\n');
}

/**
 * A field as RFC 4180 writes it, after neutralising formulas: a spreadsheet runs a cell that starts with
 * = + - @ (or a tab or carriage return, which some strip first) as a formula, so such a cell starts with
 * an apostrophe instead, which shows the text as typed. Values come from clients and documents, so any
 * cell may be hostile.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
