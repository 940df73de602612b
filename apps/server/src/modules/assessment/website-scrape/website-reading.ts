import type { Provenance } from '@impact/contracts';
import type { ConfiguredModel } from '@impact/engine';
import type { LinkedReportsOutcome } from './linked-reports.js';
import { titleFromUrl } from './page-title.js';
import { reportPages } from './report-pages.js';
import type { WebsiteContext, WebsiteReading } from './scrape-website.js';
import type { PageReadOutcome, ReadPage } from './site-fetch.js';

/** What reading a company's site found, before it is put into the section. */
export interface SiteRead {
  home: ReadPage;
  /** The pages stored: the home page when it has text, then the linked pages read. */
  pages: readonly ReadPage[];
  read: PageReadOutcome;
  /** How many linked pages there were to choose from, sitemaps read and reports linked. */
  candidates: number;
  sitemapsRead: number;
  reportLinks: number;
  reports: LinkedReportsOutcome;
  now: Date;
  notes: readonly string[];
  /** The model, when it chose the pages or wrote a summary. */
  model: ConfiguredModel | undefined;
}

/** The section, its provenance and the structured documents of a site read, with a summary a page. */
export function websiteReading(site: SiteRead, summaryTexts: readonly string[]): WebsiteReading {
  const { home, pages, read, reports, now, model } = site;
  const readOn = now.toISOString().slice(0, 10);
  const data: WebsiteContext = {
    generatedAt: now.toISOString(),
    pages: [
      ...pages.map((page, index) => ({
        title: (page.title || titleFromUrl(page.url)).slice(0, 300),
        url: page.url,
        summary: summaryTexts[index]!,
        content: page.text,
      })),
      ...reports.reports.flatMap((report) => reportPages(report, readOn)),
    ].slice(0, 30),
    selectedLinks: read.pages.map((page) => page.url),
    ...(reports.notes.length > 0 ? { notes: reports.notes.slice(0, 50).map((note) => clip(note, 500)) } : {}),
  };
  const readReports = reports.reports.filter((report) => report.document.blocks.length > 0).length;
  const checked =
    `Read ${home.url}, ${site.sitemapsRead > 0 ? `${site.sitemapsRead} sitemap file(s)` : 'no sitemap (none found)'} ` +
    `and ${read.pages.length} of ${site.candidates} linked page(s)` +
    (site.reportLinks > 0 ? `, and ${readReports} of ${site.reportLinks} linked report(s).` : '.');
  const outcome =
    pages.length === 0
      ? `No readable text was found on the home page or the ${read.skipped.length} page(s) tried.`
      : '';
  const note = [checked, outcome, ...site.notes, ...reports.notes].filter(Boolean).join(' ').slice(0, 1000);
  const provenance: Provenance = model
    ? { method: 'llm', provider: model.provider, model: model.modelName, note }
    : { method: 'extraction', provider: 'website', note };
  return {
    data,
    provenance,
    documents: [...pages.map((page) => page.document), ...reports.reports.map((report) => report.document)],
  };
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
