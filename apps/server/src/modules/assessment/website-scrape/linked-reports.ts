import { createHash } from 'node:crypto';
import type { StructuredDocument } from '@impact/contracts';
import { NOT_READ_PREFIX } from '@impact/contracts';
import { FetchRefusedError, readDocumentInWorker, safeFetch, type SafeFetchOptions } from '@impact/engine';
import type { ReportLink } from './report-links.js';

const MIB = 1024 * 1024;

/** The caps on following report links (README: 'Reports linked from the site'). */
export const LINKED_REPORT_LIMITS = {
  /** Reports read per scrape. */
  maxReports: 3,
  /** Links tried per scrape (dead or refused links included). */
  maxTries: 6,
  /** Size of one document. */
  maxBytes: 25 * MIB,
  /** PDF pages read of one report. */
  maxPages: 120,
  /** Fetching one document, redirects and robots.txt included. */
  fetchTimeoutMs: 60_000,
  /** Reading one document in the reader's worker. */
  readTimeLimitMs: 60_000,
  /** No report is started once the reports have taken this long together. */
  totalTimeMs: 180_000,
} as const;

type ReportLimits = Record<keyof typeof LINKED_REPORT_LIMITS, number>;

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/x-pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Servers that do not know the type: the reader decides by the bytes.
  'application/octet-stream',
  'binary/octet-stream',
  'application/download',
  'application/force-download',
] as const;

export interface LinkedReport {
  url: string;
  /** The words of the links that led to it. */
  linkText: string;
  document: StructuredDocument;
}

export interface LinkedReportsOutcome {
  /** Read, or fetched and not readable (its notes say why); in reading order. */
  reports: LinkedReport[];
  /** For the section's notes: 'Not read: … (address)'. */
  notes: string[];
}

export interface LinkedReportDeps {
  fetchOptions: SafeFetchOptions;
  /** Whether an address belongs to the company's own site (reports elsewhere are not followed). */
  isOwnSite: (url: URL) => boolean;
  signal?: AbortSignal | undefined;
  /** Milliseconds since some start: bounds the total time (injected so a test need not wait). */
  clock?: () => number;
  /** LINKED_REPORT_LIMITS unless a test says otherwise. */
  limits?: Partial<ReportLimits>;
}

/**
 * Fetches and reads the reports the site links to, one at a time, within LINKED_REPORT_LIMITS: through
 * the safe fetcher (robots.txt, public addresses, size and time caps), parsed in the reader's worker.
 * A link that fails (404, a web page, another site, a scanned PDF) becomes a note and the next link
 * is tried; nothing here throws but an abort.
 */
export async function readLinkedReports(
  links: readonly ReportLink[],
  deps: LinkedReportDeps,
): Promise<LinkedReportsOutcome> {
  const limits: ReportLimits = { ...LINKED_REPORT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => performance.now());
  const started = clock();
  const outcome: LinkedReportsOutcome = { reports: [], notes: [] };
  const seenBodies = new Map<string, string>();
  let tries = 0;
  for (const link of links) {
    deps.signal?.throwIfAborted();
    const readable = outcome.reports.filter((report) => report.document.blocks.length > 0).length;
    if (readable >= limits.maxReports || tries >= limits.maxTries) break;
    if (clock() - started > limits.totalTimeMs) {
      outcome.notes.push(
        `Not read: further report links, once reports had taken ${limits.totalTimeMs / 1000} s.`,
      );
      break;
    }
    const url = new URL(link.url);
    if (!deps.isOwnSite(url)) {
      outcome.notes.push(
        `Not read: ${link.url} is on another site, so it may not be the company's own report.`,
      );
      continue;
    }
    tries += 1;
    const fetched = await fetchReport(link.url, deps, limits);
    if ('note' in fetched) {
      outcome.notes.push(fetched.note);
      continue;
    }
    const digest = createHash('sha256').update(fetched.body).digest('hex');
    const same = seenBodies.get(digest);
    if (same) {
      outcome.notes.push(`Not read again: ${fetched.url} is the same document as ${same}.`);
      continue;
    }
    seenBodies.set(digest, fetched.url);
    const document = await readDocumentInWorker(fetched.body, {
      contentType: fetched.contentType,
      url: fetched.url,
      maxPages: limits.maxPages,
      timeLimitMs: limits.readTimeLimitMs,
    });
    for (const note of document.notes) {
      if (note.startsWith(NOT_READ_PREFIX) || document.truncated)
        outcome.notes.push(`${note} (${fetched.url})`);
    }
    outcome.reports.push({ url: fetched.url, linkText: link.text, document });
  }
  return outcome;
}

async function fetchReport(
  url: string,
  deps: LinkedReportDeps,
  limits: ReportLimits,
): Promise<{ url: string; body: Uint8Array; contentType: string } | { note: string }> {
  try {
    const response = await safeFetch(url, {
      ...deps.fetchOptions,
      contentTypes: DOCUMENT_TYPES,
      maxBytes: limits.maxBytes,
      totalTimeoutMs: limits.fetchTimeoutMs,
    });
    if (response.status < 200 || response.status >= 300) {
      return { note: `${NOT_READ_PREFIX}${url} answered with status ${response.status}.` };
    }
    return { url: response.url, body: response.body, contentType: response.contentType };
  } catch (error) {
    deps.signal?.throwIfAborted();
    if (error instanceof FetchRefusedError && error.code === 'content-type-not-allowed') {
      return {
        note: `${NOT_READ_PREFIX}${url} answered a web page or other file, not a PDF or Word document.`,
      };
    }
    if (error instanceof FetchRefusedError && error.code === 'robots-disallowed') {
      return { note: `${NOT_READ_PREFIX}${url}, because the site's robots.txt forbids it.` };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      note: `${NOT_READ_PREFIX}${url}: ${message.length > 200 ? `${message.slice(0, 199)}…` : message}`,
    };
  }
}
