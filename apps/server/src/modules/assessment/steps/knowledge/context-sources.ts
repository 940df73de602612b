import type { Source } from '@impact/contracts';
import {
  documentIdOfRef,
  documentRef,
  pageRef,
  pageSource,
} from '../../../chat/documents/document-sources.js';
import type { StepInput, WebContext, WebsiteContext } from '../step-types.js';
import { researchAnswers as answeredQuestions, type ResearchAnswer } from '../evidence/research-answers.js';

/** The contracts allow 30 sources per item. */
const MAX_SOURCES = 30;

export const clip = (text: string, max: number): string => {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
};

/** The day the website was read: the retrievedAt of every source taken from its pages. */
export const websiteReadOn = (website: WebsiteContext): string => website.generatedAt.slice(0, 10);

/**
 * One spelling per address, so a model's citation matches the context's URL whatever its case of host,
 * fragment or trailing slash. Undefined for anything that is not an http(s) address.
 */
export function urlKey(url: string): string | undefined {
  // An uploaded document is cited by its reference, which is its own key.
  const documentId = documentIdOfRef(url);
  if (documentId) return documentRef(documentId);
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  parsed.hash = '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${parsed.host.toLowerCase().replace(/^www\./, '')}${path}${parsed.search}`;
}

export type WebsitePage = WebsiteContext['pages'][number];

export type { ResearchAnswer };

/** Answers actually researched that cite something (the knowledge steps check quotes against sources). */
export function researchAnswers(web: WebContext | undefined): ResearchAnswer[] {
  return answeredQuestions(web).filter((answer) => answer.sources.length > 0);
}

/** The company's pages by URL key, for checking what a model quotes from them. */
export function pagesByUrl(website: WebsiteContext | undefined): Map<string, WebsitePage> {
  const pages = new Map<string, WebsitePage>();
  for (const page of website?.pages ?? []) {
    const key = urlKey(pageRef(page));
    if (key && !pages.has(key)) pages.set(key, page);
  }
  return pages;
}

/**
 * Every address the context holds (the company's pages, the sources the research cites), as the Source a
 * cited item carries: a model may cite only these.
 */
export function contextSources(input: Pick<StepInput, 'website' | 'web'>): Map<string, Source> {
  const known = new Map<string, Source>();
  const { website } = input;
  for (const page of website?.pages ?? []) {
    const key = urlKey(pageRef(page));
    if (key && !known.has(key)) known.set(key, pageSource(page, websiteReadOn(website!)));
  }
  for (const answer of researchAnswers(input.web)) {
    for (const source of answer.sources) {
      const key = urlKey(source.url);
      if (key && !known.has(key)) known.set(key, source);
    }
  }
  return known;
}

/** The context's sources for the URLs a model cited; URLs the context does not hold are dropped. */
export function citedSources(urls: readonly string[], known: Map<string, Source>): Source[] {
  return mergeSources(
    [],
    urls.flatMap((url) => {
      const key = urlKey(url);
      const source = key ? known.get(key) : undefined;
      return source ? [source] : [];
    }),
  );
}

/** One key per cited thing: a web page by its address, an uploaded document by its reference. */
export const sourceKey = (source: Source): string =>
  source.url === null ? documentRef(source.documentId) : (urlKey(source.url) ?? source.url);

/** The first list, then the second's sources it lacks (by URL), within the contracts' cap. */
export function mergeSources(first: readonly Source[], second: readonly Source[]): Source[] {
  const seen = new Set<string>();
  return [...first, ...second]
    .filter((source) => {
      const key = sourceKey(source);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_SOURCES);
}
