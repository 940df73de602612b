import {
  isUploadedDocumentSource,
  type SectionData,
  type Source,
  type UploadedDocumentSource,
} from '@impact/contracts';

/**
 * How uploaded documents are cited. Stored, a document is always an uploaded-document source: its file
 * name and id, never an address. While an assessment step works, a page of the client's context is
 * named by one string, its reference: a web page by its address, a document by
 * 'uploaded-document:<documentId>'. That is what a model is shown and cites back, and what evidence
 * found in a document carries; citeUploadedDocuments turns it into the document's source before the
 * step's output is stored.
 */

export type ContextPage = SectionData<'WebsiteContext'>['pages'][number];
export type UploadedDocumentPage = Extract<ContextPage, { kind: 'uploaded-document' }>;

const REF = /^uploaded-document:([a-z0-9]{24})$/;

export const documentRef = (documentId: string) => `uploaded-document:${documentId}`;

/** The document id a reference names, or undefined for anything else (a web address). */
export const documentIdOfRef = (ref: string): string | undefined => REF.exec(ref.trim())?.[1];

export const isUploadedDocumentPage = (page: ContextPage): page is UploadedDocumentPage =>
  isUploadedDocumentSource(page);

/** The string a page is cited by while a step works (see above). */
export const pageRef = (page: ContextPage): string =>
  isUploadedDocumentPage(page) ? documentRef(page.documentId) : page.url;

/** How a page is named in a note or summary: its address, or the document's file name. */
export const pageLabel = (page: ContextPage): string =>
  isUploadedDocumentPage(page) ? `${page.title} (uploaded document)` : page.url;

/** A page's title as a model is shown it: a document says that it is one, and which part. */
export const pageHeading = (page: ContextPage): string =>
  isUploadedDocumentPage(page)
    ? `${page.title} (uploaded document${page.locator ? `, ${page.locator}` : ''})`
    : page.title;

/** The uploaded document a page of the context is (its text left out). */
export function documentSourceOf(page: UploadedDocumentPage): UploadedDocumentSource {
  return {
    kind: 'uploaded-document',
    documentId: page.documentId,
    url: null,
    title: page.title,
    retrievedAt: page.retrievedAt,
    ...(page.locator ? { locator: page.locator } : {}),
  };
}

/**
 * The source a page stands for: a web page with the day the website was read, or the document. A
 * quote (the sentence a figure rests on) goes into the document source's own field; a web source keeps
 * it as its title, as before.
 */
export function pageSource(page: ContextPage, readOn: string, quote?: string): Source {
  if (isUploadedDocumentPage(page)) {
    return { ...documentSourceOf(page), ...(quote ? { quote: clip(quote, 1000) } : {}) };
  }
  const title = clip(quote ? `“${quote}”` : page.title, 300);
  return { url: page.url, ...(title ? { title } : {}), retrievedAt: readOn };
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** The client's uploaded documents by id, from its context's pages: what a reference is resolved to. */
export function uploadedDocumentsIn(pages: readonly ContextPage[] | undefined) {
  const documents = new Map<string, UploadedDocumentSource>();
  for (const page of pages ?? []) {
    if (isUploadedDocumentPage(page) && !documents.has(page.documentId)) {
      // A long document is several pages: cited as a whole, not by its first part.
      documents.set(page.documentId, {
        kind: 'uploaded-document',
        documentId: page.documentId,
        url: null,
        title: page.title,
        retrievedAt: page.retrievedAt,
      });
    }
  }
  return documents;
}

/**
 * Every source in `value` that cites an uploaded document by reference, as that document's source
 * (file name, id, the day it was uploaded). A title other than the file name was the sentence quoted.
 */
export function citeUploadedDocuments<T>(
  value: T,
  documents: ReadonlyMap<string, UploadedDocumentSource>,
): T {
  if (Array.isArray(value)) return value.map((item) => citeUploadedDocuments(item, documents)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const documentId = typeof record.url === 'string' ? documentIdOfRef(record.url) : undefined;
  if (documentId && Object.keys(record).every((key) => SOURCE_KEYS.has(key))) {
    return asDocumentSource(record, documentId, documents.get(documentId)) as T;
  }
  // Anything else that carries the reference as its own address (a finding, a stakeholder member)
  // keeps everything but that: a document has no address to link to.
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !(documentId && key === 'url'))
      .map(([key, entry]) => [key, citeUploadedDocuments(entry, documents)]),
  ) as T;
}

/** The fields of a source (a report's numbered source adds its number): an object of only these is one. */
const SOURCE_KEYS = new Set(['kind', 'url', 'title', 'retrievedAt', 'quote', 'locator', 'n']);

function asDocumentSource(
  cited: Record<string, unknown>,
  documentId: string,
  document: UploadedDocumentSource | undefined,
): UploadedDocumentSource {
  const title = typeof cited.title === 'string' ? cited.title.trim() : '';
  const fileName = document?.title ?? 'Uploaded document';
  const quote = title && title !== fileName ? title.replace(/^“(.*)”$/s, '$1') : undefined;
  const retrievedAt =
    document?.retrievedAt ??
    (typeof cited.retrievedAt === 'string' ? cited.retrievedAt : new Date().toISOString().slice(0, 10));
  return {
    kind: 'uploaded-document',
    documentId,
    url: null,
    title: fileName,
    retrievedAt,
    ...(quote ? { quote: clip(quote, 1000) } : {}),
  };
}
