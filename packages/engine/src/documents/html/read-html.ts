import type { DocumentKind, StructuredDocument } from '@impact/contracts';
import { load, loadBuffer, type CheerioAPI } from 'cheerio';
import { collapse, DocumentBuilder } from '../document-builder.js';
import { formatBytes, MAX_HTML_BYTES } from '../limits.js';
import { findContentRoot, removeChrome, removeNeverText } from './boilerplate.js';
import { walkHtml } from './html-walk.js';
import { pageFooterLines } from './page-footer.js';

export interface ReadHtmlOptions {
  url?: string | null;
  documentId?: string | null;
  /** The response's Content-Type; its charset decides how the bytes are decoded. */
  contentType?: string;
  /** The response's Content-Language, used when the page states none. */
  contentLanguage?: string;
  /** What the HTML came from: a Word document is read through its HTML. Default 'html'. */
  kind?: DocumentKind;
}

/**
 * Reads a web page into headings, paragraphs, lists and tables. Bytes are decoded from the
 * Content-Type charset, else the page's <meta charset>, else UTF-8 (encoding-sniffer, as cheerio
 * does); parse5 repairs malformed markup the way browsers do.
 */
export function readHtmlDocument(
  html: string | Uint8Array,
  options: ReadHtmlOptions = {},
): StructuredDocument {
  const builder = new DocumentBuilder(options.kind ?? 'html', options);
  const size = typeof html === 'string' ? html.length : html.byteLength;
  if (size > MAX_HTML_BYTES) {
    builder.note(`Read the first ${formatBytes(MAX_HTML_BYTES)} of ${formatBytes(size)}`, true);
  }
  const $ = parse(html, options.contentType);
  const title = firstText(
    $('meta[property="og:title"]').attr('content'),
    $('head title').first().text(),
    $('title').first().text(),
  );
  const language = firstText(
    $('html').attr('lang'),
    $('html').attr('xml:lang'),
    $('meta[http-equiv="content-language" i]').attr('content')?.split(',')[0],
    options.contentLanguage?.split(',')[0],
  );
  const description = firstText(
    $('meta[name="description"]').attr('content'),
    $('meta[property="og:description"]').attr('content'),
  );
  removeNeverText($);
  // Read before the chrome goes: the footer is where the registered office is often written.
  const footer = pageFooterLines($);
  const root = findContentRoot($);
  removeChrome($, root);
  walkHtml(root, builder);
  return builder.finish({ title: title || firstHeading(builder), language, description, footer });
}

function parse(html: string | Uint8Array, contentType: string | undefined): CheerioAPI {
  if (typeof html === 'string')
    return load(html.length > MAX_HTML_BYTES ? html.slice(0, MAX_HTML_BYTES) : html);
  const bytes = Buffer.from(html.buffer, html.byteOffset, Math.min(html.byteLength, MAX_HTML_BYTES));
  const label = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return loadBuffer(bytes, { encoding: { transportLayerEncodingLabel: label, defaultEncoding: 'utf-8' } });
  } catch {
    // An unknown charset label: UTF-8 is the likeliest truth on today's web.
    return loadBuffer(bytes, { encoding: { defaultEncoding: 'utf-8' } });
  }
}

function firstText(...values: (string | undefined)[]): string {
  for (const value of values) {
    const text = collapse(value ?? '');
    if (text) return text;
  }
  return '';
}

/** A page without a title is named by its main heading, never by a sentence of its text. */
function firstHeading(builder: DocumentBuilder): string | null {
  const headings = builder.blocks.filter((block) => block.type === 'heading');
  return (headings.find((block) => block.level === 1) ?? headings[0])?.text ?? null;
}
