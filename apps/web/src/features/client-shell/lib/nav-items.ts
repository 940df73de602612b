import { clientPath } from '../../../lib/client-path';

/** The sidebar's PROJECT navigation (spec 02 §2): each item is a sub-path of the client's pages. */
export const PROJECT_NAV_ITEMS = [
  { id: 'overview', label: 'Overview', segment: '' },
  { id: 'profile', label: 'Company Profile', segment: 'profile' },
  { id: 'strategy', label: 'Impact Strategy', segment: 'strategy' },
  { id: 'initiatives', label: 'Initiatives', segment: 'initiatives' },
  { id: 'regulations', label: 'Policy & Regulations', segment: 'regulations' },
  { id: 'communication', label: 'Communication', segment: 'communication' },
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
 * A deeper page (e.g. a report) highlights nothing.
 */
export function activeNavItem(pathname: string): ProjectNavId | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'client' || parts.length < 2) return null;
  if (parts.length > 3) return null;
  const segment = (parts[2] ?? '').toLowerCase();
  return PROJECT_NAV_ITEMS.find((item) => item.segment === segment)?.id ?? null;
}
