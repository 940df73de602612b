import type { VsmeScalar, VsmeValue } from '@impact/contracts';
import { vsmeApplies, type VsmeAnswers, type VsmeCondition, type VsmeDatapoint } from '@impact/knowledge';
import { scalarOf, scalarText } from './value-text.js';

/** Statuses whose value is an answer other datapoints' conditions may read. */
const ANSWERING = new Set(['found', 'estimated', 'client-provided', 'entered']);

/**
 * The report's answers by datapoint id, for the standard's 'if applicable' conditions. A value returned for
 * revision is no answer; table values are never a condition's subject.
 */
export function reportAnswers(values: readonly VsmeValue[]): VsmeAnswers {
  const answers: Record<string, boolean | number | string | readonly string[]> = {};
  for (const value of values) {
    if (!ANSWERING.has(value.status) || value.review === 'returned') continue;
    const answer = scalarOf(value.value);
    if (answer !== null) answers[value.datapointId] = answer;
  }
  return answers;
}

/**
 * Why a datapoint the report left missing does not apply, when the answers say so; null when it applies
 * or the answers it depends on are still missing. The report then lists it as not applicable, never blank.
 */
export function derivedNotApplicableReason(
  datapoint: VsmeDatapoint,
  answers: VsmeAnswers,
  datapointOf: (id: string) => VsmeDatapoint | undefined,
): string | null {
  if (vsmeApplies(datapoint, answers) !== false) return null;
  const failing = datapoint.appliesWhen.find(
    (condition) => vsmeApplies({ ...datapoint, appliesWhen: [condition] }, answers) === false,
  );
  return failing ? conditionReason(failing, answers, datapointOf) : null;
}

/** 'applies only when “Has the undertaking …?” is Yes; the answer is No.' */
function conditionReason(
  condition: VsmeCondition,
  answers: VsmeAnswers,
  datapointOf: (id: string) => VsmeDatapoint | undefined,
): string {
  const subject = datapointOf(condition.datapoint);
  const question = `“${subject?.templateQuestion ?? subject?.label ?? condition.datapoint}”`;
  const answer = answers[condition.datapoint];
  const answerText = scalarText(Array.isArray(answer) ? [...answer] : (answer as VsmeScalar | undefined));
  const test = condition.test;
  const requirement =
    'equals' in test
      ? `${question} is ${scalarText(test.equals)}`
      : 'atLeast' in test
        ? `${question} is at least ${scalarText(test.atLeast)}`
        : `${question} includes “${test.includes}”`;
  // The thresholds the standard's text could not be checked for say so (the knowledge base flags them).
  const caveat = condition.verified ? '' : ' (a threshold not verified against the standard’s text)';
  return `applies only when ${requirement}${caveat}; the answer is ${answerText || 'none'}.`;
}
