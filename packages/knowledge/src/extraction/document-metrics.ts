import { blockLocator, type DocumentBlock, type StructuredDocument } from '@impact/contracts';
import type { DocumentMetric } from './document-metric.js';
import { retrievedAtOf } from './evidence.js';
import { isGroupStatement, namesParentGroup } from './group-statement.js';
import { extractMetrics } from './metrics.js';
import { isSomeoneElses } from './metric-topics.js';
import { metricsFromTable } from './table-metrics.js';
import type { ExtractionOptions } from './types.js';
import { textLanguage } from './text-language.js';
import { headingYear } from './years.js';
import { documentReportingYear } from './document-year.js';

export interface DocumentMetricOptions extends ExtractionOptions {
  /** The language to read figures in when the document states none and its figures do not tell. */
  language?: string;
}

const COMMA_DECIMAL = /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{1,2}(?![\d.,])/g;
const DOT_DECIMAL = /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{1,2}(?![\d.,])/g;

/**
 * The decimal mark a document's tables use, from the figures themselves ('28.742,5', '21,6' against
 * '1,234.5', '0.95'), so a report without a language tag, or tagged wrongly, is still read right.
 */
function figuresLanguage(document: StructuredDocument, fallback: string): string {
  let comma = 0;
  let dot = 0;
  for (const block of document.blocks) {
    if (block.type !== 'table') continue;
    for (const row of block.rows) {
      for (const cell of row.cells) {
        comma += cell.text.match(COMMA_DECIMAL)?.length ?? 0;
        dot += cell.text.match(DOT_DECIMAL)?.length ?? 0;
      }
    }
  }
  const stated = (document.language ?? fallback).toLowerCase().split('-')[0] ?? 'en';
  if (comma > dot) return stated === 'en' ? 'de' : stated;
  if (dot > comma) return 'en';
  return stated;
}

/** The year of the nearest heading above a block that dates the figures under it ('Key figures 2024'). */
function headingYearOf(block: DocumentBlock): number | undefined {
  for (const heading of block.locator.headingPath.toReversed()) {
    const year = headingYear(heading);
    if (year !== undefined) return year;
  }
  return undefined;
}

/** The first cell of every table row: a report's tables often say more of its language than its prose. */
function rowLabelsOf(document: StructuredDocument): string {
  return document.blocks
    .flatMap((block) => (block.type === 'table' ? block.rows.map((row) => row.cells[0]?.text ?? '') : []))
    .join('\n');
}

function textsOf(block: DocumentBlock): string[] {
  if (block.type === 'paragraph') return [block.text];
  if (block.type === 'list') return block.items;
  return [];
}

/** One indicator, year and value: a document states it once however often it repeats it. */
const metricKey = (metric: { name: string; year: number; value: string }): string =>
  `${metric.name}|${metric.year}|${metric.value}`.toLowerCase();

/** Metrics stated in the sentences of a paragraph or list ('In 2024 we employed 640 people'). */
function sentenceMetrics(
  document: StructuredDocument,
  block: DocumentBlock,
  options: { retrievedAt: string; belongsToGroup: boolean; language: string; coverYear?: number },
): DocumentMetric[] {
  const { retrievedAt, belongsToGroup, language, coverYear } = options;
  // Under a heading about someone else ('Our owner', 'The market') every figure is theirs.
  const heading = block.locator.headingPath.at(-1);
  if (heading && isSomeoneElses(heading)) return [];
  const headingDated = headingYearOf(block);
  const year = headingDated ?? coverYear;
  const byCover = headingDated === undefined && coverYear !== undefined;
  const address = document.url ?? `document:${document.documentId ?? ''}`;
  return textsOf(block).flatMap((text) => {
    // What the words date themselves; the rest of a cover-dated block took the cover's year.
    const selfDated = byCover
      ? new Set(extractMetrics(text, address, { retrievedAt, language }).map(metricKey))
      : undefined;
    return (
      extractMetrics(text, address, { retrievedAt, language, ...(year !== undefined ? { year } : {}) })
        // So is the group's, when the company says it belongs to one ('The group employs 14,200 people').
        .filter((metric) => !(belongsToGroup && isGroupStatement(metric.quote)))
        .map((metric): DocumentMetric => ({
          name: metric.name,
          category: metric.category,
          value: metric.value,
          ...(metric.unit ? { unit: metric.unit } : {}),
          year: metric.year,
          label: metric.label,
          quote: metric.quote,
          locator: blockLocator(document, block),
          ...(selfDated && !selfDated.has(metricKey(metric)) ? { yearFrom: 'report-cover' as const } : {}),
          method: 'extraction',
          knowledgeBaseVersion: metric.knowledgeBaseVersion,
        }))
    );
  });
}

/**
 * Every metric a document states, in reading order: from its tables (one per indicator and year, the
 * row as quote) and its sentences (the sentence as quote), each with its locator. The same name, year
 * and value is kept once.
 */
export function metricsFromDocument(
  document: StructuredDocument,
  options: DocumentMetricOptions = {},
): DocumentMetric[] {
  const retrievedAt = retrievedAtOf(options);
  const text = document.blocks.flatMap(textsOf).join('\n');
  const belongsToGroup = namesParentGroup(text);
  // The sentences' own language: the words decide what a figure measures, not its decimal mark. A
  // document that states none (a Word file) is read in the language its words are written in.
  const sentenceLanguage =
    document.language ?? options.language ?? textLanguage(`${text}\n${rowLabelsOf(document)}`) ?? 'en';
  const context = {
    document,
    language: figuresLanguage(document, options.language ?? sentenceLanguage),
    latestYear: Number(retrievedAt.slice(0, 4)),
  };
  const coverYear = documentReportingYear(document);
  const seen = new Set<string>();
  const metrics: DocumentMetric[] = [];
  // A short paragraph just above a table may be its title ('Ore medie di formazione').
  let above: string | undefined;
  for (const block of document.blocks) {
    const found =
      block.type === 'table'
        ? metricsFromTable(block, context, above)
        : sentenceMetrics(document, block, {
            retrievedAt,
            belongsToGroup,
            language: sentenceLanguage,
            ...(coverYear !== undefined ? { coverYear } : {}),
          });
    above = block.type === 'paragraph' ? block.text : undefined;
    for (const metric of found) {
      const key = metricKey(metric);
      if (seen.has(key)) continue;
      seen.add(key);
      metrics.push(metric);
    }
  }
  return metrics;
}
