import type { StructuredDocument } from '@impact/contracts';
import { readDocumentInWorker } from '@impact/engine';
import { concurrencyLimit } from '../../../lib/concurrency-limit.js';
import { AppError } from '../../../lib/errors.js';
import { documentText } from '../../assessment/documents/document-text.js';

/**
 * What an uploaded onboarding document is (by its bytes, never its name) and what it says: read once,
 * by the same structured reader as the website's pages and reports (headings, paragraphs, lists and
 * tables, each with its locator), and its text said from that structure as for a fetched page, a
 * table row as one line with each value after its column heading.
 */

export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type DocumentExtension = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];

/** Kept per document: about a hundred pages of prose, far more than the assessment reads. */
export const MAX_DOCUMENT_CHARACTERS = 200_000;

export interface ReadDocument {
  mime: keyof typeof DOCUMENT_TYPES;
  extension: DocumentExtension;
  /** The document as the structured reader read it. */
  structure: StructuredDocument;
  /** Its text, said from the structure (see above). */
  text: string;
  /** Pages of a PDF; null for Word files, which have no fixed pages. */
  pageCount: number | null;
}

/**
 * Structured reads of uploads at the same time, process-wide: each reader thread may take 256 MB, and
 * the web app sends one request a file.
 */
const readingSlots = concurrencyLimit(2);

const unsupported = (message: string) => new AppError(415, 'UnsupportedMediaTypeError', message);
const unreadable = (message: string) => new AppError(422, 'UnprocessableEntityError', message);

/** A PDF whose pages are images: the reader notes it has no text layer. */
const isScanned = (structure: StructuredDocument) =>
  structure.notes.some((note) => /scanned|no text layer/i.test(note));

export async function readDocument(data: Buffer, name: string, documentId: string): Promise<ReadDocument> {
  // The type sniffer loads with the first upload, not at start (docs/decisions/010-embedded-memory.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(data);
  const extension = type ? DOCUMENT_TYPES[type.mime as keyof typeof DOCUMENT_TYPES] : undefined;
  if (!type || !extension) {
    throw unsupported(
      `${name} is not a PDF or Word (DOCX) document: its content is ${type?.mime ?? 'not a recognised file type'}`,
    );
  }
  // In the reader's worker: memory and time limits, and a damaged file costs only its thread.
  const structure = await readingSlots.run(() =>
    readDocumentInWorker(data, { contentType: type.mime, documentId }),
  );
  const text = documentText(structure);
  if (text === '') {
    throw unreadable(
      isScanned(structure) || structure.notes.length === 0
        ? `No text could be read from ${name}: it may be a scanned document. Upload a version with selectable text.`
        : `${name} could not be read: the file is damaged or protected`,
    );
  }
  return {
    mime: type.mime as ReadDocument['mime'],
    extension,
    structure,
    text: text.slice(0, MAX_DOCUMENT_CHARACTERS),
    pageCount: extension === 'pdf' ? structure.pageCount : null,
  };
}
