import { NOT_READ_PREFIX, type DocumentKind, type StructuredDocument } from '@impact/contracts';
import { DocumentBuilder } from './document-builder.js';

// What a document is, decided before any reader loads: the main thread sniffs every document it hands
// to a reader thread, and the readers themselves (HTML, PDF and Word parsers, megabytes of code) load
// only in those threads (docs/decisions/010-embedded-memory.md).

export interface ReadDocumentOptions {
  /** The declared type (response header or upload): a hint; the bytes decide. */
  contentType?: string;
  contentLanguage?: string;
  url?: string | null;
  documentId?: string | null;
  maxPages?: number;
}

export interface SniffedKind {
  kind: DocumentKind;
  /** Why the bytes cannot be read as that kind (or any), when they cannot. */
  unsupported?: string;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function sniffDocumentKind(bytes: Uint8Array, contentType = ''): Promise<SniffedKind> {
  const declared = contentType.split(';')[0]!.trim().toLowerCase();
  const hinted: DocumentKind =
    declared === 'application/pdf'
      ? 'pdf'
      : declared === DOCX || declared === 'application/msword'
        ? 'docx'
        : 'html';
  // A UTF-16 byte-order mark looks like an MPEG audio frame to file-type.
  if (hasTextByteOrderMark(bytes)) return hinted === 'html' ? { kind: 'html' } : { kind: hinted };
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined);
  switch (sniffed?.mime) {
    case 'application/pdf':
      return { kind: 'pdf' };
    case DOCX:
      return { kind: 'docx' };
    case 'application/x-cfb':
      return {
        kind: 'docx',
        unsupported: 'a password-protected Word document or an old .doc file, not a DOCX',
      };
    case 'application/zip':
      // A DOCX whose parts are in an unusual order is still worth a try when it says it is one.
      return hinted === 'docx'
        ? { kind: 'docx' }
        : { kind: hinted, unsupported: 'a ZIP archive, not a Word document' };
    case undefined:
    case 'application/xml':
      // Text: a web page, or a PDF or DOCX damaged beyond recognition (its reader says so).
      if (hinted !== 'html') return { kind: hinted };
      return looksLikeText(bytes)
        ? { kind: 'html' }
        : { kind: 'html', unsupported: 'the content is not a web page, PDF or Word document' };
    default:
      return {
        kind: hinted,
        unsupported: `the content is ${sniffed!.mime}, not a web page, PDF or Word document`,
      };
  }
}

export function unreadDocument(
  kind: DocumentKind,
  source: { url?: string | null; documentId?: string | null },
  reason: string,
): StructuredDocument {
  const builder = new DocumentBuilder(kind, source);
  builder.note(NOT_READ_PREFIX + reason);
  return builder.finish({});
}

function hasTextByteOrderMark(bytes: Uint8Array): boolean {
  const [first, second, third] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff)) return true;
  return first === 0xef && second === 0xbb && third === 0xbf;
}

/** No NUL bytes at the start: text in some encoding, not a binary format file-type does not know. */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 1024).includes(0);
}
