import { NOT_READ_PREFIX, type StructuredDocument } from '@impact/contracts';
import { DocumentBuilder, type DocumentSource } from '../document-builder.js';
import { readHtmlDocument } from '../html/read-html.js';
import { formatBytes, MAX_DOCX_BYTES } from '../limits.js';
import { inspectDocx } from './zip-guard.js';

/**
 * Reads a Word document through mammoth's HTML (headings from Word's heading styles, lists, tables
 * with their header rows) and the HTML reader, so a Word table stays a table. The zip is checked
 * first (see zip-guard.ts); pictures are left out, never unpacked.
 */
export async function readDocxDocument(
  bytes: Uint8Array,
  options: DocumentSource = {},
): Promise<StructuredDocument> {
  const notRead = (reason: string) => {
    const builder = new DocumentBuilder('docx', options);
    builder.note(NOT_READ_PREFIX + reason);
    return builder.finish({});
  };
  if (bytes.byteLength > MAX_DOCX_BYTES) {
    return notRead(`the DOCX is ${formatBytes(bytes.byteLength)} (limit ${formatBytes(MAX_DOCX_BYTES)})`);
  }
  const inspection = inspectDocx(bytes);
  if (inspection.problem) return notRead(inspection.problem);
  const { default: mammoth } = await import('mammoth');
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        ignoreEmptyParagraphs: true,
        // Linked files would be read from this machine's disk.
        externalFileAccess: false,
      },
    );
    html = result.value;
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 200) : String(error);
    return notRead(`the DOCX is damaged (${message})`);
  }
  const document = readHtmlDocument(`<!doctype html><html><body>${html}</body></html>`, {
    ...options,
    kind: 'docx',
  });
  const core = inspection.coreXml ?? '';
  return {
    ...document,
    title: coreField(core, 'dc:title') ?? document.title,
    language: coreField(core, 'dc:language') ?? document.language,
  };
}

/** A field of the document's core properties (plain text in a small, fixed XML file). */
function coreField(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml);
  const value = match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return value ? value.slice(0, 1000) : null;
}
