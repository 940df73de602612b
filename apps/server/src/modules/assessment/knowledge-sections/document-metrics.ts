import {
  MAX_REPORTED_METRICS,
  type SectionData,
  type Source,
  type StructuredDocument,
} from '@impact/contracts';
import { metricsFromDocument, type DocumentMetric } from '@impact/knowledge';
import { uploadedDocumentsIn } from '../../chat/documents/document-sources.js';
import { titleFromUrl } from '../website-scrape/page-text.js';
import { figureInBaseUnits } from './figure-value.js';
import { englishName, indicatorKey, unqualifiedName } from './metric-names.js';

type Metric = SectionData<'ReportedMetrics'>[number];
type WebsiteContext = SectionData<'WebsiteContext'>;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * The source a metric read from `document` cites: the web page, the fetched report (PDF or Word) or
 * the uploaded document, each with the exact row or sentence and where it stands – the same shape as
 * every other datapoint's source (its kind, address or document id, title, date, locator with the
 * address or document id, quote).
 */
function sourceOf(
  document: StructuredDocument,
  metric: DocumentMetric,
  retrievedAt: string,
  uploads: ReturnType<typeof uploadedDocumentsIn>,
): Source | undefined {
  const quote = clip(metric.quote, 1000);
  const { locator } = metric;
  if (document.documentId) {
    const upload = uploads.get(document.documentId);
    if (!upload) return undefined; // an upload the client's context no longer names is not cited
    return { ...upload, locator, quote };
  }
  if (!document.url) return undefined;
  const title = clip(document.title?.trim() || titleFromUrl(document.url), 300);
  if (document.kind === 'html')
    return { kind: 'web-page', url: document.url, title, retrievedAt, locator, quote };
  return { kind: 'document', url: document.url, title, retrievedAt, locator, quote };
}

// By the name as written: two documents that disagree on a figure (the report's 96.1 GWh, the
// table's 98,400 MWh) both stay, each citing its own source, so the consultant sees the disagreement.
const keyOf = (metric: Pick<Metric, 'name' | 'year'>) => `${metric.name.trim().toLowerCase()}|${metric.year}`;
/** Rates whose unit is their name's ('4.1' and '4.1 per million hours' are one LTIFR). */
const RATES_PER_MILLION_HOURS = new Set([
  'lostTimeInjuryRate',
  'totalRecordableInjuryRate',
  'accidentFrequencyRate',
]);
const PER_MILLION_HOURS = /^\s*(?:per (?:one )?million (?:hours|hours worked))?\s*$/i;

/** The same figure under another name or unit: what it measures, its year and its value in base units. */
function figureKeyOf(metric: Pick<Metric, 'name' | 'year' | 'value' | 'unit'>): string {
  const indicator = indicatorKey(metric.name);
  const number = /^-?\d[\d,]*(?:\.\d+)?/.exec(metric.value)?.[0];
  const value =
    RATES_PER_MILLION_HOURS.has(indicator) &&
    number &&
    PER_MILLION_HOURS.test(metric.value.slice(number.length))
      ? `${number} per million hours`
      : figureInBaseUnits(metric.value, metric.unit);
  return `${indicator}|${metric.year}|${value}`;
}

/** At most this many sources on one metric: the figure's first statements, not every repetition. */
const MAX_SOURCES_PER_METRIC = 3;

/**
 * The metrics the client's structured documents state (uploads first, then the website's pages and
 * the reports they link to): every indicator and every year, each citing its row or sentence. The same indicator and year is kept once, from the first document
 * that states it; the same figure stated again elsewhere (the key-figures page and the report, in
 * two languages) adds its source to the first instead of a second row.
 */
export function reportedMetricsFromDocuments(
  documents: readonly StructuredDocument[],
  website: WebsiteContext | undefined,
  retrievedAt: string,
): SectionData<'ReportedMetrics'> {
  const uploads = uploadedDocumentsIn(website?.pages);
  const seen = new Set<string>();
  const byFigure = new Map<string, Metric>();
  const metrics: Metric[] = [];
  for (const document of documents) {
    for (const metric of metricsFromDocument(document, { retrievedAt })) {
      const key = keyOf(metric);
      const source = sourceOf(document, metric, retrievedAt, uploads);
      if (!source) continue;
      // The same figure stated again (under this name or another) cites its new source too; another
      // figure for an indicator and year already kept is left out: the first document's stands.
      const figureKey = figureKeyOf(metric);
      // 'Alcance 1 (flota y gases refrigerantes)' with the value and year of the page's 'Scope 1 emissions'.
      const bare = unqualifiedName(metric.name);
      const same =
        byFigure.get(figureKey) ?? (bare ? byFigure.get(figureKeyOf({ ...metric, name: bare })) : undefined);
      if (same) {
        const quoted = same.sources.some((kept) => kept.url === source.url && kept.quote === source.quote);
        if (!quoted && same.sources.length < MAX_SOURCES_PER_METRIC) same.sources.push(source);
        continue;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      const stored: Metric = {
        name: englishName(metric.name),
        category: metric.category,
        value: metric.value,
        ...(metric.unit ? { unit: metric.unit } : {}),
        year: metric.year,
        label: metric.label,
        sources: [source],
      };
      byFigure.set(figureKey, stored);
      metrics.push(stored);
      if (metrics.length >= MAX_REPORTED_METRICS) return metrics;
    }
  }
  return metrics;
}
