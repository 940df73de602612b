/** The lower-case host of a website without its www., e.g. 'https://www.Acme.com/about' → 'acme.com'. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** A website as a full https URL, for input that may be a bare domain. */
export function websiteUrlOf(input: string): string {
  return /^https?:\/\//i.test(input) ? input : `https://${input}`;
}
