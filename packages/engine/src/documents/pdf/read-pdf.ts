import { NOT_READ_PREFIX, type StructuredDocument } from '@impact/contracts';
import { DocumentBuilder, type DocumentSource } from '../document-builder.js';
import { formatBytes, formatCount, MAX_PDF_BYTES, MAX_PDF_PAGES } from '../limits.js';
import { writePdfBlocks } from './pdf-blocks.js';
import { linesOfPage } from './pdf-lines.js';
import { withoutRunningLines, type PageLines } from './running-lines.js';

export interface ReadPdfOptions extends DocumentSource {
  /** Pages read; the rest is noted. Default MAX_PDF_PAGES. */
  maxPages?: number;
}

type PdfDocument = Awaited<ReturnType<typeof import('unpdf').getDocumentProxy>>;

/**
 * Reads a PDF's text layer with pdf.js (through unpdf) into blocks, each with its page number. A PDF
 * that cannot be read (password, damage, scanned pages only) comes back empty with a note saying why.
 */
export async function readPdfDocument(
  bytes: Uint8Array,
  options: ReadPdfOptions = {},
): Promise<StructuredDocument> {
  const builder = new DocumentBuilder('pdf', options);
  if (bytes.byteLength > MAX_PDF_BYTES) {
    builder.note(
      `${NOT_READ_PREFIX}the PDF is ${formatBytes(bytes.byteLength)} (limit ${formatBytes(MAX_PDF_BYTES)})`,
    );
    return builder.finish({});
  }
  const { getDocumentProxy } = await import('unpdf');
  let pdf: PdfDocument;
  try {
    // pdf.js takes the buffer over: it gets its own copy. Verbosity 0: errors only, no console noise.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
  } catch (error) {
    builder.note(NOT_READ_PREFIX + openFailure(error));
    return builder.finish({});
  }
  try {
    const pageCount = pdf.numPages;
    const maxPages = Math.max(1, Math.min(options.maxPages ?? MAX_PDF_PAGES, MAX_PDF_PAGES));
    const pages = await readPages(pdf, Math.min(pageCount, maxPages), builder);
    const info = await pdf.getMetadata().then(
      (metadata) => metadata.info as Record<string, unknown>,
      () => ({}) as Record<string, unknown>,
    );
    if (pages.every((page) => page.lines.length === 0)) {
      builder.note(`${NOT_READ_PREFIX}scanned PDF without a text layer`);
      return builder.finish({ pageCount, title: usefulTitle(info.Title), language: text(info.Language) });
    }
    noteScannedPages(pages, builder);
    writePdfBlocks(withoutRunningLines(pages), builder);
    if (pageCount > maxPages) {
      builder.note(`Stopped after ${formatCount(maxPages)} pages of ${formatCount(pageCount)}`, true);
    }
    const headings = builder.blocks.filter((block) => block.type === 'heading');
    const firstHeading = (headings.find((block) => block.level === 1) ?? headings[0])?.text;
    return builder.finish({
      pageCount,
      title: usefulTitle(info.Title) ?? firstHeading ?? null,
      language: text(info.Language),
    });
  } finally {
    await pdf.destroy();
  }
}

async function readPages(pdf: PdfDocument, count: number, builder: DocumentBuilder): Promise<PageLines[]> {
  const pages: PageLines[] = [];
  for (let page = 1; page <= count; page += 1) {
    try {
      const proxy = await pdf.getPage(page);
      const content = await proxy.getTextContent();
      pages.push({
        page,
        lines: linesOfPage(content.items.flatMap((item) => ('str' in item ? [item] : []))),
      });
      // Fonts and operator lists of a read page are not needed again.
      proxy.cleanup();
    } catch (error) {
      builder.note(`Page ${page} could not be read (${messageOf(error)})`, true);
      pages.push({ page, lines: [] });
    }
  }
  return pages;
}

function noteScannedPages(pages: readonly PageLines[], builder: DocumentBuilder): void {
  const empty = pages.filter((page) => page.lines.length === 0).map((page) => page.page);
  if (empty.length === 0) return;
  const listed = empty.slice(0, 10).join(', ') + (empty.length > 10 ? ` and ${empty.length - 10} more` : '');
  builder.note(
    empty.length === 1
      ? `Page ${listed} has no text layer (a scanned image?) and was not read`
      : `Pages ${listed} have no text layer (scanned images?) and were not read`,
    true,
  );
}

function openFailure(error: unknown): string {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  if (name === 'PasswordException') return 'the PDF is protected by a password';
  return `the file is damaged or not a PDF (${messageOf(error)})`;
}

const isNamed = (error: unknown): error is { name: string } =>
  typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string';

function messageOf(error: unknown): string {
  const message =
    error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
      ? String((error as { message: unknown }).message)
      : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error';
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Metadata titles are often the file name or the authoring tool's placeholder: those are not titles. */
function usefulTitle(value: unknown): string | null {
  const title = text(value);
  if (!title || title.length < 3) return null;
  if (
    /^(?:untitled|document\d*|title|microsoft word - .*|.*\.(?:docx?|pdf|indd|pptx?|xlsx?))$/i.test(title)
  ) {
    return null;
  }
  return title;
}
