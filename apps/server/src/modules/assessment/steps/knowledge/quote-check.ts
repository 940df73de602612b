/**
 * Checks that what a model quotes is on the page it cites. Pages and quotes differ in typography (curly
 * quotes, dashes, non-breaking spaces, subscript digits in tCO₂e) and in line breaks, so both are
 * normalised before the substring test; anything else the model changed fails the check.
 */

/** A quote shorter than this proves nothing ('B Corp' occurs on any page that names it). */
const MIN_QUOTE_CHARS = 20;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033«»]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();
}

/** The quote as it should occur in the page: surrounding quote marks, ellipses and end punctuation off. */
function quoteCore(quote: string): string {
  return normalizeText(quote)
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .replace(/^(?:\.\.\.|…)\s*|\s*(?:\.\.\.|…)$/g, '')
    .replace(/[.!?;:,]+$/, '')
    .trim();
}

export interface QuoteMatch {
  /** The normalised page text. */
  page: string;
  start: number;
  end: number;
}

/** Where the quote occurs in the page's text, or undefined when it does not (or is too short to count). */
export function findQuote(pageText: string, quote: string): QuoteMatch | undefined {
  const core = quoteCore(quote);
  if (core.length < MIN_QUOTE_CHARS) return undefined;
  const page = normalizeText(pageText);
  const start = page.indexOf(core);
  return start < 0 ? undefined : { page, start, end: start + core.length };
}

/** Full stops that end an abbreviation, not a sentence ('118 Mio. EUR', 'approx. 40'). */
const SENTENCE_END =
  /(?<=[.!?](?:\[[\d,\s]+\])*)(?<!\b(?:Mio|Mrd|Tsd|Mill|ca|approx|incl|excl|bzw|vs|No|Nr|Inc|Ltd|Co|Dr|Mr|Mrs|St|e\.g|i\.e|z\.B|u\.a)\.)\s+(?=[\p{Lu}"“‘(\d])/u;

/**
 * The one sentence (or line: a table row read as text) of the page that holds the whole quote, as the
 * page writes it; undefined when the quote is not there, too short, or runs over more than one sentence.
 */
export function citedSentence(pageText: string, quote: string): string | undefined {
  const core = quoteCore(quote);
  if (core.length < MIN_QUOTE_CHARS) return undefined;
  for (const line of pageText.split(/\n+/)) {
    if (!normalizeText(line).includes(core)) continue;
    return line
      .split(SENTENCE_END)
      .find((sentence) => normalizeText(sentence).includes(core))
      ?.trim();
  }
  return undefined;
}

/** The normalised page text within `radius` characters either side of the quote. */
export function textNear(match: QuoteMatch, radius: number): string {
  return match.page.slice(Math.max(0, match.start - radius), match.end + radius);
}

/**
 * Whether `needle` occurs in the already-normalised `haystack` as a whole token: '42' must not be found
 * in '1942', nor '12,400' in '112,400'.
 */
export function occursIn(haystack: string, needle: string): boolean {
  const core = normalizeText(needle);
  if (core === '') return false;
  const escaped = core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

/** The quote as shown in a source title or description: one line, without the model's quote marks. */
export const displayQuote = (quote: string): string =>
  quote
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '')
    .trim();
