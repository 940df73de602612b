import type { NormalizedCompany } from '../company/types.js';
import type { ApplicabilityResult, ApplicabilityRule } from './types.js';

/** Type labels name their jurisdiction first; the UK's ISO 3166-1 code is GB. */
const ALIASES: Record<string, string> = { UK: 'GB' };

/**
 * The country whose national law a rule encodes ('BE Law' → 'BE', 'UK Rule (FCA)' → 'GB'), or
 * undefined for EU law, global standards and voluntary codes, which are not one country's.
 */
export function jurisdictionOf(rule: ApplicabilityRule): string | undefined {
  const first = /^([A-Z]{2})\b/.exec(rule.typeLabel)?.[1];
  if (!first || first === 'EU') return undefined;
  return ALIASES[first] ?? first;
}

/**
 * Whether a rule's row belongs in the company's regulations table. A national law (a CSRD
 * transposition, a supply-chain act) is shown only where the company is present – its headquarters
 * country or a country it has sites in – or when the rule itself found a link that brings the company
 * in (a branch, a listing, business in a state). When the headquarters country is unknown every row
 * stays, since the rule's own verdict then says what to check.
 */
export function isRowForCompany(
  rule: ApplicabilityRule,
  result: ApplicabilityResult,
  company: NormalizedCompany,
  siteCountries: readonly string[] = [],
): boolean {
  const jurisdiction = jurisdictionOf(rule);
  if (!jurisdiction || !company.country) return true;
  if (company.country === jurisdiction || siteCountries.includes(jurisdiction)) return true;
  return result.verdict !== 'not-in-scope';
}
