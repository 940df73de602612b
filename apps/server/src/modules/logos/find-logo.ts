import { IMAGE_CONTENT_TYPES, safeFetch, type SafeFetchOptions } from '@impact/engine';

export interface FoundLogo {
  contentType: string;
  image: Buffer;
  sourceUrl: string;
}

const MAX_LOGO_BYTES = 512 * 1024;
/** For all of a page's logo candidates together. */
const LOGO_BUDGET_MS = 6_000;
/** Types we serve; anything else (or a type the bytes contradict) is not a logo we pass on. */
const SERVABLE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/**
 * Candidate logo URLs on a home page, best first: touch icons, sized icons, og:image, favicon. The HTML
 * parser loads on first use: an idle server never looks for a logo (docs/decisions/010-embedded-memory.md).
 */
export async function logoCandidates(html: string, pageUrl: string): Promise<string[]> {
  const { load } = await import('cheerio');
  const $ = load(html);
  const ranked: { url: string; rank: number }[] = [];
  const add = (href: string | undefined, rank: number) => {
    if (!href) return;
    try {
      ranked.push({ url: new URL(href, pageUrl).toString(), rank });
    } catch {
      // Unparseable href: skip.
    }
  };
  $('link[rel]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase();
    const size = Number(/(\d+)x\d+/.exec($(element).attr('sizes') ?? '')?.[1] ?? 0);
    if (rel.includes('apple-touch-icon')) add($(element).attr('href'), 1000 + size);
    else if (rel.split(/\s+/).includes('icon')) add($(element).attr('href'), 500 + size);
  });
  add($('meta[property="og:image"]').attr('content'), 100);
  add('/favicon.ico', 10);
  return [...new Map(ranked.toSorted((a, b) => b.rank - a.rank).map((c) => [c.url, c])).keys()];
}

/** Whether the first bytes match the declared image type (no HTML or script posing as an image). */
function bytesMatch(contentType: string, image: Buffer): boolean {
  const head = image.subarray(0, 16);
  switch (contentType) {
    case 'image/png':
      return head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/jpeg':
      return head[0] === 0xff && head[1] === 0xd8;
    case 'image/gif':
      return head.subarray(0, 4).toString('latin1') === 'GIF8';
    case 'image/webp':
      return (
        head.subarray(0, 4).toString('latin1') === 'RIFF' &&
        head.subarray(8, 12).toString('latin1') === 'WEBP'
      );
    case 'image/svg+xml':
      return /<svg[\s>]/i.test(image.subarray(0, 2048).toString('utf8'));
    default:
      return head[0] === 0 && head[1] === 0 && head[2] === 1; // ICO
  }
}

/** Finds the company's logo on its website; undefined when none can be read. */
export async function findLogo(
  websiteUrl: string,
  options: SafeFetchOptions,
): Promise<FoundLogo | undefined> {
  const home = await safeFetch(websiteUrl, options);
  if (home.status >= 400) return undefined;
  return findLogoOnPage({ url: home.url, html: home.text() }, options);
}

/**
 * The logo a home page already read points to (its icons, og:image, /favicon.ico), best first. The
 * candidates share one time budget: a company look-up waits for its logo, and a slow icon must not
 * hold it up for long.
 */
export async function findLogoOnPage(
  home: { url: string; html: string },
  options: SafeFetchOptions,
  budgetMs = LOGO_BUDGET_MS,
): Promise<FoundLogo | undefined> {
  const deadline = Date.now() + budgetMs;
  for (const candidate of (await logoCandidates(home.html, home.url)).slice(0, 4)) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      const response = await safeFetch(candidate, {
        ...options,
        contentTypes: IMAGE_CONTENT_TYPES,
        maxBytes: MAX_LOGO_BYTES,
        totalTimeoutMs: left,
        connectTimeoutMs: Math.min(left, options.connectTimeoutMs ?? 5_000),
      });
      const contentType =
        response.contentType === 'image/vnd.microsoft.icon' ? 'image/x-icon' : response.contentType;
      if (response.status === 200 && SERVABLE.has(contentType) && bytesMatch(contentType, response.body)) {
        return { contentType, image: response.body, sourceUrl: response.url };
      }
    } catch {
      // This candidate is unreadable; try the next.
    }
  }
  return undefined;
}
