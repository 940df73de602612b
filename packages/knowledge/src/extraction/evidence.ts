import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { quoteOf, shortQuote } from './sentences.js';
import type { ExtractionEvidence, ExtractionOptions } from './types.js';

/** Today as YYYY-MM-DD, the default date a page was read. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function retrievedAtOf(options: ExtractionOptions | undefined): string {
  const date = options?.retrievedAt;
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}/.test(date)) {
    throw new Error(`retrievedAt must be an ISO date (YYYY-MM-DD), got '${date}'`);
  }
  return date ?? today();
}

/** The evidence an item read from `sentence` on the page at `url` carries. */
export function evidenceFor(sentence: string, url: string, retrievedAt: string): ExtractionEvidence {
  return {
    quote: quoteOf(sentence),
    url,
    sources: [{ url, title: shortQuote(sentence), retrievedAt }],
    method: 'extraction',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}
