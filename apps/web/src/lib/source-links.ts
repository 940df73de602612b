/**
 * How a source address is shown as a link's text (spec 02 §5, 'Source link display shortening'). The
 * link itself always goes to the full address.
 */

const ellipsis = (text: string, length: number) => `${text.slice(0, length)}...`;

/** Policies: under 40 characters kept; else host plus the first 15 characters of the path. */
export function policySourceLabel(url: string): string {
  if (url.length < 40) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname.slice(0, 15)}`;
  } catch {
    return ellipsis(url, 37);
  }
}

/** Codes and metrics: host without www, plus the first path segment cut at 15 characters. */
export function codeSourceLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.host.replace(/^www\./i, '');
    const segment = parsed.pathname.split('/').find(Boolean);
    return segment ? `${host}/${segment.slice(0, 15)}` : host;
  } catch {
    return url.length > 30 ? ellipsis(url, 30) : url;
  }
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

/**
 * Spec 02 §5: markdown links may point only to http, https, irc, ircs, mailto and xmpp; any other
 * target (javascript:, data:, …) is emptied. Relative links stay, as they cannot change protocol.
 */
export function safeLinkTarget(href: string | null | undefined): string {
  if (!href) return '';
  const trimmed = href.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!scheme) return trimmed;
  return SAFE_PROTOCOLS.has(`${scheme[1]!.toLowerCase()}:`) ? trimmed : '';
}

/** Whether an address opens in a new tab (spec 02: http links open in a new tab). */
export const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** A locator as words: the PDF page and the headings above the quote. */
export function locatorLabel(locator: unknown): string | null {
  if (typeof locator === 'string') return locator.trim() || null;
  if (typeof locator !== 'object' || locator === null) return null;
  const { page, headingPath } = locator as { page?: unknown; headingPath?: unknown };
  const parts = [
    typeof page === 'number' ? `page ${page}` : '',
    ...(Array.isArray(headingPath)
      ? headingPath.filter((item): item is string => typeof item === 'string')
      : []),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
