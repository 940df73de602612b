import type { ApplicabilityFactKey, NormalizedCompany } from '../company/types.js';
import type { KnowledgeSource } from '../sources.js';

export type Verdict = 'in-scope' | 'likely-in-scope' | 'possibly-in-scope' | 'not-in-scope';

/** One instrument's answer for one company: what, why (naming threshold and fact), when, and from where. */
export interface ApplicabilityResult {
  instrumentId: string;
  verdict: Verdict;
  /** Plain words naming the threshold and the company fact compared. */
  reason: string;
  /** Dates that apply, e.g. first reporting year, application date. */
  dates: { label: string; date: string }[];
  /** Facts whose absence made the verdict uncertain; each has a consultant question. */
  missingFacts: ApplicabilityFactKey[];
  sources: KnowledgeSource[];
  /** The rule version used (a law's change is a data change). */
  ruleVersion: string;
  asOf: string;
}

/** What a rule decides; the registry adds the instrument's identity, sources and version. */
export type RuleOutcome = Pick<ApplicabilityResult, 'verdict' | 'reason' | 'dates' | 'missingFacts'>;

/**
 * One instrument's applicability rule. Thresholds, dates and sources are data on the rule (a law's
 * change is a data change); `evaluate` is a pure function of the normalised company and the date.
 */
export interface ApplicabilityRule {
  /** Stable id, e.g. 'eu-csrd', 'de-lksg', 'us-ca-sb253'. */
  id: string;
  /** Display name, e.g. 'Corporate Sustainability Reporting Directive (CSRD)'. */
  name: string;
  /** Spec label starting with its jurisdiction (EU, Global, BE, US, UK, DE, FR, NO, CH, AU); voluntary ones start with 'Voluntary'. */
  typeLabel: string;
  /** e.g. 'CSRD as amended by Omnibus I (Directive (EU) 2026/470)'. */
  version: string;
  /** YYYY-MM-DD: the date the encoded facts were checked. */
  asOf: string;
  sources: KnowledgeSource[];
  /** Kept for context only: never triggers obligations (the fact sheet's 'do not trigger' items). */
  contextOnly?: boolean;
  evaluate(company: NormalizedCompany, today: string): RuleOutcome;
}
