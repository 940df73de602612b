import {
  APPLICABILITY_FACT_INPUTS,
  MAX_APPLICABILITY_AMOUNT,
  MAX_APPLICABILITY_COUNT,
  REGULATED_GOODS,
  REGULATED_GOOD_LABELS,
  applicabilityFactsUpdateSchema,
  isApplicabilityFactName,
  type ApplicabilityFactAnswers,
  type ApplicabilityFactInput,
  type ApplicabilityFactName,
  type ApplicabilityFactsUpdate,
  type RegulatedGoodName,
} from '@impact/contracts';
import type { RegulationRow } from './regulation-view';

/** One question of the 'Refine applicability' form: the row's question, asked as the fact's kind says. */
export interface RefineField {
  fact: ApplicabilityFactName;
  question: string;
  input: ApplicabilityFactInput;
}

/** The row's missing facts the form can ask, once each, in the row's order; unknown facts are skipped. */
export function refineFields(missingFacts: RegulationRow['missingFacts']): RefineField[] {
  const fields: RefineField[] = [];
  for (const { fact, question } of missingFacts ?? []) {
    if (!isApplicabilityFactName(fact) || fields.some((field) => field.fact === fact)) continue;
    fields.push({
      fact,
      question: question.trim() || APPLICABILITY_FACT_INPUTS[fact].label,
      input: APPLICABILITY_FACT_INPUTS[fact],
    });
  }
  return fields;
}

/**
 * Whose facts the user may answer: signed-in members, on their organization's own clients (samples are
 * read-only on the server). Null hides 'Refine applicability'; a row shows it only when it lacks a fact.
 */
export function refineClientIdFor(state: {
  signedIn: boolean;
  isSample: boolean;
  clientId: number;
}): number | null {
  return state.signedIn && !state.isSample ? state.clientId : null;
}

/** What a field holds while the user edits: radios, free text for numbers, checkboxes for goods. */
export type FactDraft =
  | { kind: 'boolean'; value: 'yes' | 'no' | null }
  | { kind: 'amount' | 'count'; text: string }
  | { kind: 'goods'; goods: RegulatedGoodName[]; none: boolean };
export type RefineDraft = Partial<Record<ApplicabilityFactName, FactDraft>>;

const formatNumber = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The empty (or prefilled) value of one field. */
export function draftFor(field: RefineField, stored: ApplicabilityFactAnswers): FactDraft {
  const value = stored[field.fact];
  switch (field.input.kind) {
    case 'boolean':
      return { kind: 'boolean', value: typeof value === 'boolean' ? (value ? 'yes' : 'no') : null };
    case 'amount':
    case 'count':
      return { kind: field.input.kind, text: typeof value === 'number' ? formatNumber(value) : '' };
    case 'goods': {
      const goods = Array.isArray(value) ? value : null;
      return { kind: 'goods', goods: goods ?? [], none: goods !== null && goods.length === 0 };
    }
  }
}

/** The form's starting values: the saved answers where there are any (from GET applicability-facts). */
export function draftFromFacts(fields: RefineField[], stored: ApplicabilityFactAnswers): RefineDraft {
  return Object.fromEntries(fields.map((field) => [field.fact, draftFor(field, stored)]));
}

/** Ticking a good clears 'None of these'; ticking 'None of these' clears the goods. */
export function toggleGood(
  draft: Extract<FactDraft, { kind: 'goods' }>,
  good: RegulatedGoodName | 'none',
  checked: boolean,
): Extract<FactDraft, { kind: 'goods' }> {
  if (good === 'none') return { kind: 'goods', goods: checked ? [] : draft.goods, none: checked };
  const goods = checked
    ? REGULATED_GOODS.filter((name) => name === good || draft.goods.includes(name))
    : draft.goods.filter((name) => name !== good);
  return { kind: 'goods', goods, none: false };
}

export const GOOD_OPTIONS = REGULATED_GOODS.map((value) => ({ value, label: REGULATED_GOOD_LABELS[value] }));

type Parsed = { value: number } | { empty: true } | { error: string };

/**
 * A number as people type it: '42,000,000', '42 000 000', "1'200", '3.5'. Negative numbers, words and
 * units are refused with a message naming what is expected.
 */
export function parseNumberText(text: string, input: ApplicabilityFactInput): Parsed {
  const compact = text.replace(/[\s,_'’]/g, '');
  if (compact === '') return { empty: true };
  const isCount = input.kind === 'count';
  const expected = isCount
    ? 'Enter a whole number of 0 or more'
    : `Enter an amount of 0 or more, in ${input.currency ?? input.unit ?? 'the stated currency'}`;
  if (!(isCount ? /^\d+$/ : /^\d+(\.\d+)?$/).test(compact)) return { error: expected };
  const value = Number(compact);
  const max = isCount ? MAX_APPLICABILITY_COUNT : MAX_APPLICABILITY_AMOUNT;
  if (!Number.isFinite(value) || value > max) return { error: `Enter at most ${formatNumber(max)}` };
  return { value };
}

export type RefineRequest =
  | { ok: true; facts: ApplicabilityFactsUpdate }
  | { ok: false; errors: Partial<Record<ApplicabilityFactName, string>>; formError: string | null };

export const NOTHING_ANSWERED = 'Answer at least one question';

/**
 * The PUT body's facts from the form: answered fields set their fact, a cleared saved answer is sent as
 * null (removed), unanswered fields are left out. Field problems come back per fact.
 */
export function buildRefineRequest(
  fields: RefineField[],
  draft: RefineDraft,
  stored: ApplicabilityFactAnswers,
): RefineRequest {
  const facts: Record<string, unknown> = {};
  const errors: Partial<Record<ApplicabilityFactName, string>> = {};
  for (const field of fields) {
    const entry = draft[field.fact] ?? draftFor(field, {});
    let answer: unknown;
    if (entry.kind === 'boolean') {
      answer = entry.value === null ? undefined : entry.value === 'yes';
    } else if (entry.kind === 'goods') {
      answer = entry.none ? [] : entry.goods.length > 0 ? entry.goods : undefined;
    } else {
      const parsed = parseNumberText(entry.text, field.input);
      if ('error' in parsed) errors[field.fact] = parsed.error;
      answer = 'value' in parsed ? parsed.value : undefined;
    }
    if (answer !== undefined) facts[field.fact] = answer;
    else if (!errors[field.fact] && stored[field.fact] !== undefined) facts[field.fact] = null;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError: null };
  if (Object.keys(facts).length === 0) return { ok: false, errors: {}, formError: NOTHING_ANSWERED };
  // The server's own schema, as a last check: its message is precise, if less friendly.
  const checked = applicabilityFactsUpdateSchema.safeParse(facts);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const fact = issue?.path[0];
    const message = issue?.message ?? 'Check your answers';
    if (typeof fact === 'string' && isApplicabilityFactName(fact)) {
      return { ok: false, errors: { [fact]: message }, formError: null };
    }
    return { ok: false, errors: {}, formError: message };
  }
  return { ok: true, facts: checked.data };
}

/** The message a failed save shows in the form: the server's when present. */
export function refineFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Failed to update applicability';
}
