import type { StructuredDocument } from '@impact/contracts';
import { readDocxDocument } from './docx/read-docx.js';
import { readHtmlDocument } from './html/read-html.js';
import { readPdfDocument } from './pdf/read-pdf.js';
import { sniffDocumentKind, unreadDocument, type ReadDocumentOptions } from './sniff-document.js';

export {
  sniffDocumentKind,
  unreadDocument,
  type ReadDocumentOptions,
  type SniffedKind,
} from './sniff-document.js';

/**
 * Reads a fetched page or an uploaded file, whichever of HTML, PDF and DOCX its bytes are (sniffed
 * with file-type; the declared type only breaks ties), into a StructuredDocument. Never throws for
 * bad input: what cannot be read comes back empty with a note.
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadDocumentOptions = {},
): Promise<StructuredDocument> {
  const sniffed = await sniffDocumentKind(bytes, options.contentType);
  const source = { url: options.url ?? null, documentId: options.documentId ?? null };
  if (sniffed.unsupported) return unreadDocument(sniffed.kind, source, sniffed.unsupported);
  if (sniffed.kind === 'pdf') return readPdfDocument(bytes, { ...source, maxPages: options.maxPages });
  if (sniffed.kind === 'docx') return readDocxDocument(bytes, source);
  return readHtmlDocument(bytes, {
    ...source,
    contentType: options.contentType,
    contentLanguage: options.contentLanguage,
  });
}
