import type { upcomingPoliciesSchema } from '@impact/contracts';
import type { z } from 'zod';
import type { NormalizedCompany } from '../company/types.js';
import { toSource, type KnowledgeProvenance } from '../sources.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { PIPELINE_ITEMS } from './data/index.js';
import { formatMilestoneDate, isUpcoming, nextMilestone, phaseFor } from './phase.js';
import { assessRelevance, relevanceRank } from './relevance.js';
import type { FactorResult, PolicyAssessment } from './relevance-types.js';
import { summarizeUpcomingPolicies } from './summary.js';
import type { PipelineItem, PolicyRelevance } from './types.js';

export type UpcomingPoliciesData = z.infer<typeof upcomingPoliciesSchema>;

/** The contract caps the list at 30 policies. */
const MAX_POLICIES = 30;

export interface UpcomingPoliciesResult {
  /** The UpcomingPolicies section's data, as upcomingPoliciesSchema defines it. */
  data: UpcomingPoliciesData;
  /** The contract has no room for method and version, so they travel beside the data. */
  provenance: KnowledgeProvenance;
  assessments: PolicyAssessment[];
}

export interface UpcomingPoliciesOptions {
  /** Lowest relevance shown as a card; default 'Medium' (Low items are counted in the summary only). */
  minRelevance?: PolicyRelevance;
}

/**
 * The UpcomingPolicies section for a company on a date: every pipeline item still upcoming on `today`,
 * rated High/Medium/Low from geography, size and sector (see rateRelevance), most relevant first.
 */
export function upcomingPoliciesFor(
  company: NormalizedCompany,
  today: string,
  options: UpcomingPoliciesOptions = {},
): UpcomingPoliciesResult {
  const minRank = relevanceRank(options.minRelevance ?? 'Medium');
  const ranked = PIPELINE_ITEMS.filter((item) => isUpcoming(item, today))
    .map((item) => ({ item, ...assessRelevance(item, company), next: nextMilestone(item, today) }))
    .toSorted(
      (a, b) =>
        relevanceRank(b.relevance) - relevanceRank(a.relevance) ||
        (a.next?.date ?? '9999').localeCompare(b.next?.date ?? '9999') ||
        a.item.name.localeCompare(b.item.name),
    );
  const shown = ranked.filter((r) => relevanceRank(r.relevance) >= minRank).slice(0, MAX_POLICIES);
  const assessments: PolicyAssessment[] = ranked.map((r) => ({
    id: r.item.id,
    name: r.item.name,
    phase: phaseFor(r.item, today),
    relevance: r.relevance,
    factors: r.factors,
    ...(r.cappedBecause ? { cappedBecause: r.cappedBecause } : {}),
    ...(r.next ? { nextDate: r.next.date } : {}),
    included: shown.includes(r),
    sources: r.item.sources,
  }));
  return {
    data: {
      summary: summarizeUpcomingPolicies(company, assessments, today),
      policies: shown.map((r) => ({
        name: r.item.name,
        phase: phaseFor(r.item, today),
        sector: r.item.sectorLabel,
        relevance: r.relevance,
        description: describe(r.item, company, r.relevance, r.factors, r.cappedBecause),
        sources: r.item.sources.map(toSource),
      })),
    },
    provenance: { method: 'rule', knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION },
    assessments,
  };
}

/** The card text: what changes, the dates, what is uncertain, and why this rating for this company. */
function describe(
  item: PipelineItem,
  company: NormalizedCompany,
  relevance: PolicyRelevance,
  factors: FactorResult[],
  cappedBecause: string | undefined,
): string {
  const dates = item.milestones.map((m) => `${m.label} ${formatMilestoneDate(m)}`).join('; ');
  const why = factors.map((f) => `${f.factor} – ${f.note}`).join('; ');
  return [
    item.summary,
    dates ? `Key dates: ${dates}.` : '',
    item.uncertainty ? `Uncertain: ${item.uncertainty}` : '',
    `${relevance} relevance for ${company.name} (${why})${cappedBecause ? `, capped because ${cappedBecause}` : ''}.`,
  ]
    .filter(Boolean)
    .join(' ');
}
