import type { VsmeActor, VsmeValue, VsmeValueContent, VsmeValueStatus } from '@impact/contracts';

/** A value as the service works on it: the contract's shape, its time stamp set when it is written. */
export type VsmeValueState = Omit<VsmeValue, 'updatedAt'>;

/** What a history row records of a value, before and after. */
export interface VsmeValueSnapshot {
  status: VsmeValueStatus;
  value: VsmeValueContent | null;
  unit: string | null;
}

export const snapshotOf = (state: VsmeValueState): VsmeValueSnapshot => ({
  status: state.status,
  value: state.value,
  unit: state.unit,
});

/** A datapoint with nothing yet. */
export function missingValue(datapointId: string, periodYear: number | null): VsmeValueState {
  return {
    datapointId,
    status: 'missing',
    value: null,
    unit: null,
    periodYear,
    sources: [],
    method: null,
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    pendingClientAnswer: null,
    previous: null,
    note: null,
    updatedBy: null,
  };
}

/** Statuses whose value answers the datapoint (and so may decide another datapoint's condition). */
export const HOLDS_A_VALUE: ReadonlySet<VsmeValueStatus> = new Set([
  'found',
  'estimated',
  'client-provided',
  'entered',
]);

export const SYSTEM: VsmeActor = { kind: 'system', note: 'Prefilled from the client’s stored evidence' };

/** Equal values, whatever the order of an object's keys (JSON from the database reorders them). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    return (
      keysA.length === keysB.length &&
      keysA.every((key) =>
        sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return false;
}
