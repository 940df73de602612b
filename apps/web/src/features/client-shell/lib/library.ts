import type { Client, SectionData, WebSource } from '@impact/contracts';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';

export type LibraryKind = 'web' | 'website';
export type WebContext = SectionData<'WebContext'>;
export type WebsiteContext = SectionData<'WebsiteContext'>;
export type WebsitePage = WebsiteContext['pages'][number];
export type UploadedDocumentPage = Extract<WebsitePage, { kind: 'uploaded-document' }>;
export type ReportPage = Extract<WebsitePage, { kind: 'document' }>;
type LibraryClient = Pick<Client, 'WebContext' | 'WebsiteContext'>;

export const LIBRARY_TITLES: Record<LibraryKind, string> = {
  web: 'Web Context',
  website: 'Website Context',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const sourcesOf = (value: unknown): WebSource[] =>
  Array.isArray(value)
    ? value.filter((source): source is WebSource => isObject(source) && !!text(source.url))
    : [];

/** A page as stored: a web page, or a document the consultant uploaded (named, never addressed). */
function pageOf(page: Record<string, unknown>): WebsitePage {
  const common = { title: text(page.title), summary: text(page.summary), content: text(page.content) };
  if (page.kind === 'uploaded-document' && text(page.documentId)) {
    const locator = text(page.locator);
    return {
      kind: 'uploaded-document',
      documentId: text(page.documentId),
      url: null,
      retrievedAt: text(page.retrievedAt),
      ...(locator ? { locator } : {}),
      ...common,
    };
  }
  if (page.kind === 'document' && text(page.url)) {
    const part = text(page.part);
    return {
      kind: 'document',
      url: text(page.url),
      retrievedAt: text(page.retrievedAt),
      ...(part ? { part } : {}),
      ...common,
    };
  }
  return { url: text(page.url), ...common };
}

export const isReportPage = (page: WebsitePage): page is ReportPage => page.kind === 'document';

export const isUploadedDocumentPage = (page: WebsitePage): page is UploadedDocumentPage =>
  page.kind === 'uploaded-document';

/** The stored Web Context, read defensively: a block of an unexpected shape reads as no content. */
export function webContextOf(client: LibraryClient): WebContext | null {
  const data: unknown = client.WebContext?.data;
  if (!isObject(data)) return null;
  const queries = Array.isArray(data.queries) ? data.queries.filter(isObject) : [];
  return {
    generatedAt: text(data.generatedAt),
    queries: queries.map((query) => ({
      ...(text(query.title) ? { title: text(query.title) } : {}),
      query: text(query.query),
      result: text(query.result),
      sources: sourcesOf(query.sources),
    })),
  };
}

export function websiteContextOf(client: LibraryClient): WebsiteContext | null {
  const data: unknown = client.WebsiteContext?.data;
  if (!isObject(data)) return null;
  const pages = Array.isArray(data.pages) ? data.pages.filter(isObject) : [];
  return {
    generatedAt: text(data.generatedAt),
    pages: pages.map(pageOf).filter((page) => page.url || page.title),
    selectedLinks: Array.isArray(data.selectedLinks) ? data.selectedLinks.filter((link) => !!text(link)) : [],
    notes: Array.isArray(data.notes) ? data.notes.filter((note): note is string => !!text(note)) : [],
  };
}

export interface LibraryCard {
  kind: LibraryKind;
  title: string;
  /** formatDay of data.generatedAt, or 'N/A'. */
  generatedOn: string;
  /** False draws the red dot: nothing stored, nothing found, or not researched (no provider). */
  hasContent: boolean;
}

export function libraryCards(client: LibraryClient): LibraryCard[] {
  const web = webContextOf(client);
  const website = websiteContextOf(client);
  const researched = client.WebContext?.provenance?.outcome !== 'not-researched';
  return [
    {
      kind: 'web',
      title: LIBRARY_TITLES.web,
      generatedOn: formatDay(web?.generatedAt) ?? 'N/A',
      hasContent: researched && (web?.queries.length ?? 0) > 0,
    },
    {
      kind: 'website',
      title: LIBRARY_TITLES.website,
      generatedOn: formatDay(website?.generatedAt) ?? 'N/A',
      hasContent: (website?.pages.length ?? 0) + (website?.selectedLinks.length ?? 0) > 0,
    },
  ];
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Generated at' in the panel: the day for a bare date, day and time for a timestamp, else 'N/A'. */
export function formatGeneratedAt(value: string | null | undefined): string {
  if (!value) return 'N/A';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value) ?? 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : DATE_TIME.format(date);
}

/** Spec 02 §8: the server's message when it sent one, else the fixed failure text. */
export function repeatErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}

/**
 * Who may repeat the research: the client's own organization. Samples are read-only to everyone (the
 * server answers 'Client not found'), and signed-out visitors only ever see samples.
 */
export type RepeatAccess = 'allowed' | 'sample' | 'signed-out';
export function repeatAccess(input: { isAuthenticated: boolean; isSample: boolean }): RepeatAccess {
  if (input.isSample) return 'sample';
  return input.isAuthenticated ? 'allowed' : 'signed-out';
}
