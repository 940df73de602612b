import type { VsmeActor } from '@impact/contracts';
import { OMISSION_STATEMENT_DATAPOINT, vsmeDatapoint, type VsmeDatapoint } from '@impact/knowledge';
import type { VsmeReportRow } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { comparedAgain } from './prefill/carry-over.js';
import { lockValue } from './store.js';
import type { VsmeValueState } from './value-state.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The B1 option that names a disclosure: 'B3 – Energy and greenhouse gas emissions' for B3. */
const optionFor = (statement: VsmeDatapoint, code: string) =>
  statement.options?.find((option) => option.split(/\s[–-]\s/)[0] === code);

/**
 * Omitting classified or sensitive information obliges the report to say so: B1's list of omitted
 * disclosures gains the omitted datapoint's disclosure. Answers that list's change (locked for the
 * transaction), or nothing when the disclosure is listed already.
 */
export async function listOmission(
  tx: Transaction,
  report: VsmeReportRow,
  omitted: VsmeDatapoint,
  actor: VsmeActor,
): Promise<{ before: VsmeValueState; after: VsmeValueState } | undefined> {
  const statement = vsmeDatapoint(
    report.versionId as Parameters<typeof vsmeDatapoint>[0],
    OMISSION_STATEMENT_DATAPOINT,
  );
  const option = statement && optionFor(statement, omitted.disclosure);
  if (!statement || !option) return undefined;
  const before = await lockValue(tx, report.id, statement.id);
  if (!before) return undefined;
  const listed = before.status === 'entered' && Array.isArray(before.value) ? (before.value as string[]) : [];
  if (listed.includes(option)) return undefined;
  const after: VsmeValueState = {
    ...before,
    status: 'entered',
    value: [...listed, option],
    unit: null,
    sources: [],
    method: { kind: 'consultant', description: `Listed when ${omitted.label} was omitted` },
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    pendingClientAnswer: null,
    updatedBy: actor,
  };
  return { before, after: comparedAgain(after) };
}
