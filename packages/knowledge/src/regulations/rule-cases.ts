import { expect, it } from 'vitest';
import { normalizeCompany } from '../company/normalize.js';
import type {
  ApplicabilityFactKey,
  ApplicabilityFacts,
  ClientProfileInput,
  KnownFact,
  NormalizedCompany,
} from '../company/types.js';
import { evaluateRule } from './registry.js';
import type { ApplicabilityRule, Verdict } from './types.js';

/**
 * Test support for the rule tables (imported by *.test.ts only): companies built through the real
 * normaliser, and one `it` per case asserting the verdict and that the reason names the threshold.
 */
export const TODAY = '2026-11-21';

export function company(
  profile: Partial<ClientProfileInput> = {},
  facts: ApplicabilityFacts = {},
): NormalizedCompany {
  return normalizeCompany({ Name: 'Test Co', ...profile }, facts);
}

export function consultant<T>(value: T): KnownFact<T> {
  return { value, origin: { kind: 'consultant' } };
}

export interface RuleCase {
  name: string;
  company: NormalizedCompany;
  today?: string;
  verdict: Verdict;
  /** Phrases the reason must contain: the threshold, and the company fact it was compared with. */
  reason: (string | RegExp)[];
  missing?: ApplicabilityFactKey[];
  /** Expected dates, by label fragment and value. */
  dates?: [string, string][];
}

export function itEvaluates(rule: ApplicabilityRule, cases: RuleCase[]): void {
  it.each(cases)('$name → $verdict', (testCase) => {
    const result = evaluateRule(rule, testCase.company, testCase.today ?? TODAY);
    expect(result.verdict).toBe(testCase.verdict);
    for (const phrase of testCase.reason) {
      if (typeof phrase === 'string') expect(result.reason).toContain(phrase);
      else expect(result.reason).toMatch(phrase);
    }
    if (testCase.missing) expect(result.missingFacts).toEqual(testCase.missing);
    for (const [label, date] of testCase.dates ?? []) {
      expect(result.dates).toContainEqual(
        expect.objectContaining({ label: expect.stringContaining(label), date }),
      );
    }
  });
}
