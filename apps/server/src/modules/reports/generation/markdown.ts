/** Small markdown builders for the deterministic writers; every value goes through an escape. */

/** A table cell: pipes would split the cell and line breaks end the row. */
export function cell(text: string | number): string {
  return (
    String(text)
      .replace(/\r?\n+/g, ' ')
      .replaceAll('|', '\\|')
      .trim() || '–'
  );
}

/**
 * Quoted words as plain inline text: markdown's own characters are escaped (a '[12]' in a quote is not
 * a citation, a '*' not emphasis) and line breaks, which would end a list item, become spaces.
 */
export const inlineText = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|#~]/g, (character) => `\\${character}`);

/** Text for a link's label: brackets would end it early. */
export const linkText = (text: string) => text.replace(/[[\]]/g, (bracket) => `\\${bracket}`);

export function table(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** A sentence with its citation, or the sentence alone when it has none. */
export const withCitation = (text: string, citation: string) =>
  citation ? `${text.trim()} ${citation}` : text.trim();

/** Stored text that only stands with a citation: without one it is left out, not stated unsourced. */
export const sourcedText = (text: string, citation: string) =>
  citation && text.trim() ? withCitation(text, citation) : undefined;

/** One paragraph per line, blank lines between blocks. */
export const blocks = (...parts: (string | false | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');

export const heading = (text: string) => `### ${text}`;

/** The line every deterministic section ends with: what a language model would add. */
export const narrativeNote = (needs: string) =>
  `> Composed without a language model from the client's stored sections: tables and lists only. ${needs}`;
