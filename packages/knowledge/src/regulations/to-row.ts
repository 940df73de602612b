import type { regulationSchema } from '@impact/contracts';
import type { z } from 'zod';
import { APPLICABILITY_QUESTIONS, FACT_LABELS } from '../company/questions.js';
import { toSource } from '../sources.js';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { displayDate } from './describe.js';
import type { ApplicabilityResult, ApplicabilityRule } from './types.js';

export type RegulationRow = z.infer<typeof regulationSchema>;
type StatusVariant = RegulationRow['statusVariant'];

/** 'FY2027' → 2027-01-01, '2028' → 2028-01-01, '2026-12-30' as is; anything else is not a date. */
export function startOf(date: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const year = /^(?:FY)?(\d{4})$/.exec(date)?.[1];
  return year ? `${year}-01-01` : undefined;
}

/**
 * The date the company's obligations start: the earliest date the result lists. Rules list only the
 * dates that apply to the company (not when the act entered into force), so the earliest is the start.
 */
export function obligationStart(
  result: ApplicabilityResult,
): ApplicabilityResult['dates'][number] | undefined {
  return result.dates
    .filter((entry) => startOf(entry.date))
    .reduce<ApplicabilityResult['dates'][number] | undefined>(
      (earliest, entry) =>
        earliest && (startOf(earliest.date) ?? '') <= (startOf(entry.date) ?? '') ? earliest : entry,
      undefined,
    );
}

function twelveMonthsAfter(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
}

/**
 * Status chip mapping (spec 02 §2, Policy & Regulations):
 * - in scope → 'danger' when its obligations have started or start within 12 months of `today`,
 *   otherwise 'warning' (time to prepare);
 * - likely in scope → 'warning';
 * - possibly in scope → 'neutral' (a fact is missing; the row lists the question to ask);
 * - not in scope → 'success';
 * - a context-only item (a proposal, not law) → 'neutral', whatever its verdict.
 */
export function statusVariantFor(
  rule: ApplicabilityRule,
  result: ApplicabilityResult,
  today: string,
): StatusVariant {
  if (rule.contextOnly) return 'neutral';
  switch (result.verdict) {
    case 'in-scope': {
      const start = obligationStart(result);
      const startDate = start ? startOf(start.date) : undefined;
      return !startDate || startDate <= twelveMonthsAfter(today) ? 'danger' : 'warning';
    }
    case 'likely-in-scope':
      return 'warning';
    case 'possibly-in-scope':
      return 'neutral';
    case 'not-in-scope':
      return 'success';
  }
}

/** 'In scope – reporting from FY2027', 'Likely in scope', 'Check needed: EU turnover unknown', 'Not in scope'. */
export function complianceStatusFor(rule: ApplicabilityRule, result: ApplicabilityResult): string {
  if (rule.contextOnly) return 'Context only – not in force';
  switch (result.verdict) {
    case 'in-scope': {
      const start = obligationStart(result);
      if (!start) return 'In scope';
      return `In scope – ${start.label.charAt(0).toLowerCase()}${start.label.slice(1)} ${displayDate(start.date)}`;
    }
    case 'likely-in-scope':
      return 'Likely in scope';
    case 'possibly-in-scope': {
      const [first, ...rest] = result.missingFacts;
      if (!first) return 'Check needed';
      return `Check needed: ${FACT_LABELS[first]} unknown${rest.length ? ` (+${rest.length} more)` : ''}`;
    }
    case 'not-in-scope':
      return 'Not in scope';
  }
}

/** A rule's result as a row of the Sustainability Regulations table (contracts regulationSchema). */
export function toRegulationRow(
  rule: ApplicabilityRule,
  result: ApplicabilityResult,
  today: string,
): RegulationRow {
  return {
    name: rule.name,
    type: rule.typeLabel,
    complianceStatus: complianceStatusFor(rule, result).slice(0, 200),
    statusVariant: statusVariantFor(rule, result, today),
    reason: result.reason.slice(0, 2000),
    sources: result.sources.slice(0, 30).map(toSource),
    verdict: result.verdict,
    dates: result.dates.slice(0, 10).map((entry) => ({ label: entry.label, date: entry.date })),
    missingFacts: result.missingFacts
      .slice(0, 20)
      .map((fact) => ({ fact, question: APPLICABILITY_QUESTIONS[fact] })),
    method: 'rule',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}
