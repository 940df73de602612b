/**
 * The text of a reference button: the address's host without 'www.' ('https://www.edie.net/x' →
 * 'edie.net'). Something that is not a web address is shown cut to 30 characters.
 */
export function referenceDomain(url: string): string {
  const text = url.trim();
  try {
    const parsed = new URL(text);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      return parsed.hostname.replace(/^www\./i, '');
    }
  } catch {
    // Not an absolute address: fall through to the cut text.
  }
  return text.length > 30 ? `${text.slice(0, 30)}...` : text;
}

/** Only http(s) references become links (opened in a new tab); anything else stays text. */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
