import { type Provenance, type SectionData, type StructuredDocument } from '@impact/contracts';
import {
  KNOWLEDGE_BASE_VERSION,
  detectCodesInPages,
  extractMetrics,
  listedItems,
  voluntaryCodesSection,
} from '@impact/knowledge';
import { pageRef } from '../../chat/documents/document-sources.js';
import { MetricList } from './metric-list.js';

type WebsiteContext = SectionData<'WebsiteContext'>;

export function evidenceProvenance(website: WebsiteContext): Provenance {
  return {
    method: 'extraction',
    provider: 'knowledge-base',
    note: `Found on the company's own pages as read on ${website.generatedAt.slice(0, 10)} (${website.pages.length} page(s)); knowledge base ${KNOWLEDGE_BASE_VERSION}.`,
  };
}

const retrievedAtOf = (website: WebsiteContext) => website.generatedAt.slice(0, 10);

/**
 * Codes and certifications the company's own pages name as adopted (a mere mention does not count),
 * including the items of a list under a certifications heading of the pages' structure.
 */
export function voluntaryCodesFromPages(
  website: WebsiteContext,
  documents: readonly StructuredDocument[] = [],
): SectionData<'VoluntaryCodesAdopted'> {
  const detected = detectCodesInPages(
    website.pages.map((page) => ({
      url: pageRef(page),
      text: page.content,
      retrievedAt: retrievedAtOf(website),
    })),
    { items: listedItems(documents), retrievedAt: retrievedAtOf(website) },
  );
  const { summary, codes } = voluntaryCodesSection(detected);
  return { summary, codes };
}

/**
 * Metrics the company's own pages state with a year; the same metric and year is kept once, and the
 * same figure on a page in another language ('Scope-1-Emissionen' beside 'Scope 1 emissions') adds its
 * source to the first (see MetricList).
 */
export function reportedMetricsFromPages(website: WebsiteContext): SectionData<'ReportedMetrics'> {
  const list = new MetricList();
  for (const page of website.pages) {
    for (const { sources, ...metric } of extractMetrics(page.content, pageRef(page), {
      retrievedAt: retrievedAtOf(website),
    })) {
      if (list.add(metric, sources) === 'full') return list.metrics;
    }
  }
  return list.metrics;
}
