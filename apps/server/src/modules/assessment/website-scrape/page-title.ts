// Kept apart from page-text.ts, which loads the HTML parser: the evidence steps name documents by
// their address without loading it.

/** A title for a page without one: its address, readable. */
export function titleFromUrl(url: string): string {
  const { hostname, pathname } = new URL(url);
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return hostname;
  const words = decodeURIComponent(last)
    .replace(/\.[a-z]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : hostname;
}
