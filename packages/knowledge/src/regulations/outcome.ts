import type { ApplicabilityFactKey } from '../company/types.js';
import type { RangeComparison } from './compare.js';
import type { RuleOutcome, Verdict } from './types.js';

export type RuleDate = RuleOutcome['dates'][number];

export function outcome(
  verdict: Verdict,
  reason: string,
  dates: RuleDate[] = [],
  missingFacts: ApplicabilityFactKey[] = [],
): RuleOutcome {
  return { verdict, reason, dates, missingFacts };
}

/** A size test's answer as a verdict: a straddled threshold is 'likely', an unknown input 'possibly'. */
export function verdictFor(comparison: RangeComparison): Verdict {
  switch (comparison) {
    case 'meets':
      return 'in-scope';
    case 'straddles':
      return 'likely-in-scope';
    case 'unknown':
      return 'possibly-in-scope';
    case 'fails':
      return 'not-in-scope';
  }
}

/** 'FY2027': financial years beginning on or after 1 January of that year (fact sheet conventions). */
export const fy = (year: number): string => `FY${year}`;
