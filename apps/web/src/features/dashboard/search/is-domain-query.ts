/**
 * A search text is a website when its ending is a public suffix (the Public Suffix List, ICANN part,
 * through tldts) after a registrable name: 'acme.pl', 'acme.com.au', 'shop.acme.fr/about'. Spec 01 §5's
 * endings (com, net, org, io, co, ai, app, dev, gov, edu) are all on that list; its list alone made
 * every country's websites look like company names. Text that starts with www. or http(s):// is a
 * website too (spec 01 §5). A text with a space is a name: 'Nestlé S.A.', 'Acme Co.'; so is 'S.A.'
 * alone, whose 'a' is no public suffix. A website makes the web search read the site itself
 * (type=domain) instead of looking the text up as a company name.
 *
 * The list is about 200 KB of code: it loads when a search is first submitted, not with the dashboard,
 * whose first paint and main thread it would otherwise hold up.
 */
const WEBSITE_START = /^(www\.|https?:\/\/)/i;

export async function isDomainQuery(text: string): Promise<boolean> {
  const query = text.trim();
  if (WEBSITE_START.test(query)) return true;
  if (!query || /\s/.test(query)) return false;
  const { parse } = await import('tldts');
  const parsed = parse(query);
  return parsed.isIcann === true && parsed.domain !== null;
}

/** The lower-case host of a website without www. ('https://www.Acme.com/about' → 'acme.com'), or null. */
export function domainOf(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
