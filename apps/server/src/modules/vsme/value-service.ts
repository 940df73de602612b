import {
  type ReviewVsmeValue,
  type UpdateVsmeValue,
  type VsmeActor,
  type VsmeValueChange,
} from '@impact/contracts';
import {
  OMISSION_STATEMENT_DATAPOINT,
  vsmeDatapoint,
  vsmeOmission,
  type VsmeDatapoint,
} from '@impact/knowledge';
import { and, desc, eq } from 'drizzle-orm';
import { findVsmeReport, type VsmeReportRow } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { vsmeValueChanges } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { commitChange, type CommittedChange } from './commit-change.js';
import { tableAnswering } from './datapoints.js';
import { comparedAgain } from './prefill/carry-over.js';
import { datapointsOf } from './report-view.js';
import { userActor } from './service.js';
import { listOmission } from './omission-list.js';
import { lockValue } from './store.js';
import { checkValue, fieldError } from './validate-value.js';
import type { VsmeValueState } from './value-state.js';

export const DATAPOINT_NOT_FOUND = 'Datapoint not found';

/** The datapoint a request names, checked against the report: known to the standard, and in its modules. */
export function datapointIn(report: VsmeReportRow, datapointId: string) {
  const datapoint = vsmeDatapoint(report.versionId as Parameters<typeof vsmeDatapoint>[0], datapointId);
  if (!datapoint) throw notFound(DATAPOINT_NOT_FOUND);
  const datapoints = datapointsOf(report);
  if (!datapoints.includes(datapoint)) {
    throw fieldError(
      'datapointId',
      `${datapointId} belongs to the Comprehensive module (${datapoint.disclosure}); this report is Basic only`,
    );
  }
  return { datapoint, datapoints };
}

const joinNotes = (...notes: (string | null | undefined)[]) =>
  notes
    .filter((note) => note?.trim())
    .join(' ')
    .slice(0, 2000) || null;

/** What a consultant's edit makes of a value; throws a 400 naming the field for anything the standard refuses. */
function editedState(
  report: VsmeReportRow,
  datapoint: VsmeDatapoint,
  datapoints: readonly VsmeDatapoint[],
  current: VsmeValueState,
  body: UpdateVsmeValue,
  actor: VsmeActor,
): VsmeValueState {
  const table = tableAnswering(datapoint, datapoints);
  if (table)
    throw fieldError(
      'datapointId',
      `${datapoint.id} is a column of ${table.id}: give it in that table's rows`,
    );
  const hasValue = body.value !== undefined && body.value !== null;
  if (body.status !== 'entered' && hasValue) {
    throw fieldError('data.value', `Leave the value out when the status is '${body.status}'`);
  }
  const name = actor.kind === 'user' ? actor.name : 'the consultant';
  const base: VsmeValueState = {
    ...current,
    status: body.status,
    value: null,
    unit: null,
    sources: [],
    method: null,
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    // The consultant decided: a client's answer held for them is settled by this edit.
    pendingClientAnswer: null,
    note: body.note === undefined ? current.note : body.note,
    updatedBy: actor,
  };
  switch (body.status) {
    case 'entered': {
      const checked = checkValue(datapoint, datapoints, body.value, body.unit);
      const periodBound =
        datapoint.kind === 'number' || datapoint.kind === 'percentage' || datapoint.kind === 'table';
      return {
        ...base,
        value: checked.value,
        unit: checked.unit,
        periodYear: periodBound ? Number(report.periodEnd.slice(0, 4)) : null,
        method: { kind: 'consultant', description: `Entered by ${name}` },
        note: joinNotes(base.note, checked.conversionNote),
      };
    }
    case 'not-applicable': {
      const reason = body.notApplicableReason?.trim();
      if (!reason) throw fieldError('data.notApplicableReason', `Say why ${datapoint.label} does not apply`);
      return {
        ...base,
        notApplicableReason: reason,
        method: { kind: 'consultant', description: `Marked not applicable by ${name}` },
      };
    }
    case 'omitted': {
      const omission = vsmeOmission(report.versionId as Parameters<typeof vsmeOmission>[0], datapoint.id);
      if (!omission?.allowed || datapoint.id === OMISSION_STATEMENT_DATAPOINT) {
        throw fieldError('data.status', `The standard does not let ${datapoint.label} be omitted`);
      }
      const statement = body.omissionStatement?.trim();
      if (!statement) {
        throw fieldError(
          'data.omissionStatement',
          'State which information is omitted and that it is classified or sensitive',
        );
      }
      return {
        ...base,
        omissionStatement: statement,
        method: { kind: 'consultant', description: `Omitted by ${name}` },
      };
    }
    default:
      return base;
  }
}

/** PUT …/values/:datapointId: a consultant's edit, checked against the datapoint's kind and unit. */
export async function updateVsmeValue(
  db: Database,
  userId: number,
  documentId: string,
  datapointId: string,
  body: UpdateVsmeValue,
): Promise<CommittedChange> {
  const report = await findVsmeReport(db, userId, documentId);
  const { datapoint, datapoints } = datapointIn(report, datapointId);
  const actor = await userActor(db, userId);
  return db.transaction(async (tx) => {
    const current = (await lockValue(tx, report.id, datapoint.id))!;
    const after = comparedAgain(editedState(report, datapoint, datapoints, current, body, actor));
    const listed = after.status === 'omitted' ? await listOmission(tx, report, datapoint, actor) : undefined;
    return commitChange(tx, report, datapoints, { before: current, after, actor, action: 'edited' }, listed);
  });
}

/** POST …/review: accept or return an estimate or a client's answer; other values are not reviewed (409). */
export async function reviewVsmeValue(
  db: Database,
  userId: number,
  documentId: string,
  datapointId: string,
  body: ReviewVsmeValue,
): Promise<CommittedChange> {
  const report = await findVsmeReport(db, userId, documentId);
  const { datapoint, datapoints } = datapointIn(report, datapointId);
  const actor = await userActor(db, userId);
  return db.transaction(async (tx) => {
    const current = (await lockValue(tx, report.id, datapoint.id))!;
    if (current.status !== 'estimated' && current.status !== 'client-provided') {
      throw conflict(
        `Only estimated or client-provided values are reviewed; ${datapoint.id} is ${current.status}`,
      );
    }
    const accepted = body.decision === 'accept';
    const after: VsmeValueState = {
      ...current,
      review: accepted ? 'accepted' : 'returned',
      updatedBy: actor,
    };
    return commitChange(tx, report, datapoints, {
      before: current,
      after,
      actor,
      action: accepted ? 'accepted' : 'returned',
      comment: body.comment?.trim() || null,
    });
  });
}

/** GET …/history: every change to the value, newest first. */
export async function vsmeValueHistory(
  db: Database,
  userId: number,
  documentId: string,
  datapointId: string,
): Promise<VsmeValueChange[]> {
  const report = await findVsmeReport(db, userId, documentId);
  const { datapoint } = datapointIn(report, datapointId);
  const rows = await db
    .select()
    .from(vsmeValueChanges)
    .where(and(eq(vsmeValueChanges.reportId, report.id), eq(vsmeValueChanges.datapointId, datapoint.id)))
    .orderBy(desc(vsmeValueChanges.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: row.actor as VsmeValueChange['by'],
    from: (row.fromState ?? null) as VsmeValueChange['from'],
    to: row.toState as VsmeValueChange['to'],
    action: row.action,
    comment: row.comment,
  }));
}
