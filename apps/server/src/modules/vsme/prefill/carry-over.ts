import type { VsmeActor } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';
import { isDescriptive } from '../datapoints.js';
import { HOLDS_A_VALUE, sameContent, type VsmeValueState } from '../value-state.js';

export interface PreviousReport {
  /** 'the report for 2024-01-01 – 2024-12-31' */
  label: string;
  values: ReadonlyMap<string, VsmeValueState>;
}

const CARRIED: VsmeActor = { kind: 'system', note: 'Carried over from the previous report' };

/**
 * The earlier report's descriptive answers (text, options, yes/no that hold beyond one period), carried
 * into the new report. Someone's answer (entered, or the client's) beats what the evidence says now;
 * an earlier finding yields to a fresh one. Period-bound numbers are never carried: they were
 * prefilled for the new period.
 */
export function carryOver(
  datapoints: readonly VsmeDatapoint[],
  values: Map<string, VsmeValueState>,
  previous: PreviousReport,
): void {
  for (const datapoint of datapoints) {
    if (!isDescriptive(datapoint)) continue;
    const earlier = previous.values.get(datapoint.id);
    const current = values.get(datapoint.id);
    if (!earlier || !current || !HOLDS_A_VALUE.has(earlier.status) || earlier.value === null) continue;
    if (current.status === 'found' && earlier.status === 'found') continue;
    const there = earlier.method ? `; there: ${earlier.method.description}` : '';
    values.set(datapoint.id, {
      ...earlier,
      method: {
        kind: 'previous-report',
        description: `Carried over from ${previous.label}${there}`.slice(0, 2000),
      },
      periodYear: null,
      pendingClientAnswer: null,
      previous: null,
      updatedBy: CARRIED,
    });
  }
}

/** Every value shows the earlier report's value of the same datapoint, and whether it changed. */
export function withPrevious(
  state: VsmeValueState,
  earlier: VsmeValueState | undefined,
): VsmeValueState['previous'] {
  const value = earlier?.value ?? null;
  const unit = earlier?.unit ?? null;
  return {
    value,
    unit,
    changed: !sameContent(value, state.value) || (value !== null && unit !== state.unit),
  };
}

/** The comparison with the earlier report, kept up to date when the value changes. */
export const comparedAgain = (state: VsmeValueState): VsmeValueState =>
  state.previous
    ? {
        ...state,
        previous: withPrevious(state, { ...state, value: state.previous.value, unit: state.previous.unit }),
      }
    : state;
