/**
 * The tables of the client's structured documents as a model reads them (one line per row, cells
 * between '|', the column headings first), and the way back: the row a model's quote cites, as a
 * passage the figure check reads cell by cell under its column headings.
 */
import { type Source, type StructuredDocument, type TableBlock } from '@impact/contracts';
import { rowText } from '@impact/knowledge';
import type { RowPassage } from './figure-check.js';
import { normalizeText } from './quote-check.js';
import { urlKey } from './context-sources.js';

type Table = TableBlock;

const rowLine = (cells: readonly { text: string }[]) =>
  `| ${cells.map((cell) => cell.text.replace(/\s+/g, ' ').trim()).join(' | ')} |`;

const tablesOf = (document: StructuredDocument): Table[] =>
  document.blocks.filter((block): block is Table => block.type === 'table');

/** The documents' tables, each under its document's address, headings and caption; cut at `maxChars`. */
export function renderDocumentTables(documents: readonly StructuredDocument[], maxChars: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const document of documents) {
    if (!document.url) continue;
    for (const table of tablesOf(document)) {
      const above = [...table.locator.headingPath, table.caption].filter(Boolean).join(' › ');
      const text = [
        `Table on ${document.url}${above ? ` (${above})` : ''}`,
        ...table.rows.map((row) => rowLine(row.cells)),
      ].join('\n');
      if (length + text.length > maxChars) break;
      parts.push(text);
      length += text.length + 2;
    }
  }
  if (parts.length === 0) return '';
  return `## Tables of the company's documents (quote a figure's whole row, as written here)\n${parts.join('\n\n')}`;
}

export interface CitedRow {
  passage: RowPassage;
  source: Source;
}

/** The table row of the cited document whose cells the quote gives, as a passage and its source. */
export function citedRow(
  documents: readonly StructuredDocument[],
  sourceUrl: string,
  quote: string,
  readOn: string,
): CitedRow | undefined {
  const wanted = normalizeText(quote).replace(/^\|\s*|\s*\|$/g, '');
  const key = urlKey(sourceUrl);
  if (!key || wanted.length === 0) return undefined;
  for (const document of documents) {
    if (!document.url || urlKey(document.url) !== key) continue;
    for (const table of tablesOf(document)) {
      const at = table.rows.findIndex(
        (row, index) => index >= table.headerRows && normalizeText(rowLine(row.cells)).includes(wanted),
      );
      if (at < 0) continue;
      const row = table.rows[at]!;
      const columnHeadings = row.cells.map((_, column) =>
        table.rows
          .slice(0, table.headerRows)
          .map((header) => header.cells[column]?.text ?? '')
          .join(' ')
          .trim(),
      );
      return {
        passage: {
          kind: 'row',
          cells: row.cells.map((cell) => cell.text),
          columnHeadings,
          headings: [...table.locator.headingPath, ...(table.caption ? [table.caption] : [])],
        },
        source: {
          kind: document.kind === 'html' ? 'web-page' : 'document',
          url: document.url,
          title: (document.title ?? document.url).slice(0, 300),
          retrievedAt: readOn,
          // The place in the document: the source itself names the document.
          locator: { ...table.locator, row: at },
          // Quoted as the knowledge base quotes a row, so one row is one quote whoever read it.
          quote: rowText(row).slice(0, 1000),
        } as Source,
      };
    }
  }
  return undefined;
}
