/**
 * The rows of a page's tables as the document reader writes them: a header line of column headings
 * ('Site | City | Country | Type') and one line per row, its label first and every other cell after
 * its column's heading ('Harwick Works | City: Corbridge | Country: United Kingdom | Type: Plant').
 */

export interface TableCell {
  /** The column's heading, as written ('' when the table has none). */
  heading: string;
  value: string;
}

export interface TableRow {
  /** The row as the page writes it, to quote. */
  line: string;
  cells: TableCell[];
}

export const CELL_SEPARATOR = ' | ';
const HEADED_CELL = /^([^:]{1,40}):\s+(.+)$/u;

/** Headings of words only (no figures or years), one per cell of the plain row under them. */
const isPlainRowUnder = (headings: readonly string[], parts: readonly string[]): boolean =>
  headings.length === parts.length && headings.every((heading) => HEADING_WORDS.test(heading));
const HEADING_WORDS = /^\p{L}[\p{L} .,/&'’()-]{0,39}$/u;
const plainCells = (headings: readonly string[], parts: readonly string[]): TableCell[] =>
  parts.map((value, index) => ({ heading: headings[index]!, value }));

/** Every table row of the page's lines, each cell with its column's heading. */
export function tableRows(lines: readonly string[]): TableRow[] {
  const rows: TableRow[] = [];
  let headings: string[] = [];
  for (const line of lines) {
    if (!line.includes(CELL_SEPARATOR)) {
      headings = [];
      continue;
    }
    const parts = line.split(CELL_SEPARATOR).map((part) => part.trim());
    if (!parts.some((part, index) => index > 0 && HEADED_CELL.test(part))) {
      // A table whose header row the page does not mark ('Land | By | Funktion' in plain cells) writes
      // its rows in plain cells too: under headings of words, a row as wide is a row, not a header.
      if (isPlainRowUnder(headings, parts)) rows.push({ line, cells: plainCells(headings, parts) });
      // A header row: the headings of the rows under it.
      else headings = parts;
      continue;
    }
    const cells = parts.map((part, index): TableCell => {
      const headed = index > 0 ? HEADED_CELL.exec(part) : null;
      return headed
        ? { heading: headed[1]!.trim(), value: headed[2]!.trim() }
        : { heading: headings[index] ?? '', value: part };
    });
    rows.push({ line, cells });
  }
  return rows;
}

/**
 * The line above each table row's table: a report's table is read without its header row, so a caption
 * or heading ('Wichtigste Lieferanten 2025', 'Our offices at a glance') says what its first column holds.
 * A sentence above the table ('… with supplier data for hosting.') is prose, no caption: it is left out.
 */
export function captionsOfRows(lines: readonly string[]): Map<string, string> {
  const captions = new Map<string, string>();
  let caption = '';
  for (const line of lines) {
    if (line.includes(CELL_SEPARATOR)) captions.set(line, caption);
    else if (line.trim()) caption = isCaption(line.trim()) ? line : '';
  }
  return captions;
}

/** A heading or caption: short, not a sentence that ends with its full stop. */
const isCaption = (line: string) => line.length <= 90 && !/\p{Ll}[.!?]$/u.test(line);
