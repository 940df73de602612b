import { formatDay } from '../../../lib/format-date';
import { locatorLabel } from '../../../lib/source-links';
import type { InitiativeRecord } from './initiative-record';

/** Spec 02 §2: the popover's defaults, shown when the item came from rules or extraction, not a model. */
export const DEFAULT_PROVIDER = 'Knowledge base';
export const DEFAULT_MODEL = 'rules';

const PROVIDER_LABELS: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server',
  perplexity: 'Perplexity',
  'sample-profile': 'Sample profile',
  'knowledge-base': 'Knowledge base',
  website: "Company's website",
};

const FOUND_VIA: Record<string, string> = {
  website: "Company's website",
  'web-research': 'Web research',
  'uploaded-document': 'Uploaded document',
};

/** The info popover of a card: when, by what, how, and the note that says what was read. */
export interface SourceDetails {
  /** 'Nov 21, 2026', or null when no date is known. */
  retrieved: string | null;
  provider: string;
  model: string;
  /** "Company's website" or 'Web research' for a generated item; null otherwise. */
  foundVia: string | null;
  query: string | null;
  /** The page the item was first found on (http(s) only). */
  sourceUrl: string | null;
  /** The file name of the uploaded document it was found in (a document has no address to link). */
  document: string | null;
  /** The sentence or table row the initiative rests on, as the source words it. */
  quote: string | null;
  /** Where that stands: 'page 14 · Suppliers' (a PDF page, the headings above it). */
  where: string | null;
  note: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const labelOf = (provider: string | null): string | null =>
  provider === null
    ? null
    : (PROVIDER_LABELS[provider.toLowerCase()] ??
      provider.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase()));

/** Who produced the item and with which model; a missing record counts as rules (the defaults). */
function producer(provenance: Partial<InitiativeRecord['Provenance']> | undefined): {
  provider: string;
  model: string;
} {
  const provider = text(provenance?.provider);
  switch (provenance?.method) {
    case 'llm':
      return {
        provider: labelOf(provider) ?? 'Language model',
        model: text(provenance.model) ?? 'Not recorded',
      };
    case 'manual':
      return { provider: 'Added by a consultant', model: 'None' };
    case 'compiled':
      return { provider: labelOf(provider) ?? 'Public sources', model: 'None' };
    default:
      return { provider: DEFAULT_PROVIDER, model: DEFAULT_MODEL };
  }
}

/**
 * The popover's content. The time is when the source was read (sourceMetadata, else the first
 * source's date), else when the item was added.
 */
export function sourceDetails(
  initiative: Pick<InitiativeRecord, 'Provenance' | 'Sources' | 'createdAt' | 'sourceMetadata'>,
): SourceDetails {
  const metadata = initiative.sourceMetadata ?? undefined;
  const provenance = initiative.Provenance as Partial<InitiativeRecord['Provenance']> | undefined;
  const sourceUrl = text(metadata?.source) ?? text(initiative.Sources[0]?.url);
  const first = initiative.Sources[0];
  const document =
    metadata?.type === 'uploaded-document'
      ? text(metadata.source)
      : first?.url === null
        ? text(first.title)
        : null;
  return {
    retrieved:
      formatDay(text(metadata?.retrievedDate)) ??
      formatDay(text(initiative.Sources[0]?.retrievedAt)?.slice(0, 10)) ??
      formatDay(initiative.createdAt),
    ...producer(provenance),
    foundVia: metadata?.type ? (FOUND_VIA[metadata.type] ?? metadata.type) : null,
    query: text(metadata?.query),
    sourceUrl: document === null && sourceUrl && /^https?:\/\//i.test(sourceUrl) ? sourceUrl : null,
    document,
    quote: text((first as { quote?: unknown } | undefined)?.quote),
    where: locatorLabel((first as { locator?: unknown } | undefined)?.locator),
    note: text(provenance?.note),
  };
}
