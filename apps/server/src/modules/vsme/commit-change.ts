import type { VsmeActor, VsmeCompleteness, VsmeReportModule, VsmeValue } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';
import type { VsmeReportRow } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { computeCompleteness } from './completeness.js';
import { settleConditions } from './conditions.js';
import { touchReport } from './report-view.js';
import { changeOf, loadValues, recordChanges, writeValue, type ValueChange } from './store.js';
import type { VsmeValueState } from './value-state.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface CommittedChange {
  value: VsmeValue;
  completeness: VsmeCompleteness;
}

/**
 * Writes one value's new state with its history row, then the values whose 'if applicable' condition
 * the change decided (each with a history row of its own), and answers the value with the report's
 * completeness after it. Runs in the caller's transaction, which holds the value's lock.
 */
export async function commitChange(
  tx: Transaction,
  report: VsmeReportRow,
  datapoints: readonly VsmeDatapoint[],
  change: {
    before: VsmeValueState;
    after: VsmeValueState;
    actor: VsmeActor;
    action: string;
    comment?: string | null;
  },
  /** A change the first one entails (B1's list of omissions), written and recorded with it. */
  entailed?: { before: VsmeValueState; after: VsmeValueState },
): Promise<CommittedChange> {
  const value = await writeValue(tx, report.id, change.after);
  if (entailed) await writeValue(tx, report.id, entailed.after);
  const values: Map<string, VsmeValueState> = (await loadValues(tx, [report.id])).get(report.id)!;
  const before = new Map(values);
  const history: ValueChange[] = [
    changeOf(change.before, change.after, change.actor, change.action, change.comment),
  ];
  if (entailed) {
    const why = `${change.after.datapointId} omitted`;
    history.push(changeOf(entailed.before, entailed.after, change.actor, 'edited', why));
  }
  for (const id of settleConditions(datapoints, values, change.actor)) {
    const settled = values.get(id)!;
    await writeValue(tx, report.id, settled);
    history.push(changeOf(before.get(id)!, settled, change.actor, 'condition', settled.notApplicableReason));
  }
  await recordChanges(tx, report.id, history);
  await touchReport(tx, report.id);
  return { value, completeness: computeCompleteness(datapoints, values, report.module as VsmeReportModule) };
}
