/**
 * Spec 01 §5: a search text is a domain when it contains one of these endings after a dot, followed by
 * the end or a slash, or when it starts with www. or http(s)://. A domain makes the web search read
 * the site itself (type=domain) instead of looking the text up as a company name.
 */
const DOMAIN_ENDING = /\.(com|net|org|io|co|ai|app|dev|gov|edu)(\/|$)/i;
const DOMAIN_START = /^(www\.|https?:\/\/)/i;

export function isDomainQuery(text: string): boolean {
  const query = text.trim();
  return DOMAIN_ENDING.test(query) || DOMAIN_START.test(query);
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
