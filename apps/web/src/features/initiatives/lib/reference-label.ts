/** The company whose initiatives are shown: its name and where its own website is. */
export interface ReferenceOwner {
  Name: string;
  Domain: string | null;
  WebsiteUrl: string | null;
}

const hostOf = (address: string | null): string | null => {
  const text = address?.trim();
  if (!text) return null;
  try {
    return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).hostname.replace(/^www\./i, '');
  } catch {
    return null;
  }
};

/** An address a reader cannot recognise a company by: an IP address or this machine. */
const isBareAddress = (host: string) =>
  host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');

/**
 * The text of a reference chip. A page of the company's own website is named by the company's domain,
 * or by its name when that domain is a bare address such as 127.0.0.1 (a site served from an IP).
 * Other pages keep their host ('edie.net').
 */
export function referenceLabel(host: string, owner: ReferenceOwner | undefined): string {
  if (!owner) return host;
  const ownHosts = [hostOf(owner.Domain), hostOf(owner.WebsiteUrl)].filter((own) => own !== null);
  if (!ownHosts.includes(host.replace(/^www\./i, ''))) return host;
  const named = ownHosts.find((own) => !isBareAddress(own));
  return named ?? owner.Name;
}
