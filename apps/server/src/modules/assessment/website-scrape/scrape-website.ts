import type { Provenance, SectionData, StructuredDocument } from '@impact/contracts';
import type { ConfiguredModel, ModelProviderResolution } from '@impact/engine';
import { load } from 'cheerio';
import type { AppConfig } from '../../../config.js';
import { findClientById } from '../../../authz/clients.js';
import type { Database } from '../../../db/client.js';
import { latestSections } from '../../clients/client-view.js';
import { saveSection } from '../../clients/sections.js';
import { replaceClientDocuments } from '../documents/client-documents.js';
import { websiteUrlOf } from '../../clients/domain.js';
import { createPageFetcher, fetchOptions, homePageOf } from '../../enrichment/website-reader.js';
import { refreshClientLogo } from '../../logos/client-logo.js';
import { withUploadedDocuments } from '../pipeline/onboarding-material.js';
import { abortable } from './abortable.js';
import { extractiveSummary } from './extractive-summary.js';
import { readLinkedReports } from './linked-reports.js';
import { fillRecordFromWebsite, recordFactsFromWebsite } from './record-facts.js';
import { mapLimited } from './map-limited.js';
import { choosePagesWithModel, MAX_CANDIDATES_FOR_MODEL, summariseWithModel } from './model-reading.js';
import { rankCandidates } from './page-relevance.js';
import { chooseReportLinks, namesAReport } from './report-links.js';
import {
  createSiteFileReader,
  readPagesInOrder,
  readFetchedPage,
  type ReadPage,
  type ScrapeLog,
} from './site-fetch.js';
import {
  homePageLinks,
  isOnSite,
  mergeCandidates,
  normalizePageUrl,
  sameSitePage,
  type CandidateLink,
} from './site-links.js';
import { readSitemaps } from './sitemap.js';
import { readSubPages } from './sub-pages.js';
import { websiteReading } from './website-reading.js';

export type WebsiteContext = SectionData<'WebsiteContext'>;

export const WEBSITE_SCRAPE_DEFAULTS = {
  /**
   * Pages stored, the home page included: room for about, sustainability, key figures, stakeholders,
   * sourcing, certificates and locations pages beside a news page that links the report.
   */
  maxPages: 10,
  /**
   * Pages read beyond those, one link further: what the pages read link to and the home page does not
   * ('Sustainability' → 'Report 2025/26', 'Company' → 'Locations'), when their words promise as much as
   * a key-figures, about or locations page (`SUB_PAGE_MIN_SCORE`).
   */
  maxSubPages: 4,
  /** Text kept per page: enough for the steps that read it, small enough for their prompts. */
  maxContentChars: 6000,
  /** Text kept of a report published as a web page: as much as one part of a linked PDF report. */
  reportPageChars: 20_000,
  /** Pages read at the same time: a company's site is read politely, a few at a time. */
  concurrency: 4,
  /**
   * Page summaries asked of the model at the same time: they go to the model provider, not the
   * company's site, so a full set of pages is summarised at once rather than in rounds.
   */
  summaryConcurrency: 10,
} as const;

export interface WebsiteScrapeDeps {
  config: AppConfig;
  providers: { model: ModelProviderResolution };
  log: ScrapeLog;
}

export interface WebsiteScrapeOptions {
  maxPages?: number;
  maxContentChars?: number;
  now?: () => Date;
  /** Stops the reading (an assessment step taken back): no page is asked for after it aborts. */
  signal?: AbortSignal;
  /**
   * Told, when a model writes the page summaries, of the reading as soon as the pages and linked
   * reports are read, each summary then the page's own sentences; the reading with the model's
   * summaries is returned once they are in. Without a model the summaries are there at once.
   */
  onDocumentsRead?: (reading: WebsiteReading) => Promise<void>;
}

export interface WebsiteReading {
  data: WebsiteContext;
  provenance: Provenance;
  /** Every page read, in the structured form, in the context's order: stored in client_documents. */
  documents: StructuredDocument[];
}

