/**
 * Test-only helpers for the world rules: companies built directly as NormalizedCompany (with round test
 * exchange rates, so expected conversions can be worked out by hand), and a table runner. Not exported from the package.
 */
import { describe, expect, it } from 'vitest';
import type { EmployeeCountCode } from '@impact/contracts';
import type {
  ApplicabilityFactKey,
  ApplicabilityFacts,
  Currency,
  KnownFact,
  NormalizedCompany,
  NumericRange,
} from '../../company/types.js';
import { EMPLOYEE_RANGES } from '../../company/size-ranges.js';
import type { ApplicabilityRule, Verdict } from '../types.js';

export const TODAY = '2026-11-21';

/** The employee buckets as their labels read (spec 01 §3): the normaliser's own table. */
export const EMPLOYEES: Record<EmployeeCountCode, NumericRange> = EMPLOYEE_RANGES;

/** Round test rates (per USD), so expected conversions can be worked out by hand in the tables. */
const TEST_RATES: Record<Currency, number> = { USD: 1, EUR: 0.9, GBP: 0.8, CHF: 0.9, NOK: 10, AUD: 1.5 };

export function revenueFromUsd(min: number, max: number | null): Record<Currency, NumericRange> {
  const entries = Object.entries(TEST_RATES).map(([currency, rate]) => [
    currency,
    { min: min * rate, max: max === null ? null : max * rate },
  ]);
  return Object.fromEntries(entries) as Record<Currency, NumericRange>;
}

/** The revenue buckets in USD (rev_10B_plus means $10B–100B). */
export const REVENUE = {
  lessThan1M: revenueFromUsd(0, 1e6),
  '1M-10M': revenueFromUsd(1e6, 1e7),
  '10M-50M': revenueFromUsd(1e7, 5e7),
  '50M-100M': revenueFromUsd(5e7, 1e8),
  '100M-500M': revenueFromUsd(1e8, 5e8),
  '500M-1B': revenueFromUsd(5e8, 1e9),
  '1B-5B': revenueFromUsd(1e9, 5e9),
  '5B-10B': revenueFromUsd(5e9, 1e10),
  '10B+': revenueFromUsd(1e10, 1e11),
};

export function answered<T>(value: T): KnownFact<T> {
  return { value, origin: { kind: 'consultant' } };
}

type CompanyInput = Omit<Partial<NormalizedCompany>, 'facts'> & {
  facts?: { [K in keyof ApplicabilityFacts]?: NonNullable<ApplicabilityFacts[K]>['value'] };
};

/** A company with only what the case states; every other fact stays unknown. */
export function company(input: CompanyInput = {}): NormalizedCompany {
  const facts: Record<string, KnownFact<unknown>> = {};
  for (const [key, value] of Object.entries(input.facts ?? {})) {
    if (value !== undefined) facts[key] = answered(value);
  }
  return { name: 'Test Co', sectors: [], ...input, facts: facts as ApplicabilityFacts };
}

export interface RuleCase {
  name: string;
  company: NormalizedCompany;
  today?: string;
  verdict: Verdict;
  /** Phrases the reason must contain: the threshold and the company fact compared. */
  reason: string[];
  missingFacts?: ApplicabilityFactKey[];
}

export function describeRuleTable(rule: ApplicabilityRule, cases: RuleCase[]): void {
  describe(`${rule.id} applicability`, () => {
    it.each(cases)('$name → $verdict', (c) => {
      const result = rule.evaluate(c.company, c.today ?? TODAY);
      expect(result.verdict).toBe(c.verdict);
      for (const phrase of c.reason) expect(result.reason).toContain(phrase);
      if (c.missingFacts) expect([...result.missingFacts].toSorted()).toEqual([...c.missingFacts].toSorted());
    });
  });
}
