import type { VsmeActor } from '@impact/contracts';
import { vsmeApplies, type VsmeAnswers, type VsmeCondition, type VsmeDatapoint } from '@impact/knowledge';
import { HOLDS_A_VALUE, type VsmeValueState } from './value-state.js';

/** The answers the 'if applicable' conditions read: every value that holds a scalar answer. */
export function answersOf(values: ReadonlyMap<string, VsmeValueState>): VsmeAnswers {
  const answers: Record<string, boolean | number | string | readonly string[]> = {};
  for (const [id, state] of values) {
    const value = state.value;
    if (!HOLDS_A_VALUE.has(state.status) || value === null) continue;
    if (Array.isArray(value) && (value as unknown[]).some((item) => typeof item !== 'string')) continue; // a table
    answers[id] = value as boolean | number | string | readonly string[];
  }
  return answers;
}

const quoted = (value: unknown) =>
  typeof value === 'boolean'
    ? value
      ? 'yes'
      : 'no'
    : typeof value === 'string'
      ? `'${value}'`
      : String(value);

function conditionText(condition: VsmeCondition, label: string): string {
  const test = condition.test;
  if ('equals' in test) return `'${label}' is ${quoted(test.equals)}`;
  if ('atLeast' in test) return `'${label}' is at least ${test.atLeast}`;
  return `'${label}' includes '${test.includes}'`;
}

/** Why a datapoint does not apply: the standard's condition that does not hold, and the answer given. */
export function notApplicableReason(
  datapoint: VsmeDatapoint,
  answers: VsmeAnswers,
  labelOf: (id: string) => string,
): string {
  const failing = datapoint.appliesWhen.filter((condition) => {
    const answer = answers[condition.datapoint];
    return answer !== undefined && vsmeApplies({ ...datapoint, appliesWhen: [condition] }, answers) === false;
  });
  const parts = failing.map((condition) => {
    const label = labelOf(condition.datapoint);
    return `applies only when ${conditionText(condition, label)}; the answer is ${quoted(answers[condition.datapoint])}`;
  });
  const unverified = failing.some((condition) => !condition.verified)
    ? ' (a threshold from secondary sources, not from the standard’s text)'
    : '';
  return `Not applicable: ${parts.join(', and ')}${unverified}.`;
}

/**
 * Values whose applicability changed with the answers: a missing value whose condition now fails
 * becomes not-applicable with the reason; one the condition had made not-applicable becomes missing
 * again when the condition no longer fails. Values someone answered are left as they are. Answers the
 * ids whose value changed (`values` holds their new state).
 */
export function settleConditions(
  datapoints: readonly VsmeDatapoint[],
  values: Map<string, VsmeValueState>,
  actor: VsmeActor,
): Set<string> {
  const labelOf = (id: string) => datapoints.find((datapoint) => datapoint.id === id)?.label ?? id;
  const changed = new Set<string>();
  // A change can open or close further conditions (B4's chain of questions): settle until stable.
  for (let round = 0; round < 5; round++) {
    const answers = answersOf(values);
    let moved = false;
    for (const datapoint of datapoints) {
      const state = values.get(datapoint.id);
      if (!state || datapoint.appliesWhen.length === 0) continue;
      const applies = vsmeApplies(datapoint, answers);
      const byCondition = state.status === 'not-applicable' && state.method?.kind === 'standard-condition';
      let next: VsmeValueState | undefined;
      if (state.status === 'missing' && applies === false) {
        next = {
          ...state,
          status: 'not-applicable',
          notApplicableReason: notApplicableReason(datapoint, answers, labelOf),
          method: { kind: 'standard-condition', description: 'The standard’s condition for this datapoint' },
          updatedBy: actor,
        };
      } else if (byCondition && applies !== false) {
        next = { ...state, status: 'missing', notApplicableReason: null, method: null, updatedBy: actor };
      }
      if (!next) continue;
      values.set(datapoint.id, next);
      changed.add(datapoint.id);
      moved = true;
    }
    if (!moved) break;
  }
  return changed;
}
