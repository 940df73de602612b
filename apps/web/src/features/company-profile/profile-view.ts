import type { SectionData } from '@impact/contracts';
import { codeSourceLabel, isWebLink } from '../../lib/source-links';

/** Shown for an empty value (spec 02 §2: the business model's boxes show a dash when empty). */
export const DASH = '—';

/**
 * What the location step stores when no source names the head office (the server's
 * HEADQUARTERS_NOT_STATED). The page then falls back to the client's own Headquarters.
 */
export const HEADQUARTERS_NOT_STATED = 'Not stated in the sources read.';

const clean = (text: string | null | undefined) => (text ?? '').trim();

/** 'patagonia.com' for 'https://www.patagonia.com/'. */
export const websiteLabel = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/$/, '');

export const orDash = (text: string | null | undefined) => clean(text) || DASH;

export interface HeadquartersView {
  text: string;
  /** True when the text is the client's profile field, not the section's finding. */
  fromProfile: boolean;
}

export interface LocationView {
  headquarters: HeadquartersView | null;
  retailPresence: string | null;
}

/**
 * Spec 02 §2 'Location & Geographic Presence': headquarters and retail presence; the headquarters falls
 * back to the client's Headquarters (also when the section says no source stated it); null (the section
 * is hidden) when both are empty. 'Not stated…' is kept only when there is no fallback and something
 * else to show.
 */
export function locationView(
  data: Pick<SectionData<'LocationPresence'>, 'headquarters' | 'retail_presence'> | undefined,
  clientHeadquarters: string | null | undefined,
): LocationView | null {
  const found = clean(data?.headquarters);
  const stated = found !== '' && found !== HEADQUARTERS_NOT_STATED;
  const profile = clean(clientHeadquarters);
  const retailPresence = clean(data?.retail_presence) || null;
  let headquarters: HeadquartersView | null = null;
  if (stated) headquarters = { text: found, fromProfile: false };
  else if (profile) headquarters = { text: profile, fromProfile: true };
  if (!headquarters && !retailPresence) return null;
  if (!headquarters && found) headquarters = { text: found, fromProfile: false };
  return { headquarters, retailPresence };
}

export interface MemberLink {
  url: string;
  label: string;
}

/** A stakeholder's own addresses (url, then urls), once each; only http(s) ones become links. */
export function memberLinks(member: { url?: string; urls?: string[] }): MemberLink[] {
  const seen = new Set<string>();
  const links: MemberLink[] = [];
  for (const raw of [member.url, ...(member.urls ?? [])]) {
    const url = clean(raw);
    if (!url || !isWebLink(url) || seen.has(url)) continue;
    seen.add(url);
    links.push({ url, label: codeSourceLabel(url) });
  }
  return links;
}

type StakeholderGroup = SectionData<'Stakeholders'>[number];

/**
 * Spec 02 §2 'Key Stakeholders': members grouped by type. The step already groups them; groups whose
 * type differs only in case or spacing are merged (first spelling wins), and groups without members
 * are left out.
 */
export function stakeholderGroups(groups: readonly StakeholderGroup[] | undefined): StakeholderGroup[] {
  const byType = new Map<string, StakeholderGroup>();
  for (const group of groups ?? []) {
    const type = clean(group.type) || 'Other';
    const key = type.replace(/\s+/g, ' ').toLowerCase();
    const current = byType.get(key);
    if (!current) {
      byType.set(key, { type, members: [...group.members], sources: [...group.sources] });
      continue;
    }
    current.members.push(...group.members);
    const known = new Set(current.sources.map((source) => source.url));
    current.sources.push(...group.sources.filter((source) => !known.has(source.url)));
  }
  return [...byType.values()].filter((group) => group.members.length > 0);
}

export interface ProfileFact {
  label: string;
  value: string;
  /** The figure the company states where the profile keeps a size bucket ('Stated: 1,240 employees'). */
  stated?: string;
}

/** 'Stated: 1,240 employees' under a bucket, only where the bucket is shown. */
const statedUnder = (bucket: string | null, stated: string | undefined) =>
  bucket?.trim() && stated?.trim() ? { stated: `Stated: ${stated.trim()}` } : {};

/** The header card's facts, a dash for each one the profile lacks. */
export function profileFacts(client: {
  FoundedYear: number | null;
  Headquarters: string | null;
  Industry: string | null;
  employees: string | null;
  revenue: string | null;
  employeesStated?: string;
  revenueStated?: string;
}): ProfileFact[] {
  return [
    { label: 'Founded', value: client.FoundedYear ? String(client.FoundedYear) : DASH },
    { label: 'Headquarters', value: orDash(client.Headquarters) },
    { label: 'Industry', value: orDash(client.Industry) },
    {
      label: 'Employees',
      value: orDash(client.employees),
      ...statedUnder(client.employees, client.employeesStated),
    },
    { label: 'Revenue', value: orDash(client.revenue), ...statedUnder(client.revenue, client.revenueStated) },
  ];
}

/** Why a generated section that exists holds nothing, in the user's words (provenance.outcome). */
export function emptySectionText(outcome: string | undefined, what: string): string {
  return outcome === 'not-researched'
    ? `Not researched yet: ${what} need the company's website or web research.`
    : `No ${what} were found in the sources checked.`;
}