/**
 * Reads a company's own website for the assessment: robots.txt and sitemaps, the home page's links, up
 * to `maxPages` relevant pages (chosen by the model when one is configured, else by their addresses and
 * link texts), their readable text and a summary of each. Throws the fetcher's error (400/502) only
 * when the home page itself cannot be read; every other page that fails is skipped and noted.
 */
export async function readCompanyWebsite(
  deps: WebsiteScrapeDeps,
  websiteUrl: string,
  options: WebsiteScrapeOptions = {},
): Promise<WebsiteReading> {
  // Within the section schema's limits (30 pages, 20,000 characters each), so a result always stores.
  const maxPages = clamp(options.maxPages ?? WEBSITE_SCRAPE_DEFAULTS.maxPages, 1, 30);
  const maxContentChars = clamp(
    options.maxContentChars ?? WEBSITE_SCRAPE_DEFAULTS.maxContentChars,
    500,
    20_000,
  );
  const model = deps.providers.model.configured ? deps.providers.model : undefined;
  const { signal } = options;
  const pageFetcher = createPageFetcher(deps.config);
  const fetchPage = (url: string) => abortable(() => pageFetcher(url), signal);
  const siteFileReader = createSiteFileReader(deps.config, deps.log);
  const readSiteFile: typeof siteFileReader = (url, kind) =>
    abortable(() => siteFileReader(url, kind), signal);
  const notes: string[] = [];

  const start = startPageOf(websiteUrl);
  // The sitemap is read while the home page loads; it never fails, only comes back empty.
  const sitemapRead = readSiteFile(new URL('/robots.txt', start).href, 'robots')
    .then((robotsTxt) => readSitemaps(new URL(start.origin), robotsTxt, readSiteFile))
    .catch((error: unknown) => {
      deps.log.warn({ err: error }, 'website scrape: sitemaps could not be read');
      return { pages: [], sitemapsRead: 0 };
    });
  const fetchedHome = await fetchPage(start.href);
  const homeUrl = new URL(fetchedHome.url);
  const site = [start, homeUrl];
  const home: ReadPage = await readFetchedPage(fetchedHome, maxContentChars);
  // Each page is summarised as soon as it is read: the home page's summary is written while the
  // other pages are chosen and read, theirs while the linked reports are read.
  const summaries = new PageSummaries(model, deps.log, signal);
  const homeSummary = home.text ? summaries.of([home]) : Promise.resolve([]);
  const sitemap = await sitemapRead;
  const sitemapPages = sitemap.pages.flatMap((url) => sameSitePage(url, homeUrl, site) ?? []);
  const alreadyRead = new Set([normalizePageUrl(start), home.url]);
  const candidates = mergeCandidates(
    homePageLinks(load(fetchedHome.html), homeUrl, site),
    sitemapPages,
    alreadyRead,
  );

  const slots = maxPages - (home.text ? 1 : 0);
  // Each stage below turns its failures into notes and fallbacks; an abort is not one, so it is
  // checked between them.
  signal?.throwIfAborted();
  const selection = await selectPages({
    model,
    website: home.url,
    candidates,
    slots,
    log: deps.log,
    notes,
    signal,
  });
  signal?.throwIfAborted();
  // A report published as a web page is read as far as a linked PDF's first part, not cut like a page.
  const htmlReports = new Set(
    candidates.filter((link) => namesAReport(new URL(link.url), link.text)).map((link) => link.url),
  );
  const read = await readPagesInOrder([...selection.chosen, ...selection.backups], selection.chosen.length, {
    fetchPage,
    maxContentChars: (url) =>
      htmlReports.has(url) ? WEBSITE_SCRAPE_DEFAULTS.reportPageChars : maxContentChars,
    concurrency: WEBSITE_SCRAPE_DEFAULTS.concurrency,
    alreadyRead,
  });
  signal?.throwIfAborted();
  const triedOnce = new Set(read.skipped.map(({ url }) => url));
  // One link further: the sections' own sub-pages, which the home page's menu does not reach.
  const subPages = await readSubPages(read.pages, {
    site,
    known: new Set([...candidates.map((link) => link.url), ...alreadyRead]),
    // A model's choice, or a page limit the caller set, is kept as it is.
    unread:
      selection.byModel || options.maxPages !== undefined
        ? []
        : candidates.filter((link) => !alreadyRead.has(link.url) && !triedOnce.has(link.url)),
    slots: WEBSITE_SCRAPE_DEFAULTS.maxSubPages,
    read: (urls, wanted, isReport) =>
      readPagesInOrder(urls, wanted, {
        fetchPage,
        maxContentChars: (url) => (isReport(url) ? WEBSITE_SCRAPE_DEFAULTS.reportPageChars : maxContentChars),
        concurrency: WEBSITE_SCRAPE_DEFAULTS.concurrency,
        alreadyRead,
      }),
  });
  read.pages.push(...subPages.pages);
  read.skipped.push(...subPages.skipped);
  for (const { url, reason } of read.skipped) {
    deps.log.warn({ url, reason }, 'website scrape: page skipped');
  }
  if (read.skipped.length > 0) {
    notes.push(`Skipped ${read.skipped.map(({ url, reason }) => `${url} (${reason})`).join('; ')}.`);
  }

  signal?.throwIfAborted();
  const pages = home.text ? [home, ...read.pages] : read.pages;
  const otherSummaries = summaries.of(read.pages);
  const reportLinks = chooseReportLinks(
    [home, ...read.pages].flatMap((page) => page.reportLinks),
    home.document.language ?? undefined,
  ).filter((link) => !alreadyRead.has(link.url));
  const reports = await readLinkedReports(reportLinks, {
    fetchOptions: fetchOptions(deps.config),
    isOwnSite: (url) => isOnSite(url, site),
    signal,
  });
  for (const note of reports.notes) deps.log.info({ note }, 'website scrape: linked report');
  const now = options.now?.() ?? new Date();
  const readingOf = (summaryTexts: readonly string[], pending: string[] = []) =>
    websiteReading(
      {
        home,
        pages,
        read,
        candidates: candidates.length,
        sitemapsRead: sitemap.sitemapsRead,
        reportLinks: reportLinks.length,
        reports,
        now,
        notes: [...notes, ...pending],
        model: model && (selection.byModel || summaries.byModel > 0) ? model : undefined,
      },
      summaryTexts,
    );
  signal?.throwIfAborted();
  // Everything the steps that read the website read is here: they may start while the summaries,
  // asked for as the pages came in, are finished. Until then a page's summary is its own sentences.
  if (options.onDocumentsRead && model) {
    await options.onDocumentsRead(
      readingOf(
        pages.map((page) => extractiveSummary(page)),
        [SUMMARIES_PENDING],
      ),
    );
  }
  const summaryTexts = [...(await homeSummary), ...(await otherSummaries)];
  summaries.noteFailures(notes);
  signal?.throwIfAborted();
  return readingOf(summaryTexts);
}

