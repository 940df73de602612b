import type { CheerioAPI } from 'cheerio';

/** A page of the company's site that could be read, with the words that point to it. */
export interface CandidateLink {
  url: string;
  /** Anchor texts from the home page; empty for links known only from the sitemap. */
  text: string;
}

// Files and feeds the page reader cannot use, and pages that never say anything about the company.
const NOT_A_PAGE =
  /\.(pdf|jpe?g|png|gif|svg|webp|avif|ico|zip|gz|xml|json|css|js|mp[34]|mov|docx?|xlsx?|pptx?|txt|rss|atom)$/i;
const NEVER_USEFUL =
  /\/(log-?in|sign-?in|sign-?up|register|cart|basket|checkout|my-?account|account|privacy|cookies?|terms|legal|disclaimer|search|wp-admin|wp-json|wp-login|feed|tag|author|cdn-cgi)(\/|$|\.)/i;
/**
 * The legal notice, which names the registered office: read even under a '/legal/' folder. Matched on
 * an address or a link text as words ('/legal/imprint', 'Mentions légales' → 'mentions legales').
 */
export const IMPRINT =
  /impressum|imprint|legal notice|legal information|mentions legales|informations legales|note legali|aviso legal|colofon|wettelijke informatie/;

/** The host that identifies a site: 'www.acme.com:443' and 'acme.com:443' are the same company. */
function siteKey(url: URL): string {
  return url.host.toLowerCase().replace(/^www\./, '');
}

/** Whether an address is on the company's own site: one of its hosts, or a subdomain of one (cdn.acme.com). */
export function isOnSite(url: URL, site: readonly URL[]): boolean {
  const key = siteKey(url);
  return site.some((home) => {
    const own = siteKey(home);
    return (
      key === own ||
      (url.port === home.port && url.hostname.endsWith(`.${home.hostname.replace(/^www\./, '')}`))
    );
  });
}

/** One spelling per page: no fragment, no trailing slash, so sitemap and menu links meet. */
export function normalizePageUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  if (copy.pathname.length > 1) copy.pathname = copy.pathname.replace(/\/+$/, '');
  return copy.href;
}

/**
 * A link as a same-site page address, or undefined for other sites, other schemes, files and
 * pages with nothing to say (login, cart, legal).
 */
export function sameSitePage(href: string, base: URL, site: readonly URL[]): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!site.some((home) => siteKey(home) === siteKey(url))) return undefined;
  if (NOT_A_PAGE.test(url.pathname)) return undefined;
  if (NEVER_USEFUL.test(url.pathname) && !IMPRINT.test(url.pathname.toLowerCase().replace(/[^a-z]+/g, ' ')))
    return undefined;
  return normalizePageUrl(url);
}

/** The home page's links to other pages of the same site, with their anchor texts merged. */
export function homePageLinks($: CheerioAPI, pageUrl: URL, site: readonly URL[]): CandidateLink[] {
  const byUrl = new Map<string, Set<string>>();
  for (const anchor of $('a[href]').toArray()) {
    const url = sameSitePage($(anchor).attr('href')!, pageUrl, site);
    if (!url) continue;
    const texts = byUrl.get(url) ?? new Set<string>();
    const label = ($(anchor).text() || $(anchor).attr('title') || $(anchor).attr('aria-label') || '')
      .replace(/\s+/g, ' ')
      .trim();
    if (label) texts.add(label.slice(0, 120));
    byUrl.set(url, texts);
  }
  return [...byUrl].map(([url, texts]) => ({ url, text: [...texts].join(' / ') }));
}

/** Home-page links first (they carry words), then sitemap pages not linked from the home page. */
export function mergeCandidates(
  linked: CandidateLink[],
  fromSitemap: string[],
  exclude: ReadonlySet<string>,
): CandidateLink[] {
  const merged = new Map<string, CandidateLink>();
  for (const link of linked) if (!exclude.has(link.url)) merged.set(link.url, link);
  for (const url of fromSitemap) {
    if (!exclude.has(url) && !merged.has(url)) merged.set(url, { url, text: '' });
  }
  return [...merged.values()];
}
