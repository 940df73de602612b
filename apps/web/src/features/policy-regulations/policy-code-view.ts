import type { SectionData } from '@impact/contracts';
import { formatDay } from '../../lib/format-date';

export type UpcomingPolicies = SectionData<'UpcomingPolicies'>;
export type VoluntaryCodes = SectionData<'VoluntaryCodesAdopted'>;
type Relevance = UpcomingPolicies['policies'][number]['relevance'];
type CodeStatus = VoluntaryCodes['codes'][number]['status'];
type CodeCategory = VoluntaryCodes['codes'][number]['category'];

/** Spec 02 §2: relevance reads 'High Relevance', 'Medium Relevance' or 'Low Relevance'. */
export function relevanceLabel(relevance: string): string {
  return `${relevance} Relevance`;
}

const RELEVANCE_CLASSES: Record<Relevance, string> = {
  High: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  Medium:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  Low: 'border-border bg-muted text-foreground',
};

export function relevanceChipClasses(relevance: string): string {
  return RELEVANCE_CLASSES[relevance as Relevance] ?? RELEVANCE_CLASSES.Low;
}

const HELD =
  'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200';
/** Every way of holding a code reads green; only the words differ (see CODE_STATUSES). */
const CODE_STATUS_CLASSES: Record<CodeStatus, string> = {
  Certified: HELD,
  Member: HELD,
  Participant: HELD,
  Rated: HELD,
  Validated: HELD,
  'In process':
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
};

export function codeStatusChipClasses(status: string): string {
  return CODE_STATUS_CLASSES[status as CodeStatus] ?? 'border-border bg-muted text-foreground';
}

const CATEGORY_CLASSES: Record<CodeCategory, string> = {
  Environmental: 'bg-primary/10 text-primary',
  Social: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  Governance: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
};

export function categoryChipClasses(category: string): string {
  return CATEGORY_CLASSES[category as CodeCategory] ?? 'bg-muted text-foreground';
}

/**
 * 'Valid until Sep 30, 2026' (spec 02 §2, en-US short format); 'Valid until Mar 2027' or 'Valid until
 * 2027' when the source states only the month or the year; null when the code states no date.
 */
export function validUntilLabel(validUntil: string | null | undefined): string | null {
  if (validUntil && /^\d{4}$/.test(validUntil)) return `Valid until ${validUntil}`;
  const month = validUntil && /^(\d{4})-(\d{2})$/.exec(validUntil);
  if (month) {
    const name = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    return `Valid until ${name} ${month[1]}`;
  }
  const day = formatDay(validUntil);
  return day ? `Valid until ${day}` : null;
}

/** What a policies or codes card shows: its summary, its items, or (for an Admin) an empty note. */
export interface ListSectionView<T> {
  visible: boolean;
  summary: string | null;
  items: T[];
}

/**
 * Upcoming Impactful Policies (spec 02 §2): hidden when there are no policies, except that an Admin
 * still sees the card, to refresh it.
 */
export function policiesSectionView(
  data: UpcomingPolicies | undefined,
  isAdmin: boolean,
): ListSectionView<UpcomingPolicies['policies'][number]> {
  const items = data?.policies ?? [];
  const summary = data?.summary?.trim() || null;
  return { visible: items.length > 0 || isAdmin, summary, items };
}

/**
 * Voluntary Codes Adopted (spec 02 §2): hidden when there are no codes, except that an Admin still sees
 * the card, and that a summary saying why nothing was found (e.g. 'Not researched: …', or which pages
 * were checked) is shown to everyone: an honest 'none found' is a finding, not an absence.
 */
export function codesSectionView(
  data: VoluntaryCodes | undefined,
  isAdmin: boolean,
): ListSectionView<VoluntaryCodes['codes'][number]> {
  const items = data?.codes ?? [];
  const summary = data?.summary?.trim() || null;
  return { visible: items.length > 0 || summary !== null || isAdmin, summary, items };
}