/** The note of a website context handed to its readers before the model's page summaries are in. */
export const SUMMARIES_PENDING =
  "The pages' summaries are being written by the language model; until then each is the page's own sentences.";

/**
 * readCompanyWebsite, then the result stored as the client's new WebsiteContext version. A site with
 * nothing readable still stores its (empty) section: it says what was checked, and counts as present.
 */
export async function scrapeCompanyWebsite(
  deps: WebsiteScrapeDeps & { db: Database },
  websiteUrl: string,
  options: WebsiteScrapeOptions & { clientId: number },
): Promise<WebsiteReading & { version: number }> {
  const fresh = await readCompanyWebsite(deps, websiteUrl, options);
  const previous = (await latestSections(deps.db, [options.clientId])).get(options.clientId)?.WebsiteContext;
  // Like the assessment's step: the documents uploaded for the client stay, and the logo is looked for.
  const reading = withUploadedDocuments({ key: 'WebsiteContext', ...fresh }, previous);
  await refreshClientLogo(
    { db: deps.db, fetchOptions: fetchOptions(deps.config) },
    { id: options.clientId, websiteUrl },
  );
  const client = await findClientById(deps.db, options.clientId);
  // As the assessment's step does: the facts the pages state fill the record's empty fields.
  const facts = client
    ? recordFactsFromWebsite({
        client,
        website: reading.data,
        documents: fresh.documents,
        today: dayOf(options),
      })
    : [];
  const version = await deps.db.transaction(async (tx) => {
    await replaceClientDocuments(tx, options.clientId, 'website', fresh.documents);
    await fillRecordFromWebsite(tx, options.clientId, facts);
    return saveSection(tx, options.clientId, 'WebsiteContext', reading.data, reading.provenance);
  });
  deps.log.info(
    { clientId: options.clientId, pages: reading.data.pages.length, version },
    'website scrape: WebsiteContext stored',
  );
  return { data: reading.data, provenance: reading.provenance, documents: fresh.documents, version };
}

