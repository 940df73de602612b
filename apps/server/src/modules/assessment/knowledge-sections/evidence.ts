import {
  MAX_REPORTED_METRICS,
  type Provenance,
  type SectionData,
  type StructuredDocument,
} from '@impact/contracts';
import {
  KNOWLEDGE_BASE_VERSION,
  detectCodesInPages,
  extractMetrics,
  listedItems,
  voluntaryCodesSection,
} from '@impact/knowledge';
import { pageRef } from '../../chat/documents/document-sources.js';

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

/** Metrics the company's own pages state with a year; the same metric and year is kept once. */
export function reportedMetricsFromPages(website: WebsiteContext): SectionData<'ReportedMetrics'> {
  const seen = new Set<string>();
  return website.pages
    .flatMap((page) => extractMetrics(page.content, pageRef(page), { retrievedAt: retrievedAtOf(website) }))
    .filter((metric) => {
      const key = `${metric.name}|${metric.year}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_REPORTED_METRICS);
}
