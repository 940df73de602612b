import { rankCandidates } from './page-relevance.js';
import { namesAReport } from './report-links.js';
import type { PageReadOutcome, ReadPage } from './site-fetch.js';
import { isOnSite, type CandidateLink } from './site-links.js';

/**
 * A sub-page is read only when its address or link text promises as much as an about, locations or
 * certificates page (`relevanceOf` 5): a section's own pages ('/sustainability/report-2025-26',
 * '/company/locations'), not its news items, job offers or contact forms.
 */
export const SUB_PAGE_MIN_SCORE = 5;

export interface SubPageDeps {
  /** Addresses already read or already ranked among the home page's links: not read again here. */
  known: ReadonlySet<string>;
  /**
   * The home page's own links that were ranked but not read (the chosen pages filled every slot):
   * ranked with the sub-pages, so a 'Find a branch' page that lost its slot to a news page is still read.
   * Only when the pages were chosen by their addresses within the default limit.
   */
  unread?: readonly CandidateLink[];
  site: readonly URL[];
  slots: number;
  /** Reads the addresses in order until `wanted` pages are in; a report page keeps a report's length. */
  read: (urls: string[], wanted: number, isReport: (url: string) => boolean) => Promise<PageReadOutcome>;
}

/**
 * The pages the pages read link to and the home page does not: the sub-navigation of a section, one
 * link further than the home page's menu, and the home page's links that found no slot. Ranked like the
 * home page's links; their texts merged.
 */
export async function readSubPages(pages: readonly ReadPage[], deps: SubPageDeps): Promise<PageReadOutcome> {
  const links = new Map<string, CandidateLink>();
  for (const link of pages.flatMap((page) => page.links)) {
    if (deps.known.has(link.url) || !isOnSite(new URL(link.url), deps.site)) continue;
    const seen = links.get(link.url);
    const text = [...new Set([seen?.text, link.text].filter(Boolean))].join(' / ');
    links.set(link.url, { url: link.url, text });
  }
  for (const link of deps.unread ?? []) if (!links.has(link.url)) links.set(link.url, link);
  const ranked = rankCandidates([...links.values()]).filter(({ score }) => score >= SUB_PAGE_MIN_SCORE);
  if (ranked.length === 0 || deps.slots <= 0) return { pages: [], skipped: [] };
  const reports = new Set(
    ranked.filter(({ link }) => namesAReport(new URL(link.url), link.text)).map(({ link }) => link.url),
  );
  return deps.read(
    ranked.map(({ link }) => link.url),
    deps.slots,
    (url) => reports.has(url),
  );
}
