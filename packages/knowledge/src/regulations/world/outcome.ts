import type { ApplicabilityFactKey } from '../../company/types.js';
import type { KnowledgeSource } from '../../sources.js';
import type { RuleOutcome, Verdict } from '../types.js';

/**
 * The date the domain fact sheet (/work/shared/domain/regulations-and-frameworks.md) checked its
 * material; its sources carry it as their 'as of' unless the material's own date is known.
 */
export const FACT_SHEET_AS_OF = '2026-11-21';

/** The date these world rules were last checked against the fact sheet and the stored material. */
export const WORLD_RULES_AS_OF = '2026-11-21';

export function source(url: string, title: string, asOf: string = FACT_SHEET_AS_OF): KnowledgeSource {
  return { url, title, asOf };
}

export interface RuleDate {
  label: string;
  date: string;
}

export function outcome(
  verdict: Verdict,
  reason: string,
  dates: RuleDate[],
  missingFacts: ApplicabilityFactKey[] = [],
): RuleOutcome {
  return { verdict, reason, dates, missingFacts: [...new Set(missingFacts)] };
}

const VERDICT_STRENGTH: Record<Verdict, number> = {
  'in-scope': 3,
  'likely-in-scope': 2,
  'possibly-in-scope': 1,
  'not-in-scope': 0,
};

/** The stronger of two verdicts (in > likely > possibly > not), for instruments with several routes. */
export function strongerOutcome(a: RuleOutcome, b: RuleOutcome): RuleOutcome {
  return VERDICT_STRENGTH[b.verdict] > VERDICT_STRENGTH[a.verdict] ? b : a;
}

/** Joins reason fragments into one sentence-per-fragment paragraph, dropping empty ones. */
export function sentences(...parts: (string | false | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.length > 0).join(' ');
}
