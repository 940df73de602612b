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
 * stays, since the rule's own verdict then says what to check. A row the consultant's own answers
 * settled stays too ('0 employees in Germany' makes the German act not apply): they answered its
 * question, and the row shows what their answer did.
 */
export function isRowForCompany(
  rule: ApplicabilityRule,
  result: ApplicabilityResult,
  company: NormalizedCompany,
  siteCountries: readonly string[],
  today: string,
): boolean {
  const jurisdiction = jurisdictionOf(rule);
  if (!jurisdiction || !company.country) return true;
  if (company.country === jurisdiction || siteCountries.includes(jurisdiction)) return true;
  return result.verdict !== 'not-in-scope' || settledByConsultant(rule, company, today);
}

/** Whether the verdict would be open, or in scope, without the consultant's answers. */
function settledByConsultant(rule: ApplicabilityRule, company: NormalizedCompany, today: string): boolean {
  const entries = Object.entries(company.facts);
  const others = entries.filter(([, fact]) => fact?.origin.kind !== 'consultant');
  if (others.length === entries.length) return false;
  const withoutAnswers = { ...company, facts: Object.fromEntries(others) };
  return rule.evaluate(withoutAnswers, today).verdict !== 'not-in-scope';
}
