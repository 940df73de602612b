import { type SectionData, type Source, type StructuredDocument } from '@impact/contracts';
import { metricsFromDocument, type DocumentMetric } from '@impact/knowledge';
import { uploadedDocumentsIn } from '../../chat/documents/document-sources.js';
import { titleFromUrl } from '../website-scrape/page-title.js';
import { MetricList } from './metric-list.js';

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
  const list = new MetricList();
  for (const document of documents) {
    for (const metric of metricsFromDocument(document, { retrievedAt })) {
      const source = sourceOf(document, metric, retrievedAt, uploads);
      if (!source) continue;
      const { name, category, value, unit, year, label } = metric;
      if (list.add({ name, category, value, ...(unit ? { unit } : {}), year, label }, [source]) === 'full')
        return list.metrics;
    }
  }
  return list.metrics;
}
