import type { SaveVsmeAnswer, VsmeRequestQuestion } from '@impact/contracts';

/** What the contact is typing for one question, kept as text until it is saved. */
export interface AnswerDraft {
  /** Numbers, percentages, dates and free text. */
  text: string;
  unit: string;
  /** Yes/no ('yes' | 'no') and single-choice options; '' when nothing is chosen. */
  choice: string;
  /** Options of a question that allows several. */
  choices: string[];
  explanation: string;
}

/**
 * The units the server converts into a datapoint's own unit (the rest it refuses), own unit first:
 * the contact may answer in the unit their bills use.
 */
const CONVERTED_UNITS: Record<string, readonly string[]> = {
  MWh: ['kWh', 'GWh'],
  tonnes: ['kg'],
  tCO2e: ['kgCO2e', 'ktCO2e'],
  m3: ['litres'],
};

export const unitChoices = (unit: string | null): string[] =>
  unit ? [unit, ...(CONVERTED_UNITS[unit] ?? [])] : [];

export function draftOf(question: VsmeRequestQuestion): AnswerDraft {
  const answer = question.answer;
  const value = answer?.value;
  const scalar = Array.isArray(value) || value === null || value === undefined ? null : value;
  return {
    text:
      typeof scalar === 'number' || (typeof scalar === 'string' && question.kind !== 'enum')
        ? String(scalar)
        : '',
    unit: answer?.unit ?? question.unit ?? '',
    choice:
      typeof scalar === 'boolean'
        ? scalar
          ? 'yes'
          : 'no'
        : question.kind === 'enum' && typeof scalar === 'string'
          ? scalar
          : '',
    choices:
      question.multiple && Array.isArray(value)
        ? value.filter((item): item is string => typeof item === 'string')
        : [],
    explanation: answer?.explanation ?? '',
  };
}

export type DraftResult = { ok: true; body: SaveVsmeAnswer } | { ok: false; field: 'value'; message: string };

/** The PUT body for a draft; a number that does not read as one is caught before it is sent. */
export function bodyOf(question: VsmeRequestQuestion, draft: AnswerDraft): DraftResult {
  const explanation = draft.explanation.trim() === '' ? null : draft.explanation.trim();
  const text = draft.text.trim();
  switch (question.kind) {
    case 'number':
    case 'percentage': {
      if (text === '') return { ok: true, body: { value: null, unit: null, explanation } };
      const amount = Number(text.replace(',', '.'));
      if (!Number.isFinite(amount)) return { ok: false, field: 'value', message: 'Enter a number' };
      return { ok: true, body: { value: amount, unit: draft.unit || null, explanation } };
    }
    case 'boolean':
      return {
        ok: true,
        body: { value: draft.choice === '' ? null : draft.choice === 'yes', explanation },
      };
    case 'enum':
      return {
        ok: true,
        body: {
          value: question.multiple
            ? draft.choices.length === 0
              ? null
              : draft.choices
            : draft.choice || null,
          explanation,
        },
      };
    case 'table':
      // The contract gives no columns for a table: the contact describes it and attaches the file.
      return { ok: true, body: { value: null, explanation } };
    default:
      return { ok: true, body: { value: text === '' ? null : text, explanation } };
  }
}

/** The field a 400 is about: the server names it ('unit kg is not…', 'explanation is required…'). */
export function answerFieldOf(message: string): 'value' | 'unit' | 'explanation' {
  if (/\bexplanation\b/i.test(message)) return 'explanation';
  if (/\bunit\b/i.test(message)) return 'unit';
  return 'value';
}
