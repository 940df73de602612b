import { load } from 'cheerio';

/** Reads a text file of the site (robots.txt, a sitemap); undefined when there is none to read. */
export type FetchSiteFile = (url: string, kind: 'robots' | 'sitemap') => Promise<string | undefined>;

export interface SitemapLimits {
  /** Sitemap documents read in all (index files included): big sites split theirs in hundreds. */
  maxDocuments: number;
  /** Page addresses kept in all. */
  maxUrls: number;
  /** No new sitemap is asked for after this long: the home page's links do without. */
  maxMillis: number;
}

export const DEFAULT_SITEMAP_LIMITS: SitemapLimits = { maxDocuments: 8, maxUrls: 5000, maxMillis: 20_000 };

/** The `Sitemap:` lines of robots.txt (RFC 9309 leaves them to the sitemaps protocol). */
export function sitemapsInRobots(robotsTxt: string, base: URL): string[] {
  const found: string[] = [];
  for (const line of robotsTxt.split(/\r?\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match) continue;
    try {
      found.push(new URL(match[1]!, base).href);
    } catch {
      // A malformed line: robots.txt files are hand-written; skip it.
    }
  }
  return found;
}

interface ParsedSitemap {
  pages: string[];
  /** Child sitemaps of a sitemap index. */
  sitemaps: string[];
}

/** A sitemap (urlset), a sitemap index, or a plain-text sitemap (one address per line). */
export function parseSitemap(body: string): ParsedSitemap {
  if (!body.trimStart().startsWith('<')) {
    const pages = body
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => /^https?:\/\//i.test(line));
    return { pages, sitemaps: [] };
  }
  const $ = load(body, { xml: true });
  // Namespaced (<ns:loc>) and plain tags alike: match on the local name.
  const elements = $('*').toArray();
  const locs = (parent: string) =>
    elements
      .filter((element) => localName(element) === parent)
      .flatMap((element) =>
        $(element)
          .children()
          .toArray()
          .filter((child) => localName(child) === 'loc')
          .map((loc) => $(loc).text().trim()),
      )
      .filter(Boolean);
  return { pages: locs('url'), sitemaps: locs('sitemap') };
}

/** An element's tag without its namespace prefix; '' for text and other nodes. */
function localName(node: object): string {
  const tag = 'name' in node && typeof node.name === 'string' ? node.name : '';
  return tag.slice(tag.indexOf(':') + 1).toLowerCase();
}

/** Lower ranks first: child sitemaps most likely to list the company's own pages; posts and products last. */
const sitemapRank = (url: string) =>
  (/page|main/i.test(url) ? -1 : 0) +
  (/post|product|blog|news|tag|categor|author|image|video/i.test(url) ? 1 : 0);

/**
 * Every page address the site's sitemaps list: those named in robots.txt, else /sitemap.xml, following
 * index files breadth-first within the limits. A sitemap that cannot be read is left out: a site
 * without one still has the links of its home page.
 */
export async function readSitemaps(
  origin: URL,
  robotsTxt: string | undefined,
  fetchFile: FetchSiteFile,
  limits: SitemapLimits = DEFAULT_SITEMAP_LIMITS,
): Promise<{ pages: string[]; sitemapsRead: number }> {
  const declared = robotsTxt ? sitemapsInRobots(robotsTxt, origin) : [];
  const queue = declared.length > 0 ? declared : [new URL('/sitemap.xml', origin).href];
  const seen = new Set<string>(queue);
  const pages = new Set<string>();
  let sitemapsRead = 0;
  const deadline = Date.now() + limits.maxMillis;
  for (
    let documents = 0;
    queue.length > 0 && documents < limits.maxDocuments && Date.now() < deadline;
    documents++
  ) {
    const body = await fetchFile(queue.shift()!, 'sitemap');
    if (body === undefined) continue;
    sitemapsRead += 1;
    const parsed = parseSitemap(body);
    for (const page of parsed.pages) {
      if (pages.size >= limits.maxUrls) break;
      pages.add(page);
    }
    for (const child of parsed.sitemaps.toSorted((a, b) => sitemapRank(a) - sitemapRank(b))) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return { pages: [...pages], sitemapsRead };
}
