import {
  INITIATIVE_CATEGORIES,
  normalizeInitiativeStatus,
  type Initiative,
  type InitiativeCategory,
  type InitiativeReference,
  type InitiativeStatus,
  type Source,
} from '@impact/contracts';
import { isHttpUrl, referenceDomain } from './reference-domain';

/** Spec 02 §3 sourceMetadata: how a generated initiative was found (absent on older or manual ones). */
export interface InitiativeSourceMetadata {
  type?: string;
  retrievedDate?: string;
  query?: string;
  source?: string;
}

/** An uploaded image, read loosely: the page needs its address, and its id to keep or drop it. */
export interface InitiativeImage {
  id?: number;
  url: string;
  formats?: { thumbnail?: { url: string } };
}

/**
 * An initiative as the page uses it: the contract's shape, read defensively (the write API and
 * sourceMetadata are still being built), with the status and category normalised.
 */
export type InitiativeRecord = Omit<Initiative, 'Images' | 'sourceMetadata'> & {
  Images: InitiativeImage[];
  sourceMetadata?: InitiativeSourceMetadata | null;
};

export const DEFAULT_CATEGORY: InitiativeCategory = 'Sustainability';
export const DEFAULT_STATUS: InitiativeStatus = 'active';

export const STATUS_LABELS: Record<InitiativeStatus, string> = {
  active: 'Active',
  planned: 'Planned',
  completed: 'Completed',
};

/** Spec 02 §4: anything but active, planned or completed is shown as active. */
export const normalizeStatus = (status: unknown): InitiativeStatus => normalizeInitiativeStatus(status);

/** Spec 02 §9: Sustainability is the default category; an unknown one falls back to it. */
export function normalizeCategory(category: unknown): InitiativeCategory {
  return INITIATIVE_CATEGORIES.includes(category as InitiativeCategory)
    ? (category as InitiativeCategory)
    : DEFAULT_CATEGORY;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const objectsWithUrl = <T extends { url: string }>(value: unknown): T[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is T =>
          typeof item === 'object' && item !== null && typeof (item as { url?: unknown }).url === 'string',
      )
    : [];

/** Web pages (with an address) and uploaded documents (named by file name, with no address). */
const sourcesOf = (value: unknown): Source[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is Source =>
          typeof item === 'object' &&
          item !== null &&
          (typeof (item as { url?: unknown }).url === 'string' ||
            (item as { kind?: unknown }).kind === 'uploaded-document'),
      )
    : [];

/** One item of the list call, with every list present and the status and category normalised. */
export function toInitiativeRecord(raw: Initiative): InitiativeRecord {
  const record = raw as Partial<InitiativeRecord> & Initiative;
  const sources = sourcesOf(record.Sources);
  return {
    ...record,
    Title: typeof record.Title === 'string' ? record.Title : '',
    Description: typeof record.Description === 'string' ? record.Description : '',
    Status: normalizeStatus(record.Status),
    Category: normalizeCategory(record.Category),
    Tags: strings(record.Tags),
    StockImageKeywords: strings(record.StockImageKeywords),
    Images: objectsWithUrl<InitiativeImage>(record.Images),
    Sources: sources,
    References: referencesOf(record.References, sources),
    ImageUrl: typeof record.ImageUrl === 'string' && record.ImageUrl.trim() ? record.ImageUrl : null,
    Source: typeof record.Source === 'string' && record.Source.trim() ? record.Source : null,
  };
}

/**
 * The reference links: the server's References (it answers the Sources' addresses for initiatives
 * whose references were never set), else those addresses; only http(s) ones, each once.
 */
function referencesOf(value: unknown, sources: Source[]): InitiativeReference[] {
  const given = objectsWithUrl<{ url: string }>(value);
  // An uploaded document has no address: it is a source, never a reference link.
  const pages = sources.flatMap((source) => (source.url === null ? [] : [{ url: source.url }]));
  const urls = (given.length > 0 || Array.isArray(value) ? given : pages).map((item) => item.url.trim());
  return [...new Set(urls)].filter(isHttpUrl).map((url) => ({ url, domain: referenceDomain(url) }));
}

/** The picture to show: the newest uploaded image, else the image address, else none (a placeholder). */
export function imageOf(initiative: Pick<InitiativeRecord, 'Images' | 'ImageUrl'>): string | null {
  return initiative.Images.at(-1)?.url ?? initiative.ImageUrl ?? null;
}

/** The title a reference's page was stored with, when it is one of the initiative's sources. */
export function referenceTitle(initiative: Pick<InitiativeRecord, 'Sources'>, url: string): string | null {
  return initiative.Sources.find((source) => source.url === url)?.title?.trim() || null;
}
