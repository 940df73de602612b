import type { Source } from '@impact/contracts';
import type { StepInput } from '../step-types.js';
import {
  documentIdOfRef,
  documentRef,
  pageRef,
  pageSource,
} from '../../../chat/documents/document-sources.js';
import { researchAnswers } from './research-answers.js';

/** The contracts allow 30 sources per item or section. */
export const MAX_SOURCES = 30;

/** Where a URL of the context comes from: the company's own site, or a research answer's citation. */
export interface KnownSource {
  source: Source;
  origin: 'website' | 'web-research';
  /** The research question whose answer cites it (web-research only). */
  query?: string;
}

export type SourceIndex = Map<string, KnownSource>;

/**
 * One spelling per address, so a model that drops a trailing slash or a '#section' still matches the
 * page it read; anything else (another path, another host) is another page.
 */
export function urlKey(url: string): string | undefined {
  // An uploaded document is cited by its reference, which is its own key.
  const documentId = documentIdOfRef(url);
  if (documentId) return documentRef(documentId);
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    parsed.hash = '';
    const text = parsed.toString();
    return text.endsWith('/') ? text.slice(0, -1) : text;
  } catch {
    return undefined;
  }
}

export const websiteRetrievedAt = (input: Pick<StepInput, 'website' | 'today'>) =>
  input.website?.generatedAt.slice(0, 10) ?? input.today;

/** Every address the context holds, as the Source it stands for (with the context's retrievedAt). */
export function sourceIndex(input: Pick<StepInput, 'website' | 'web' | 'today'>): SourceIndex {
  const index: SourceIndex = new Map();
  const retrievedAt = websiteRetrievedAt(input);
  for (const page of input.website?.pages ?? []) {
    const key = urlKey(pageRef(page));
    if (key && !index.has(key)) index.set(key, { source: pageSource(page, retrievedAt), origin: 'website' });
  }
  for (const answer of researchAnswers(input.web)) {
    for (const source of answer.sources) {
      const key = urlKey(source.url);
      if (key && !index.has(key)) index.set(key, { source, origin: 'web-research', query: answer.query });
    }
  }
  return index;
}

/** The context's Sources for the URLs a model cited; URLs the context does not hold are dropped. */
export function citedSources(urls: readonly string[], index: SourceIndex): Source[] {
  return uniqueSources(
    urls.flatMap((url) => {
      const key = urlKey(url);
      const known = key === undefined ? undefined : index.get(key);
      return known ? [known.source] : [];
    }),
  );
}

/** The first KnownSource among cited URLs (for an initiative's sourceMetadata). */
export function firstKnown(urls: readonly string[], index: SourceIndex): KnownSource | undefined {
  for (const url of urls) {
    const key = urlKey(url);
    const known = key === undefined ? undefined : index.get(key);
    if (known) return known;
  }
  return undefined;
}

/** One key per cited thing: a web page by its address, an uploaded document by its reference. */
export const sourceKey = (source: Source): string =>
  source.url === null ? documentRef(source.documentId) : (urlKey(source.url) ?? source.url);

/** Sources without repeats (same address and title), within the contract's cap. */
export function uniqueSources(sources: readonly Source[]): Source[] {
  const seen = new Set<string>();
  const kept: Source[] = [];
  for (const source of sources) {
    const key = `${sourceKey(source)}|${source.title ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(source);
    if (kept.length === MAX_SOURCES) break;
  }
  return kept;
}
