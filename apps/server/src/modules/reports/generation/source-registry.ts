import type { BlockLocator, ReportSource, Source } from '@impact/contracts';
import type { ClientData } from './client-data.js';

/** A source as the registry receives it: the page or uploaded document, its title, when it was read. */
export type SourceCandidate = Source;

/**
 * What identifies a cited source: a page's address, or an uploaded document's id, and the words it
 * quotes (its quote, or a web source's title in quotation marks as extractors used to write it).
 */
export type CitedSource = ({ url: string } | { url: null; documentId: string }) & {
  quote?: string | undefined;
  title?: string | undefined;
};

/** A title that is a quoted sentence ('“We employ 640 people.”'), as web sources used to carry it. */
const QUOTED_TITLE = /^“(.+)”$/s;

/** The exact words a source quotes, if any. */
export function quoteOf(source: CitedSource): string | undefined {
  const quote = source.quote?.trim() || QUOTED_TITLE.exec(source.title?.trim() ?? '')?.[1]?.trim();
  return quote || undefined;
}

/** The source's own title: not a quote standing in for one. */
const titleOf = (source: CitedSource): string | undefined =>
  source.title && !QUOTED_TITLE.test(source.title.trim()) ? source.title : undefined;

const quoteKey = (quote: string) => quote.replace(/\s+/g, ' ').toLowerCase();

/**
 * One key per page: the same address cited by two sections (with or without a trailing slash or a
 * fragment) gets one number. Only http(s) addresses are kept: they are the only links a report shows.
 */
export function sourceKey(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  parsed.hash = '';
  return parsed.href.replace(/\/$/, '');
}

/**
 * The registry's key of a source: a page by its address, an uploaded document (all its parts) by its
 * id, and with the words it quotes: each quote is its own numbered source, so a reader following [n]
 * finds the sentence the statement rests on, not another one of the same page.
 */
export function citedKey(source: CitedSource): string | undefined {
  const place = source.url === null ? `uploaded-document:${source.documentId}` : sourceKey(source.url);
  const quote = quoteOf(source);
  return place !== undefined && quote ? `${place}\n${quoteKey(quote)}` : place;
}

/** The report's numbered sources: numbers never change once given, new sources get the next ones. */
export class SourceRegistry {
  private readonly byKey = new Map<string, ReportSource>();
  private readonly list: ReportSource[] = [];

  constructor(entries: readonly ReportSource[] = []) {
    for (const entry of entries) {
      const key = citedKey(entry);
      if (key === undefined || this.byKey.has(key)) continue;
      this.byKey.set(key, entry);
      this.list.push(entry);
    }
  }

  get entries(): readonly ReportSource[] {
    return this.list;
  }

  numberOf(source: CitedSource): number | undefined {
    const key = citedKey(source);
    return key === undefined ? undefined : this.byKey.get(key)?.n;
  }

  entry(n: number): ReportSource | undefined {
    return this.list.find((source) => source.n === n);
  }

  /** Adds the sources not yet numbered, in the order given; answers whether any was new. */
  extend(candidates: readonly SourceCandidate[]): boolean {
    let added = false;
    for (const candidate of candidates) {
      const key = citedKey(candidate);
      if (key === undefined || this.byKey.has(key)) continue;
      const n = Math.max(0, ...this.list.map((source) => source.n)) + 1;
      const entry = numberedSource(candidate, n);
      this.byKey.set(key, entry);
      this.list.push(entry);
      added = true;
    }
    return added;
  }

  /** The numbers of these sources, ascending, each once; sources not in the registry are skipped. */
  numbersOf(sources: readonly CitedSource[]): number[] {
    const numbers = new Set<number>();
    for (const source of sources) {
      const n = this.numberOf(source);
      if (n !== undefined) numbers.add(n);
    }
    return [...numbers].toSorted((a, b) => a - b);
  }

  /** The citation for these sources, '[2][5]', or '' when none is in the registry. */
  cite(sources: readonly CitedSource[]): string {
    return this.numbersOf(sources)
      .map((n) => `[${n}]`)
      .join('');
  }
}

/** A candidate as the report lists it: its number, its own title, and the quote with its locator. */
function numberedSource(candidate: SourceCandidate, n: number): ReportSource {
  const quote = quoteOf(candidate);
  const quoted = {
    ...(candidate.locator ? { locator: candidate.locator } : {}),
    ...(quote ? { quote } : {}),
  };
  if (candidate.url === null) {
    return {
      n,
      kind: 'uploaded-document',
      documentId: candidate.documentId,
      url: null,
      title: candidate.title,
      retrievedAt: candidate.retrievedAt,
      ...quoted,
    };
  }
  const title = titleOf(candidate);
  return {
    n,
    ...(candidate.kind === 'document' ? { kind: 'document' as const } : {}),
    url: candidate.url,
    ...(title ? { title } : {}),
    retrievedAt: candidate.retrievedAt,
    ...(quoted as { locator?: BlockLocator; quote?: string }),
  };
}

const dateOf = (iso: string) => iso.slice(0, 10);

/**
 * Every source stored on the client, in the order the report's sections use them (snapshot, posture,
 * positioning, regulation, perception), so numbers run roughly in reading order. Reporting frameworks
 * carry their own page instead of sources; it counts as read when the section was stored.
 */
export function clientSourcesInReportOrder(data: ClientData): SourceCandidate[] {
  const { sections } = data;
  const frameworks = sections.ReportingFrameworks;
  return [
    ...Object.values(data.fieldSources).flatMap((source) => (source ? [source] : [])),
    ...(sections.LocationPresence?.data.sources ?? []),
    ...(sections.BusinessModelOverview?.data.sources ?? []),
    ...(sections.Stakeholders?.data.flatMap((group) => group.sources) ?? []),
    ...(sections.ReportedMetrics?.data.flatMap((metric) => metric.sources) ?? []),
    ...(sections.VoluntaryCodesAdopted?.data.codes.flatMap((code) => code.sources) ?? []),
    ...data.initiatives.flatMap((initiative) => initiative.sources),
    ...(sections.FocusAreas?.data.flatMap((area) => area.sources) ?? []),
    ...(sections.ImpactTopics?.data.flatMap((topic) => topic.sources) ?? []),
    ...(frameworks?.data.frameworks.map((framework) => ({
      url: framework.url,
      title: framework.name,
      retrievedAt: dateOf(frameworks.lastUpdated),
    })) ?? []),
    ...(sections.SustainabilityRegulations?.data.flatMap((regulation) => regulation.sources) ?? []),
    ...(sections.UpcomingPolicies?.data.policies.flatMap((policy) => policy.sources) ?? []),
    ...(sections.PublicPerception?.data.sources ?? []),
    ...(sections.Controversies?.data.controversies.flatMap((controversy) => controversy.sources) ?? []),
  ];
}
