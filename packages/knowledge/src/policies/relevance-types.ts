import type { KnowledgeSource } from '../sources.js';
import type { FactorStatus, MissingInput, PolicyRelevance } from './types.js';

/** One of the three things relevance is computed from (issue item 3: sector, size and geography). */
export type RelevanceFactor = 'geography' | 'size' | 'sector';

export interface FactorResult {
  factor: RelevanceFactor;
  status: FactorStatus;
  /** Plain words: the threshold or scope and the company fact compared. */
  note: string;
  /** Inputs whose absence left the factor unknown or borderline. */
  missing: MissingInput[];
}

export interface RelevanceAssessment {
  relevance: PolicyRelevance;
  factors: FactorResult[];
  /** Set when the item's cap lowered the rating, with why. */
  cappedBecause?: string;
}

/** One tracked item's rating for the company, including items left off the card list. */
export interface PolicyAssessment {
  id: string;
  name: string;
  phase: string;
  relevance: PolicyRelevance;
  factors: FactorResult[];
  cappedBecause?: string;
  /** The next dated step, YYYY-MM-DD, when there is one. */
  nextDate?: string;
  /** Whether the item is among data.policies. */
  included: boolean;
  sources: KnowledgeSource[];
}
