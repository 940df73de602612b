import type { NormalizedCompany } from '../company/types.js';
import { exposureFactor } from './exposure-factor.js';
import { geographyFactor } from './geography-factor.js';
import type { FactorResult, RelevanceAssessment } from './relevance-types.js';
import { sizeFactor } from './size-factor.js';
import type { PipelineItem, PolicyRelevance } from './types.js';

const RANK: Record<PolicyRelevance, number> = { High: 3, Medium: 2, Low: 1 };

export function relevanceRank(relevance: PolicyRelevance): number {
  return RANK[relevance];
}

/**
 * The documented relevance function (issue item 3: from sector, size and geography):
 * - Low when any factor is not met (the item's territory, size test or sector does not reach the
 *   company), or when two or more factors are unknown (too little is known to rank it higher);
 * - High when every factor is met, or all but one is met and that one is borderline (a size bucket
 *   straddles the threshold, or the activity is typical for the sector);
 * - Medium otherwise (one unknown factor, or two borderline ones).
 * An item's cap then lowers the result: a stalled proposal or an enjoined law creates no obligation.
 */
export function rateRelevance(factors: FactorResult[]): PolicyRelevance {
  const count = (status: FactorResult['status']) => factors.filter((f) => f.status === status).length;
  if (count('not-met') > 0 || count('unknown') >= 2) return 'Low';
  if (count('unknown') === 0 && count('borderline') <= 1) return 'High';
  return 'Medium';
}

export function assessRelevance(item: PipelineItem, company: NormalizedCompany): RelevanceAssessment {
  const factors = [
    geographyFactor(item.geography, company),
    sizeFactor(item.size, company),
    exposureFactor(item.exposure, company),
  ];
  const uncapped = rateRelevance(factors);
  const cap = item.relevanceCap;
  if (cap && RANK[cap.max] < RANK[uncapped]) {
    return { relevance: cap.max, factors, cappedBecause: cap.why };
  }
  return { relevance: uncapped, factors };
}
