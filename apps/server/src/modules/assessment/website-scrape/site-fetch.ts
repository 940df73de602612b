import type { StructuredDocument } from '@impact/contracts';
import { readDocumentInWorker, safeFetch } from '@impact/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { FetchedPage } from '../../enrichment/enrich-company.js';
import { fetchOptions } from '../../enrichment/website-reader.js';
import { mapLimited } from './map-limited.js';
import { load } from 'cheerio';
import { documentText } from '../documents/document-text.js';
import { capText, readPageText, type ReadablePage } from './page-text.js';
import { reportLinksOf, type ReportLink } from './report-links.js';
import { homePageLinks, normalizePageUrl, type CandidateLink } from './site-links.js';
import type { FetchSiteFile } from './sitemap.js';

export type ScrapeLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

const MIB = 1024 * 1024;
const SITEMAP_TYPES = ['application/xml', 'text/xml', 'text/plain'];

/**
 * robots.txt and sitemaps through the safe fetcher. Their absence is normal (many sites have neither),
 * so a failure is logged and answered as "none", never as an error of the scrape.
 */
export function createSiteFileReader(config: AppConfig, log: ScrapeLog): FetchSiteFile {
  return async (url, kind) => {
    try {
      const response = await safeFetch(url, {
        ...fetchOptions(config),
        contentTypes: kind === 'robots' ? ['*/*'] : SITEMAP_TYPES,
        maxBytes: kind === 'robots' ? MIB / 2 : 10 * MIB,
        totalTimeoutMs: 10_000,
      });
      if (response.status < 200 || response.status >= 300) return undefined;
      return response.text();
    } catch (error) {
      log.info(
        { url, err: error },
        `website scrape: no ${kind === 'robots' ? 'robots.txt' : 'sitemap'} read`,
      );
      return undefined;
    }
  };
}

export interface ReadPage extends ReadablePage {
  /** Where the page ended up after redirects: the address stored. */
  url: string;
  /** The page read into the structured form (headings, paragraphs, lists, tables with locators). */
  document: StructuredDocument;
  /** Its links to the company's reports (PDF or Word), to follow once the pages are read. */
  reportLinks: ReportLink[];
  /** Its links to other pages of its own site, with their texts: the sub-pages a section links to. */
  links: CandidateLink[];
}

/**
 * A fetched page as stored: its structured form, and its text said from that form (tables as rows of
 * labelled values) so the extractors that read text see table cells. A page the structured reader
 * could not read keeps the plain reading of its text blocks.
 */
export async function readFetchedPage(fetched: FetchedPage, maxContentChars: number): Promise<ReadPage> {
  const url = normalizePageUrl(new URL(fetched.url));
  const [plain, document] = [
    readPageText(fetched.html, maxContentChars),
    await readStructuredPage({ url, html: fetched.html }),
  ];
  const structured = capText(documentText(document), maxContentChars);
  const $ = load(fetched.html);
  const reportLinks = reportLinksOf($, fetched.url);
  const at = new URL(fetched.url);
  const links = homePageLinks($, at, [at]);
  return { ...plain, text: structured || plain.text, url, document, reportLinks, links };
}

/**
 * A fetched page in the structured form, parsed in the reader's worker (its own heap and time
 * limit), so a pathological page costs only its worker and never blocks the server.
 */
export function readStructuredPage(fetched: FetchedPage): Promise<StructuredDocument> {
  return readDocumentInWorker(new TextEncoder().encode(fetched.html), {
    contentType: 'text/html; charset=utf-8',
    url: fetched.url,
  });
}

export interface PageReadOutcome {
  pages: ReadPage[];
  /** Pages that could not be used, with the reason, for the log and the section's note. */
  skipped: { url: string; reason: string }[];
}

/**
 * Reads pages in order until `wanted` have readable text. A page that fails (dead link, refused by
 * robots.txt, not HTML, empty) is skipped and the next address in line takes its place, up to twice
 * as many tries as pages wanted so a site full of dead links cannot keep us busy.
 */
export async function readPagesInOrder(
  urls: readonly string[],
  wanted: number,
  deps: {
    fetchPage: (url: string) => Promise<FetchedPage>;
    /** Text kept of the page at this address. */
    maxContentChars: (url: string) => number;
    concurrency: number;
    /** Final addresses already read (the home page): a link redirecting there is not read twice. */
    alreadyRead: Set<string>;
  },
): Promise<PageReadOutcome> {
  const queue = [...urls];
  const outcome: PageReadOutcome = { pages: [], skipped: [] };
  let tries = 0;
  const maxTries = wanted * 2;
  while (outcome.pages.length < wanted && queue.length > 0 && tries < maxTries) {
    const wave = queue.splice(0, Math.min(wanted - outcome.pages.length, maxTries - tries));
    tries += wave.length;
    // mapLimited keeps the asked order, so the chosen order survives the concurrency.
    for (const result of await mapLimited(wave, deps.concurrency, (url) => readOne(url, deps))) {
      if ('reason' in result) outcome.skipped.push(result);
      else if (deps.alreadyRead.has(result.url)) continue;
      else if (outcome.pages.length < wanted) {
        deps.alreadyRead.add(result.url);
        outcome.pages.push(result);
      }
    }
  }
  return outcome;
}

async function readOne(
  url: string,
  deps: { fetchPage: (url: string) => Promise<FetchedPage>; maxContentChars: (url: string) => number },
): Promise<ReadPage | { url: string; reason: string }> {
  try {
    const page = await readFetchedPage(await deps.fetchPage(url), deps.maxContentChars(url));
    if (!page.text) return { url, reason: 'no readable text' };
    return page;
  } catch (error) {
    return { url, reason: error instanceof Error ? error.message : String(error) };
  }
}
