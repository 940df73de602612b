import type { ReportSource, Source } from '@impact/contracts';
import type { ClientData } from './client-data.js';

/** A source as the registry receives it: the page or uploaded document, its title, when it was read. */
export type SourceCandidate = Source;

/** What identifies a cited source: a page's address, or an uploaded document's id. */
export type CitedSource = { url: string } | { url: null; documentId: string };

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

/** The registry's key of a source: a page by its address, an uploaded document (all its parts) by its id. */
export const citedKey = (source: CitedSource): string | undefined =>
  source.url === null ? `uploaded-document:${source.documentId}` : sourceKey(source.url);

/** The report's numbered sources: numbers never change once given, new pages get the next ones. */
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
      const entry: ReportSource =
        candidate.url === null
          ? {
              n,
              kind: 'uploaded-document',
              documentId: candidate.documentId,
              url: null,
              title: candidate.title,
              retrievedAt: candidate.retrievedAt,
            }
          : {
              n,
              url: candidate.url,
              ...(candidate.title ? { title: candidate.title } : {}),
              retrievedAt: candidate.retrievedAt,
            };
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
