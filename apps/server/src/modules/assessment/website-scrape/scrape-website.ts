import type { Provenance, SectionData, StructuredDocument } from '@impact/contracts';
import type { ConfiguredModel, ModelProviderResolution } from '@impact/engine';
import { load } from 'cheerio';
import type { AppConfig } from '../../../config.js';
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
import { mapLimited } from './map-limited.js';
import { choosePagesWithModel, MAX_CANDIDATES_FOR_MODEL, summariseWithModel } from './model-reading.js';
import { rankCandidates } from './page-relevance.js';
import { readPageText, titleFromUrl } from './page-text.js';
import {
  createSiteFileReader,
  readPagesInOrder,
  readStructuredPage,
  type ReadPage,
  type ScrapeLog,
} from './site-fetch.js';
import {
  homePageLinks,
  mergeCandidates,
  normalizePageUrl,
  sameSitePage,
  type CandidateLink,
} from './site-links.js';
import { readSitemaps } from './sitemap.js';

export type WebsiteContext = SectionData<'WebsiteContext'>;

export const WEBSITE_SCRAPE_DEFAULTS = {
  /** Pages stored, the home page included. */
  maxPages: 8,
  /** Text kept per page: enough for the steps that read it, small enough for their prompts. */
  maxContentChars: 6000,
  /** Pages read (and summarised) at the same time. */
  concurrency: 4,
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
  const homeAddress = normalizePageUrl(homeUrl);
  const home: ReadPage = {
    ...readPageText(fetchedHome.html, maxContentChars),
    url: homeAddress,
    document: await readStructuredPage({ url: homeAddress, html: fetchedHome.html }),
  };
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
  const read = await readPagesInOrder([...selection.chosen, ...selection.backups], selection.chosen.length, {
    fetchPage,
    maxContentChars,
    concurrency: WEBSITE_SCRAPE_DEFAULTS.concurrency,
    alreadyRead,
  });
  for (const { url, reason } of read.skipped) {
    deps.log.warn({ url, reason }, 'website scrape: page skipped');
  }
  if (read.skipped.length > 0) {
    notes.push(`Skipped ${read.skipped.map(({ url, reason }) => `${url} (${reason})`).join('; ')}.`);
  }

  signal?.throwIfAborted();
  const pages = home.text ? [home, ...read.pages] : read.pages;
  const summaries = await summarise(pages, { model, log: deps.log, notes, signal });
  signal?.throwIfAborted();
  const data: WebsiteContext = {
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    pages: pages.map((page, index) => ({
      title: (page.title || titleFromUrl(page.url)).slice(0, 300),
      url: page.url,
      summary: summaries.texts[index]!,
      content: page.text,
    })),
    selectedLinks: read.pages.map((page) => page.url),
  };
  const checked =
    `Read ${home.url}, ${sitemap.sitemapsRead > 0 ? `${sitemap.sitemapsRead} sitemap file(s)` : 'no sitemap (none found)'} ` +
    `and ${read.pages.length} of ${candidates.length} linked page(s).`;
  const outcome =
    pages.length === 0
      ? `No readable text was found on the home page or the ${read.skipped.length} page(s) tried.`
      : '';
  const note = [checked, outcome, ...notes].filter(Boolean).join(' ').slice(0, 1000);
  const usedModel = model && (selection.byModel || summaries.byModel > 0);
  const provenance: Provenance = usedModel
    ? { method: 'llm', provider: model.provider, model: model.modelName, note }
    : { method: 'extraction', provider: 'website', note };
  return { data, provenance, documents: pages.map((page) => page.document) };
}

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
  const version = await deps.db.transaction(async (tx) => {
    await replaceClientDocuments(tx, options.clientId, 'website', fresh.documents);
    return saveSection(tx, options.clientId, 'WebsiteContext', reading.data, reading.provenance);
  });
  deps.log.info(
    { clientId: options.clientId, pages: reading.data.pages.length, version },
    'website scrape: WebsiteContext stored',
  );
  return { data: reading.data, provenance: reading.provenance, documents: fresh.documents, version };
}

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

/** The model's summary of each page when configured; the page's own sentences otherwise or on failure. */
async function summarise(
  pages: ReadPage[],
  input: {
    model: ConfiguredModel | undefined;
    log: ScrapeLog;
    notes: string[];
    signal: AbortSignal | undefined;
  },
): Promise<{ texts: string[]; byModel: number }> {
  const { model } = input;
  if (!model) return { texts: pages.map((page) => extractiveSummary(page)), byModel: 0 };
  let byModel = 0;
  const failures: string[] = [];
  const texts = await mapLimited(pages, WEBSITE_SCRAPE_DEFAULTS.concurrency, async (page) => {
    try {
      const summary = await summariseWithModel(model, page, input.signal);
      byModel += 1;
      return summary;
    } catch (error) {
      input.log.warn({ err: error, url: page.url }, 'website scrape: model summary failed; using extract');
      failures.push(messageOf(error));
      return extractiveSummary(page);
    }
  });
  if (failures.length > 0) {
    input.notes.push(
      `The language model could not summarise ${failures.length} page(s) (${failures[0]}); their summaries are the pages' own sentences.`,
    );
  }
  return { texts, byModel };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/** An error in a note: its start says what went wrong; a validation error's full list of options does not. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 200 ? `${message.slice(0, 199)}…` : message;
}
