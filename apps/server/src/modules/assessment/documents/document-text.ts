import type { DocumentBlock, StructuredDocument, TableBlock } from '@impact/contracts';

/**
 * A structured document as the text the assessment's extractors read: one line per heading,
 * paragraph and list item, and one line per table row with each value named by its column heading
 * ('Scope 1 emissions (tCO2e) | 2024: 12.3 | 2023: 11.9'), so a figure in a table keeps its label and
 * its year. The same line twice (a repeated teaser) is kept once.
 */
export function documentText(document: StructuredDocument): string {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const block of document.blocks) {
    for (const line of blockLines(block)) {
      const clean = line.replace(/\s+/g, ' ').trim();
      if (!clean || seen.has(clean)) continue;
      seen.add(clean);
      lines.push(clean);
    }
  }
  return lines.join('\n');
}

export function blockLines(block: DocumentBlock): string[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return tableLines(block);
  }
}

/** The cells of a row once each: a merged cell is repeated across the grid positions it covers. */
function distinctCells(cells: readonly { text: string }[]): string[] {
  const texts: string[] = [];
  for (const [index, cell] of cells.entries()) {
    const text = cell.text.trim();
    if (index > 0 && text === cells[index - 1]!.text.trim()) continue;
    texts.push(text);
  }
  return texts;
}

/** The heading of each column: the header rows' cells joined ('Emissions 2024' under a merged 'Emissions'). */
function columnHeadings(table: TableBlock): string[] {
  const columns = table.rows[0]?.cells.length ?? 0;
  return Array.from({ length: columns }, (_, column) => {
    const parts: string[] = [];
    for (const row of table.rows.slice(0, table.headerRows)) {
      const text = row.cells[column]?.text.trim() ?? '';
      if (text && parts.at(-1) !== text) parts.push(text);
    }
    return parts.join(' ');
  });
}

/** A table row as one line: its label, then each value after its column's heading. */
export function tableRowLine(table: TableBlock, rowIndex: number, headings = columnHeadings(table)): string {
  const row = table.rows[rowIndex];
  if (!row) return '';
  if (rowIndex < table.headerRows) return distinctCells(row.cells).filter(Boolean).join(' | ');
  const parts: string[] = [];
  let previous = '';
  for (const [column, cell] of row.cells.entries()) {
    const text = cell.text.trim();
    // A merged cell spans several columns: its text is said once.
    if (!text || (column > 0 && text === previous)) {
      previous = text;
      continue;
    }
    previous = text;
    const heading = headings[column] ?? '';
    const isLabel = column === 0 || cell.header;
    parts.push(!isLabel && heading && heading !== text ? `${heading}: ${text}` : text);
  }
  return parts.join(' | ');
}

function tableLines(table: TableBlock): string[] {
  const headings = columnHeadings(table);
  const body = table.rows.length > table.headerRows;
  const lines = table.caption ? [table.caption] : [];
  // The header rows are said in each row's values; alone (a table of headings only) they are the content.
  const first = body ? table.headerRows : 0;
  for (let index = first; index < table.rows.length; index++) {
    lines.push(tableRowLine(table, index, headings));
  }
  return lines;
}