const dayOf = (options: WebsiteScrapeOptions) => (options.now?.() ?? new Date()).toISOString().slice(0, 10);

/** The address to start from: the website as the client record has it, path kept ('acme.com/en'). */
function startPageOf(websiteUrl: string): URL {
  homePageOf(websiteUrl); // Throws a 400 with a clear message for anything that is not a website.
  const url = new URL(websiteUrlOf(websiteUrl.trim()));
  url.hash = '';
  return url;
}

interface Selection {
  chosen: string[];
  /** Relevant pages not chosen, in rank order: they stand in for chosen pages that fail to load. */
  backups: string[];
  byModel: boolean;
}

async function selectPages(input: {
  model: ConfiguredModel | undefined;
  website: string;
  candidates: CandidateLink[];
  slots: number;
  log: ScrapeLog;
  notes: string[];
  signal: AbortSignal | undefined;
}): Promise<Selection> {
  const ranked = rankCandidates(input.candidates);
  const relevant = ranked.filter(({ score }) => score > 0).map(({ link }) => link.url);
  const heuristic = (): Selection => ({
    chosen: relevant.slice(0, input.slots),
    backups: relevant.slice(input.slots),
    byModel: false,
  });
  if (!input.model || input.slots <= 0 || ranked.length === 0) return heuristic();
  try {
    const chosen = await choosePagesWithModel(input.model, {
      website: input.website,
      candidates: ranked.slice(0, MAX_CANDIDATES_FOR_MODEL).map(({ link }) => link),
      maxPages: input.slots,
      signal: input.signal,
    });
    return { chosen, backups: relevant.filter((url) => !chosen.includes(url)), byModel: true };
  } catch (error) {
    input.log.warn({ err: error }, 'website scrape: the model could not choose pages; choosing by address');
    input.notes.push(
      `The language model could not choose the pages (${messageOf(error)}); they were chosen by their addresses and link texts.`,
    );
    return heuristic();
  }
}

/**
 * The model's summary of each page when configured; the page's own sentences otherwise or on failure.
 * Summaries are asked for in batches as pages come in; the failures are noted once, at the end.
 */
class PageSummaries {
  byModel = 0;
  readonly #failures: string[] = [];

  constructor(
    private readonly model: ConfiguredModel | undefined,
    private readonly log: ScrapeLog,
    private readonly signal: AbortSignal | undefined,
  ) {}

  /** Never rejects: a page the model cannot summarise gets its own sentences. */
  of(pages: readonly ReadPage[]): Promise<string[]> {
    const { model } = this;
    if (!model) return Promise.resolve(pages.map((page) => extractiveSummary(page)));
    return mapLimited(pages, WEBSITE_SCRAPE_DEFAULTS.summaryConcurrency, async (page) => {
      try {
        const summary = await summariseWithModel(model, page, this.signal);
        this.byModel += 1;
        return summary;
      } catch (error) {
        this.log.warn({ err: error, url: page.url }, 'website scrape: model summary failed; using extract');
        this.#failures.push(messageOf(error));
        return extractiveSummary(page);
      }
    });
  }

  noteFailures(notes: string[]): void {
    const failures = this.#failures;
    if (failures.length === 0) return;
    notes.push(
      `The language model could not summarise ${failures.length} page(s) (${failures[0]}); their summaries are the pages' own sentences.`,
    );
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/** An error in a note: its start says what went wrong; a validation error's full list of options does not. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}
