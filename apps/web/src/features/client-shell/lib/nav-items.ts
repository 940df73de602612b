import { clientPath } from '../../../lib/client-path';

/**
 * The sidebar's PROJECT navigation (spec 02 §2): each item is a sub-path of the client's pages. The VSME
 * report is the organization's own work on its client, so visitors browsing a sample do not see it.
 */
export const PROJECT_NAV_ITEMS = [
  { id: 'overview', label: 'Overview', segment: '', signedInOnly: false },
  { id: 'profile', label: 'Company Profile', segment: 'profile', signedInOnly: false },
  { id: 'strategy', label: 'Impact Strategy', segment: 'strategy', signedInOnly: false },
  { id: 'initiatives', label: 'Initiatives', segment: 'initiatives', signedInOnly: false },
  { id: 'regulations', label: 'Policy & Regulations', segment: 'regulations', signedInOnly: false },
  { id: 'communication', label: 'Communication', segment: 'communication', signedInOnly: false },
  { id: 'vsme', label: 'VSME Report', segment: 'vsme', signedInOnly: true },
] as const;

export type ProjectNavId = (typeof PROJECT_NAV_ITEMS)[number]['id'];

/** Where an item goes for this client: /client/{encoded name}[/segment]. */
export function projectNavPath(clientName: string, segment: string): string {
  const base = clientPath(clientName);
  return segment ? `${base}/${segment}` : base;
}

/**
 * The item the current address belongs to, read from the part after /client/{name}. The name itself is
 * not compared: the address may spell it in another letter case or encoding than the client's Name.
 * A deeper page highlights nothing, except one VSME report, which belongs to 'VSME Report'.
 */
export function activeNavItem(pathname: string): ProjectNavId | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'client' || parts.length < 2) return null;
  const segment = (parts[2] ?? '').toLowerCase();
  if (parts.length > 3) return segment === 'vsme' && parts.length === 4 ? 'vsme' : null;
  return PROJECT_NAV_ITEMS.find((item) => item.segment === segment)?.id ?? null;
}
