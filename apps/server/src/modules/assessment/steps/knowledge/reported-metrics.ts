import {
  METRIC_LABELS,
  type Provenance,
  type SectionData,
  type Source,
  type StructuredDocument,
} from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import { z } from 'zod';
import { reportedMetricsFromDocuments } from '../../knowledge-sections/document-metrics.js';
import { MetricList } from '../../knowledge-sections/metric-list.js';
import { evidenceProvenance, reportedMetricsFromPages } from '../../knowledge-sections/evidence.js';
import type { SectionResult, StepInput, StepModel, WebsiteContext } from '../step-types.js';
import { askWithPrompt, llmProvenance, withKnowledgeBaseVersion, withNote } from '../model-call.js';
import { pageSource } from '../../../chat/documents/document-sources.js';
import { clip, pagesByUrl, sourceKey, urlKey, websiteReadOn, type WebsitePage } from './context-sources.js';
import { citedRow, renderDocumentTables } from './document-tables.js';
import { checkFigure } from './figure-check.js';
import { citedSentence, displayQuote, findQuote, normalizeText, textNear } from './quote-check.js';
import { renderProfile, renderWebsite } from './render-context.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/** The documents' tables in the prompt: enough for a report's key-figure tables. */
const MAX_TABLE_CHARS = 12_000;
/** How far from the quoted sentence a word of assurance ('audited by …') still speaks for the value. */
const ASSURANCE_RADIUS = 200;
const ASSURANCE_WORDS = /\b(?:assur|verif|audit|certif)\w*/;

const proposedMetricSchema = z.object({
  name: z.string().describe('What is measured, e.g. "Scope 1 and 2 emissions", "Women in management"'),
  category: z.string().describe('One of the categories the instructions list, e.g. "Climate", "Workforce"'),
  value: z.string().describe('The value with its unit exactly as the page writes it, e.g. "12,400 tCO2e"'),
  year: z.number().int().describe('The reporting year the value refers to'),
  label: z
    .enum(METRIC_LABELS)
    .describe('"Third-party Validated" only when the page says a third party assured it'),
  sourceUrl: z.string().describe("The URL of the company's page the value is on, copied exactly"),
  quote: z
    .string()
    .describe(
      'The one sentence of that page stating the value, copied word for word; for a figure from a table, its whole row as the tables section writes it (cells between |)',
    ),
});
const metricsAnswerSchema = z.object({
  metrics: z
    .array(proposedMetricSchema)
    .describe("Reported metrics on the company's pages that the knowledge base findings lack"),
});
type ProposedMetric = z.infer<typeof proposedMetricSchema>;

const INSTRUCTIONS =
  "The knowledge base has already extracted the metrics listed below from the company's own pages. List " +
  'only reported metrics it missed, each with the page URL and the sentence of that page, copied word for ' +
  'word, that states the value.';

/**
 * The metrics the company states: read from its structured documents (uploads, website pages and the
 * reports they link to; every indicator and year, each citing its table row or sentence), or from the
 * website's text when no document was stored; plus (with a model, one call) metrics the extraction
 * missed, each kept only when its quote is on the cited page with the value and the year next to it.
 * The same metric and year is kept once, the extraction's first.
 */
export async function computeReportedMetrics(input: StepInput): Promise<SectionResult<'ReportedMetrics'>> {
  const { website, documents } = input;
  if (!website && documents.length === 0)
    return {
      key: 'ReportedMetrics',
      data: [],
      provenance: {
        method: 'extraction',
        provider: 'website',
        note: "Not researched: the company's website has not been read, so no reported metrics could be checked.",
        outcome: 'not-researched',
      },
    };
  const readOn = website ? websiteReadOn(website) : input.today;
  const extracted =
    documents.length > 0
      ? reportedMetricsFromDocuments(documents, website, readOn)
      : website
        ? reportedMetricsFromPages(website)
        : [];
  const provenance = withNote(
    documents.length > 0 ? documentsProvenance(documents, readOn) : evidenceProvenance(website!),
    extracted.length === 0 ? 'No metric stated with its year was found on these pages.' : '',
  );
  if (!input.model || !website || website.pages.length === 0)
    return {
      key: 'ReportedMetrics',
      data: extracted,
      provenance: { ...provenance, outcome: outcomeOf(extracted) },
    };
  return withModel({ ...input, model: input.model }, website, extracted, provenance);
}

/** How the metrics were read from the structured documents, and from how many of each kind. */
function documentsProvenance(documents: readonly StructuredDocument[], readOn: string): Provenance {
  const pages = documents.filter((document) => document.kind === 'html' && !document.documentId).length;
  const reports = documents.filter((document) => document.kind !== 'html' && !document.documentId).length;
  const uploads = documents.filter((document) => document.documentId).length;
  return {
    method: 'extraction',
    provider: 'knowledge-base',
    note:
      `Read from the company's tables and sentences as read on ${readOn}: ${pages} page(s), ${reports} ` +
      `linked report(s), ${uploads} uploaded document(s); each figure cites its table row or sentence. ` +
      `Knowledge base ${KNOWLEDGE_BASE_VERSION}.`,
  };
}

