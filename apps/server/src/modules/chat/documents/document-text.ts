import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../lib/errors.js';

/**
 * What an uploaded onboarding document is (by its bytes, never its name) and the text in it: PDF pages
 * read with unpdf (pdf.js), Word files with mammoth. Both load on first use: most requests need neither.
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
  text: string;
  /** Pages of a PDF; null for Word files, which have no fixed pages. */
  pageCount: number | null;
}

const unsupported = (message: string) => new AppError(415, 'UnsupportedMediaTypeError', message);
const unreadable = (message: string) => new AppError(422, 'UnprocessableEntityError', message);

export async function readDocument(data: Buffer, name: string): Promise<ReadDocument> {
  const type = await fileTypeFromBuffer(data);
  const extension = type ? DOCUMENT_TYPES[type.mime as keyof typeof DOCUMENT_TYPES] : undefined;
  if (!type || !extension) {
    throw unsupported(
      `${name} is not a PDF or Word (DOCX) document: its content is ${type?.mime ?? 'not a recognised file type'}`,
    );
  }
  let text: string;
  let pageCount: number | null = null;
  try {
    if (extension === 'pdf') {
      ({ text, pageCount } = await readPdf(data));
    } else {
      const mammoth = await import('mammoth');
      text = (await mammoth.extractRawText({ buffer: data })).value;
    }
  } catch {
    throw unreadable(`${name} could not be read: the file is damaged or protected`);
  }
  const clean = tidy(text);
  if (clean === '') {
    throw unreadable(
      `No text could be read from ${name}: it may be a scanned document. Upload a version with selectable text.`,
    );
  }
  return {
    mime: type.mime as ReadDocument['mime'],
    extension,
    text: clean.slice(0, MAX_DOCUMENT_CHARACTERS),
    pageCount,
  };
}

async function readPdf(data: Buffer): Promise<{ text: string; pageCount: number }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js takes the buffer over: it gets its own copy.
  const pdf = await getDocumentProxy(new Uint8Array(data));
  try {
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    return { text: text.join('\n\n'), pageCount: totalPages };
  } finally {
    await pdf.destroy();
  }
}

/** Runs of spaces collapsed and blank lines limited, so the characters kept are words. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
