import { isUploadedDocumentSource, type Source } from '@impact/contracts';

/** A source as the report's appendix lists it: numbered once, however many values cite it. */
export interface NumberedSource {
  n: number;
  title: string;
  /** The page's address (http/https); null for a document the consultant uploaded. */
  url: string | null;
  /** The uploaded document's file name; null for a web page or a fetched document. */
  fileName: string | null;
  quote: string | null;
  /** Where in the page or document: 'page 14 · Energy'. */
  where: string | null;
  /** YYYY-MM-DD. */
  retrieved: string;
}

/** Numbers sources in order of first citation; the same source cited twice (same place, same quote) is one. */
export class SourceNumbering {
  private readonly byKey = new Map<string, NumberedSource>();

  /** The numbers of a value's sources, each once, in the order the value lists them. */
  cite(sources: readonly Source[]): number[] {
    return [...new Set(sources.map((source) => this.number(source)))];
  }

  list(): NumberedSource[] {
    return [...this.byKey.values()];
  }

  private number(source: Source): number {
    const entry = describe(source, this.byKey.size + 1);
    const key = JSON.stringify([entry.url, entry.fileName, documentIdOf(source), entry.quote, entry.where]);
    const known = this.byKey.get(key);
    if (known) return known.n;
    this.byKey.set(key, entry);
    return entry.n;
  }
}

const documentIdOf = (source: Source) => (isUploadedDocumentSource(source) ? source.documentId : null);

function describe(source: Source, n: number): NumberedSource {
  const uploaded = isUploadedDocumentSource(source);
  const title = source.title?.trim() || (uploaded ? 'Uploaded document' : source.url);
  return {
    n,
    title,
    url: uploaded ? null : source.url,
    fileName: uploaded ? source.title : null,
    quote: source.quote?.trim() || null,
    where: locatorWords(source.locator),
    retrieved: source.retrievedAt.slice(0, 10),
  };
}

/** A locator as words: the PDF page and the headings above the quote, or an older source's 'part 2 of 3'. */
export function locatorWords(locator: Source['locator']): string | null {
  if (locator === undefined) return null;
  if (typeof locator === 'string') return locator.trim() || null;
  const parts = [locator.page === undefined ? '' : `page ${locator.page}`, ...locator.headingPath];
  const words = parts.map((part) => part.trim()).filter(Boolean);
  return words.length > 0 ? words.join(' · ') : null;
}

/** One line for a spreadsheet cell: 'Title (address or file name), page 3: “quote”, retrieved 2026-10-02'. */
export function sourceLine(source: NumberedSource): string {
  const origin = source.url ?? (source.fileName === null ? null : 'uploaded document');
  const head = origin && origin !== source.title ? `${source.title} (${origin})` : source.title;
  const where = source.where ? `, ${source.where}` : '';
  const quote = source.quote ? `: “${source.quote}”` : '';
  return `[${source.n}] ${head}${where}${quote}, retrieved ${source.retrieved}`;
}
