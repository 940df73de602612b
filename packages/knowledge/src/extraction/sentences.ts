/**
 * Page text → sentences. Pages arrive as plain text with one paragraph (or heading, or table row) per
 * line; a sentence never spans two lines. Abbreviations and decimals must not end a sentence, or a
 * quote would be cut in the middle ('approx. 40%', 'Ltd.', '1.2 MtCO2e').
 */

export interface PageLine {
  text: string;
  /** A short line without sentence punctuation: a heading, whose year can date the lines under it. */
  isHeading: boolean;
}

export interface PageSentence {
  text: string;
  /** Index of the line it is on. */
  line: number;
}

const ABBREVIATIONS = new Set([
  // Dutch, German and French: 'ca. 640', '12 Mio. Euro', 'bzw. 12 %', 'bijv. CO2', 'env. 40 %'.
  'bijv',
  'bzw',
  'env',
  'inkl',
  'mio',
  'mln',
  'mrd',
  'ong',
  'rd',
  'approx',
  'c',
  'ca',
  'co',
  'corp',
  'dr',
  'e.g',
  'etc',
  'i.e',
  'inc',
  'incl',
  'jr',
  'ltd',
  'mr',
  'mrs',
  'ms',
  'no',
  'nos',
  'plc',
  // The first half of a two-word legal form: 'Sdn. Bhd.', 'Pty. Ltd'.
  'pty',
  'sdn',
  'st',
  'u.k',
  'u.s',
  'vs',
  // Czech and Slovak: '3,1 mld. Kč', '860 mil. Kč', '12 tis. t', 'cca 400', 'např. ISO', 'tzv. Scope 3'.
  'mld',
  'mil',
  'tis',
  'cca',
  'např',
  'napr',
  'tzv',
  'tj',
  'resp',
]);

const MAX_HEADING_WORDS = 10;

export function splitLines(text: string): PageLine[] {
  return (
    text
      .split(/\r?\n/)
      // A list bullet is layout, not text: '• Colleagues: 18,600' is the row 'Colleagues: 18,600'.
      .map((line) =>
        line
          .replace(/\s+/g, ' ')
          .trim()
          .replace(/^(?:[-•*–]|\d{1,2}[.)])\s+/, ''),
      )
      .filter((line) => line.length > 0)
      .map((line) => ({ text: line, isHeading: looksLikeHeading(line) }))
  );
}

/** Headings: few words, no closing punctuation, no colon, no digits but years ('Key figures 2024/25'). */
function looksLikeHeading(line: string): boolean {
  if (/[.!?:;]$/.test(line) || line.includes(':')) return false;
  if (line.split(' ').length > MAX_HEADING_WORDS) return false;
  const withoutYears = line.replace(/\b(?:FY\s?)?(?:19|20)\d{2}(?:\s?[/–-]\s?\d{2,4})?\b/g, '');
  return !/\d/.test(withoutYears);
}

/** A sentence ends at . ! or ? followed by space and a capital, digit, quote or bracket, unless an abbreviation. */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?]["'”’)]?\s+(?=["'“‘(]?[A-Z0-9])/g;
  for (const match of line.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    const written = /(\S+)[.!?]["'”’)]?$/.exec(line.slice(start, end))?.[1] ?? '';
    const lastWord = written.toLowerCase();
    // 'J. Smith' and 'U.S.' end in a single letter: not a sentence end. A code in capitals ('Ventura,
    // CA.') is a word, not the abbreviation 'ca.'.
    const isCode = /^[A-Z]{2,}$/.test(written);
    if (!isCode && (ABBREVIATIONS.has(lastWord) || /^[a-z]$/.test(lastWord))) continue;
    // A date written with ordinal dots ('k 31. 12. 2025', 'am 1. 7. 2025'): a day or month before a number.
    if (/^\d{1,2}$/.test(lastWord) && /^\d/.test(line.slice(match.index + match[0].length))) continue;
    sentences.push(line.slice(start, end).trim());
    start = match.index + match[0].length;
  }
  const rest = line.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

export function pageSentences(lines: PageLine[]): PageSentence[] {
  return lines.flatMap((line, index) => splitSentences(line.text).map((text) => ({ text, line: index })));
}

/** A quote short enough for a source title (contracts allow 300 characters; the UI shows far fewer). */
export function shortQuote(sentence: string, max = 120): string {
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** The quote stored with an item: the sentence, capped so a run-on paragraph cannot flood a record. */
export function quoteOf(sentence: string): string {
  return shortQuote(sentence, 500);
}
