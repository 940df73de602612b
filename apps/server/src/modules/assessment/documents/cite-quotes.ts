import {
  blockLocator,
  rowLocator,
  type BlockLocator,
  type SectionData,
  type StructuredDocument,
} from '@impact/contracts';
import { tableRowLine } from './document-text.js';

/**
 * One source shape for every datapoint a step stores. Extractors have cited a web page with the
 * sentence they read as its title ('“We cut emissions by 8%.”'); a source now names the page by its
 * own title and carries the sentence as `quote`, with the `locator` of the block (or table row) it
 * stands in, found in the page's structured document. A report the site links to is cited as a
 * `document`. A quote that is not found in the structure keeps its words without a locator.
 */

type ContextPage = SectionData<'WebsiteContext'>['pages'][number];

/** The fields of a source (a report's numbered source adds `n`): an object of only these is one. */
const SOURCE_KEYS = new Set(['kind', 'url', 'title', 'retrievedAt', 'quote', 'locator', 'n']);
const MAX_QUOTE = 1000;
const MAX_TITLE = 300;

interface Passage {
  /** The words as the document has them (a table row said as one line). */
  text: string;
  normalized: string;
  locator: BlockLocator;
  row: boolean;
}

interface CitedDocument {
  title: string | undefined;
  kind: 'web-page' | 'document';
  passages: Passage[];
}

const normalize = (text: string) =>
  text
    .replace(/[“”„"«»]/g, '"')
    .replace(/[‘’‚']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** One spelling per address: no fragment, no trailing slash. */
export function addressKey(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    if (parsed.pathname.length > 1) parsed.pathname = parsed.pathname.replace(/\/+$/, '');
    return parsed.href;
  } catch {
    return url;
  }
}

function passagesOf(document: StructuredDocument): Passage[] {
  const passages: Passage[] = [];
  const add = (text: string, locator: BlockLocator, row = false) =>
    passages.push({ text, normalized: normalize(text), locator, row });
  for (const block of document.blocks) {
    const locator = blockLocator(document, block);
    if (block.type === 'table') {
      for (let row = block.headerRows; row < block.rows.length; row++) {
        add(tableRowLine(block, row), rowLocator(document, block, row), true);
      }
    } else if (block.type === 'list') {
      for (const item of block.items) add(item, locator);
    } else {
      add(block.text, locator);
    }
  }
  return passages;
}

export interface CitationContext {
  pages: readonly ContextPage[];
  documents: readonly StructuredDocument[];
}

/** The client's pages and documents by address, read once per step. */
export function citationIndex(context: CitationContext): Map<string, CitedDocument> {
  const index = new Map<string, CitedDocument>();
  for (const document of context.documents) {
    if (!document.url || document.blocks.length === 0) continue;
    index.set(addressKey(document.url), {
      title: document.title ?? undefined,
      kind: document.kind === 'html' ? 'web-page' : 'document',
      passages: passagesOf(document),
    });
  }
  for (const page of context.pages) {
    if (!page.url) continue;
    const known = index.get(addressKey(page.url));
    // The context's title is the one the Library shows (og:title, or the report's own title).
    if (known) known.title = page.title || known.title;
  }
  return index;
}

/**
 * The quoted words a source carries: its quote, a title in quotation marks, or (less sure) a title
 * that is not the page's own, which counts as a quote only when the page holds those words.
 */
function quotedWords(
  source: Record<string, unknown>,
  pageTitle: string | undefined,
): { words: string; sure: boolean } | undefined {
  if (typeof source.quote === 'string' && source.quote.trim())
    return { words: source.quote.trim(), sure: true };
  const title = typeof source.title === 'string' ? source.title.trim() : '';
  if (!title || title === pageTitle) return undefined;
  const quoted = /^[“"](.*)[”"]$/s.exec(title);
  return quoted ? { words: quoted[1]!.trim(), sure: true } : { words: title, sure: false };
}

/** The sentence of a passage that holds the words (a whole row for a table). */
function sentenceAround(passage: Passage, needle: string): string {
  if (passage.row) return passage.text;
  const sentences = passage.text.split(/(?<=[.!?])\s+(?=\S)/);
  const found = sentences.find((sentence) => normalize(sentence).includes(needle));
  return found ?? passage.text;
}

function locate(cited: CitedDocument, words: string): { quote: string; locator: BlockLocator } | undefined {
  // A quote cut short ends with an ellipsis: the words before it are looked for.
  const needle = normalize(words.replace(/(?:…|\.\.\.)$/, ''));
  if (needle.length < 8) return undefined;
  const passage = cited.passages.find((entry) => entry.normalized.includes(needle));
  if (!passage) return undefined;
  return { quote: sentenceAround(passage, needle), locator: passage.locator };
}

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Where a card's words are: an extractor that reads a card of a locations page or a certificate tile
 * joins the headings above it and its lines with colons ('Standorte: Paderborn, Deutschland'); of the
 * parts the page holds as written, the one with the most words is the quote (not the page's heading).
 */
function locateJoined(cited: CitedDocument, words: string) {
  const parts = words.split(/:\s+/);
  if (parts.length < 2) return undefined;
  const found = parts.flatMap((part) => locate(cited, part) ?? []);
  return found.toSorted((a, b) => b.quote.length - a.quote.length)[0];
}

function reshape(source: Record<string, unknown>, cited: CitedDocument): Record<string, unknown> {
  const quoted = quotedWords(source, cited.title);
  const whole = quoted ? locate(cited, quoted.words) : undefined;
  const found = whole ?? (quoted && !quoted.sure ? locateJoined(cited, quoted.words) : undefined);
  // A title that is not in the page is not a quote of it: one the extractor chose stays a title.
  if (quoted && !quoted.sure && !found) return source;
  const title = cited.title?.trim() || (quoted ? undefined : (source.title as string | undefined));
  const quote = found?.quote ?? quoted?.words;
  const { title: _title, quote: _quote, locator: _locator, kind: _kind, ...rest } = source;
  return {
    ...rest,
    // Every source says what it cites, a web page as much as a report.
    kind: cited.kind,
    ...(title ? { title: clip(title, MAX_TITLE) } : {}),
    // A locator the source already has stays when its words are not found again.
    ...(found ? { locator: found.locator } : source.locator ? { locator: source.locator } : {}),
    ...(quote ? { quote: clip(quote, MAX_QUOTE) } : {}),
  };
}

/**
 * Every source in `value` that cites one of the client's read pages or reports, in the one shape:
 * the page's title, the quote and its locator; a report as a `document`. Everything else as it is.
 */
export function citeWithQuotes<T>(value: T, index: ReadonlyMap<string, CitedDocument>): T {
  if (index.size === 0) return value;
  if (Array.isArray(value)) return value.map((item) => citeWithQuotes(item, index)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const isSource =
    typeof record.url === 'string' &&
    Object.keys(record).every((key) => SOURCE_KEYS.has(key)) &&
    record.kind !== 'uploaded-document';
  if (isSource) {
    const cited = index.get(addressKey(record.url as string));
    return (cited ? reshape(record, cited) : record) as T;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, entry]) => [key, citeWithQuotes(entry, index)]),
  ) as T;
}