async function withModel(
  input: StepInput & { model: StepModel },
  website: WebsiteContext,
  extracted: Metric[],
  kbProvenance: Provenance,
): Promise<SectionResult<'ReportedMetrics'>> {
  const { prompt, answer } = await askWithPrompt(input, input.model, 'reportedMetrics_prompt', {
    schema: metricsAnswerSchema,
    prompt: [
      INSTRUCTIONS,
      renderProfile(input),
      renderExtracted(extracted),
      renderWebsite(website),
      renderDocumentTables(input.documents, MAX_TABLE_CHARS),
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
  const pages = pagesByUrl(website);
  // The extraction's metrics first; a model's metric that is one of them (the same figure in the
  // site's other language included) is not added again.
  const kept = new MetricList();
  for (const { sources, ...metric } of extracted) kept.add(metric, sources);
  let added = 0;
  let dropped = 0;
  for (const proposed of answer.metrics) {
    const metric = verified(proposed, pages, input.documents, websiteReadOn(website));
    if (!metric) dropped += 1;
    else if (!kept.metrics.some((other) => sameMetric(other, metric))) {
      const { sources, ...figure } = metric;
      if (kept.add(figure, sources) === 'added') added += 1;
    }
  }
  const data = kept.metrics;
  const outcome = outcomeOf(data);
  const droppedNote =
    dropped > 0
      ? ` ${dropped} metric(s) the model named were left out: the sentence they cite does not state that value for that metric and year.`
      : '';
  const droppedNumbers = { droppedNumbers: dropped };
  if (added === 0)
    return {
      key: 'ReportedMetrics',
      data,
      provenance: {
        ...withNote(kbProvenance, `The model added no verifiable metric.${droppedNote}`),
        outcome,
        ...droppedNumbers,
      },
    };
  const note =
    `${extracted.length} metric(s) extracted by the knowledge base from the company's own pages, ${added} ` +
    `added by the model, each with its value and year found in the one sentence it quotes.${droppedNote}`;
  const provenance = llmProvenance(input.model, prompt, withKnowledgeBaseVersion(note), outcome);
  return { key: 'ReportedMetrics', data, provenance: { ...provenance, ...droppedNumbers } };
}

/** The metric as the section holds it, or undefined when the page does not bear it out. */
function verified(
  proposed: ProposedMetric,
  pages: Map<string, WebsitePage>,
  documents: readonly StructuredDocument[],
  readOn: string,
): Metric | undefined {
  const { year } = proposed;
  const name = clip(proposed.name, 200);
  const value = clip(proposed.value, 200);
  // A year after the page was read is a target, not a reported value.
  if (name === '' || value === '' || year < 1900 || year > Number(readOn.slice(0, 4))) return undefined;
  const claim = { value: proposed.value, indicator: proposed.name, year };
  const metric = (label: Metric['label'], source: Source): Metric => ({
    name,
    category: clip(proposed.category, 120) || 'Other',
    value,
    year,
    label,
    sources: [source],
  });
  // A table row, quoted as the prompt renders it: checked cell by cell under its column headings.
  const row = proposed.quote.includes('|')
    ? citedRow(documents, proposed.sourceUrl, proposed.quote, readOn)
    : undefined;
  if (row) {
    const assured = ASSURANCE_WORDS.test(normalizeText((row.passage.headings ?? []).join(' ')));
    if (!checkFigure(claim, row.passage).ok) return undefined;
    return metric(labelOf(proposed, assured), row.source);
  }
  const key = urlKey(proposed.sourceUrl);
  const page = key ? pages.get(key) : undefined;
  const sentence = page ? citedSentence(page.content, proposed.quote) : undefined;
  const match = page ? findQuote(page.content, proposed.quote) : undefined;
  if (!page || !sentence || !match) return undefined;
  if (!checkFigure(claim, { kind: 'sentence', text: sentence }).ok) return undefined;
  const assured = ASSURANCE_WORDS.test(textNear(match, ASSURANCE_RADIUS));
  const quote = clip(displayQuote(proposed.quote), 298);
  return metric(labelOf(proposed, assured), pageSource(page, readOn, quote));
}

/** "Third-party Validated" needs the source to say so; a model's word for it is not enough. */
const labelOf = (proposed: ProposedMetric, assured: boolean): Metric['label'] =>
  proposed.label === 'Third-party Validated' && !assured ? 'Self-reported' : proposed.label;

/** Same name and year; or the same value and year on the same page (one figure under two names). */
function sameMetric(a: Metric, b: Metric): boolean {
  if (a.year !== b.year) return false;
  if (normalizeText(a.name) === normalizeText(b.name)) return true;
  const samePage = a.sources.some((source) =>
    b.sources.some((other) => sourceKey(other) === sourceKey(source)),
  );
  return samePage && normalizeText(a.value) === normalizeText(b.value);
}

const outcomeOf = (metrics: Metric[]): 'found' | 'nothing-found' =>
  metrics.length > 0 ? 'found' : 'nothing-found';

function renderExtracted(metrics: Metric[]): string {
  if (metrics.length === 0) return '## Knowledge base findings\nNo metrics extracted.';
  const lines = metrics.map((metric) => `- ${metric.name} (${metric.year}): ${metric.value}`);
  return `## Knowledge base findings\n${lines.join('\n')}`;
}
