import type { StructuredDocument, TableBlock } from '@impact/contracts';
import { statedYear } from './choose.js';
import { readNumber } from './numbers.js';
import type { FactStatement, TurnoverValue } from './types.js';

/**
 * Turnover from a key-figures table of the company's own pages: the row (or column) whose heading
 * names revenue with its currency and scale ('Netto-omzet (€ mln)', 'Revenue (£m)', 'Umsatz (Mio. €)'),
 * read in the column (or row) of the latest year the table reports, not after today. The quote is
 * the heading with the figure, as the table shows them.
 */
const REVENUE_HEADING =
  /^(?:net\s+|total\s+)?(?:revenues?|turnover|net sales|sales|netto-?omzet|omzet|umsatz(?:erlöse)?|nettoumsatz|chiffre d['’]affaires|ingresos|cifra de negocios|ricavi|fatturato)\b/i;
const NOT_TURNOVER = /\b(?:recurring|ARR|growth|change|margin|per\b|backlog|orders?)\b|%/i;
const CURRENCY: readonly [RegExp, string][] = [
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/US\$|\$|\bUSD\b/i, 'USD'],
  [/\bDKK\b/i, 'DKK'],
  [/\bSEK\b/i, 'SEK'],
  [/\bNOK\b/i, 'NOK'],
  [/\bCHF\b/i, 'CHF'],
];
const SCALE: readonly [RegExp, number][] = [
  [/\b(?:bn|billion|mrd|miljard|milliarden?|milliards?)\b/i, 1e9],
  [
    /(?:\b(?:mln|mn|million|millions|mio|miljoen|millionen|millones|milioni)\b|[€£$]\s?m\b|\bm\s?[€£$])/i,
    1e6,
  ],
  [/(?:\b(?:thousand|k)\b|'000|\b000s\b)/i, 1e3],
];

function unitOf(heading: string): { currency: string; scale: number } | undefined {
  const currency = CURRENCY.find(([pattern]) => pattern.test(heading))?.[1];
  if (!currency) return undefined;
  return { currency, scale: SCALE.find(([pattern]) => pattern.test(heading))?.[1] ?? 1 };
}

const cellText = (table: TableBlock, row: number, column: number) =>
  table.rows[row]?.cells[column]?.text.trim() ?? '';

interface Reading {
  heading: string;
  value: string;
  year: number;
}

/** Years as columns: a header row of years, a revenue row. */
function yearsAsColumns(table: TableBlock, thisYear: number): Reading | undefined {
  const header = table.rows[0]?.cells ?? [];
  const years = header.map((cell) => (/\d{4}/.test(cell.text) ? statedYear(cell.text, thisYear) : undefined));
  for (let row = 1; row < table.rows.length; row += 1) {
    const heading = cellText(table, row, 0);
    if (!REVENUE_HEADING.test(heading) || NOT_TURNOVER.test(heading)) continue;
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

/** Years as rows: a revenue column heading, one row per year. */
function yearsAsRows(table: TableBlock, thisYear: number): Reading | undefined {
  const header = table.rows[0]?.cells ?? [];
  const column = header.findIndex(
    (cell) => REVENUE_HEADING.test(cell.text.trim()) && !NOT_TURNOVER.test(cell.text),
  );
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

export function turnoverTableStatements(
  documents: readonly StructuredDocument[],
  thisYear: number,
): FactStatement<TurnoverValue>[] {
  const statements: FactStatement<TurnoverValue>[] = [];
  for (const document of documents) {
    if (document.kind !== 'html' || !document.url) continue;
    for (const block of document.blocks) {
      if (block.type !== 'table') continue;
      const reading = yearsAsColumns(block, thisYear) ?? yearsAsRows(block, thisYear);
      const unit = reading && unitOf(reading.heading);
      const number = reading && readNumber(reading.value.replace(/[^\d.,\s\u00a0\u202f]/g, '').trim());
      if (!reading || !unit || number === undefined) continue;
      statements.push({
        value: { amount: Math.round(number * unit.scale), currency: unit.currency },
        quote: `${reading.heading} ${reading.value}`,
        url: document.url,
        year: reading.year,
        locator: 'key figure',
      });
    }
  }
  return statements;
}
