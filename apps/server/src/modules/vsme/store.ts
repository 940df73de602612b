import type {
  Source,
  VsmeActor,
  VsmeMethod,
  VsmeValue,
  VsmeValueContent,
  VsmeValueStatus,
} from '@impact/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vsmeValueChanges, vsmeValues } from '../../db/schema.js';
import { snapshotOf, type VsmeValueSnapshot, type VsmeValueState } from './value-state.js';

type ValueRow = typeof vsmeValues.$inferSelect;
/** The database or a transaction on it. */
type Db = Pick<Database, 'select' | 'insert' | 'update'>;

/**
 * A value is stored wrapped, `{ "content": … }`: drizzle reads a JSON string back through JSON.parse,
 * so a bare text answer such as "2030" or "true" would come back as a number or a boolean.
 */
const contentOf = (stored: unknown): VsmeValueContent | null =>
  stored && typeof stored === 'object' && 'content' in stored ? (stored.content as VsmeValueContent) : null;

export function toValue(row: ValueRow): VsmeValue {
  return {
    datapointId: row.datapointId,
    status: row.status as VsmeValueStatus,
    value: contentOf(row.value),
    unit: row.unit,
    periodYear: row.periodYear,
    sources: row.sources as Source[],
    method: (row.method ?? null) as VsmeMethod | null,
    notApplicableReason: row.notApplicableReason,
    omissionStatement: row.omissionStatement,
    review: row.review as VsmeValue['review'],
    pendingClientAnswer: (row.pendingClientAnswer ?? null) as VsmeValue['pendingClientAnswer'],
    previous: (row.previous ?? null) as VsmeValue['previous'],
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: (row.updatedBy ?? null) as VsmeActor | null,
  };
}

const columnsOf = (state: VsmeValueState) => ({
  status: state.status,
  // JSON null and SQL NULL differ; a missing value is SQL NULL.
  value: state.value === null ? sql`NULL` : { content: state.value },
  unit: state.unit,
  periodYear: state.periodYear,
  sources: state.sources,
  method: state.method === null ? sql`NULL` : state.method,
  notApplicableReason: state.notApplicableReason,
  omissionStatement: state.omissionStatement,
  review: state.review,
  pendingClientAnswer: state.pendingClientAnswer === null ? sql`NULL` : state.pendingClientAnswer,
  previous: state.previous === null ? sql`NULL` : state.previous,
  note: state.note,
  updatedBy: state.updatedBy === null ? sql`NULL` : state.updatedBy,
});

/** The values of reports, each report's by datapoint id. */
export async function loadValues(
  db: Db,
  reportIds: readonly number[],
): Promise<Map<number, Map<string, VsmeValue>>> {
  const byReport = new Map<number, Map<string, VsmeValue>>(reportIds.map((id) => [id, new Map()]));
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select()
    .from(vsmeValues)
    .where(inArray(vsmeValues.reportId, [...reportIds]))
    .orderBy(asc(vsmeValues.id));
  for (const row of rows) byReport.get(row.reportId)!.set(row.datapointId, toValue(row));
  return byReport;
}

export async function insertValues(
  db: Db,
  reportId: number,
  states: Iterable<VsmeValueState>,
): Promise<void> {
  const rows = [...states].map((state) => ({
    reportId,
    datapointId: state.datapointId,
    ...columnsOf(state),
  }));
  if (rows.length > 0) await db.insert(vsmeValues).values(rows);
}

/** Writes one value's new state; answers the row as stored. */
export async function writeValue(db: Db, reportId: number, state: VsmeValueState): Promise<VsmeValue> {
  const [row] = await db
    .update(vsmeValues)
    .set({ ...columnsOf(state), updatedAt: new Date() })
    .where(and(eq(vsmeValues.reportId, reportId), eq(vsmeValues.datapointId, state.datapointId)))
    .returning();
  return toValue(row!);
}

/** One value, locked until the transaction ends: two edits of the same value queue, none is lost. */
export async function lockValue(
  db: Db,
  reportId: number,
  datapointId: string,
): Promise<VsmeValue | undefined> {
  const [row] = await db
    .select()
    .from(vsmeValues)
    .where(and(eq(vsmeValues.reportId, reportId), eq(vsmeValues.datapointId, datapointId)))
    .for('update');
  return row && toValue(row);
}

export interface ValueChange {
  datapointId: string;
  actor: VsmeActor;
  from: VsmeValueSnapshot | null;
  to: VsmeValueSnapshot;
  action: string;
  comment?: string | null;
}

export async function recordChanges(
  db: Db,
  reportId: number,
  changes: readonly ValueChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(vsmeValueChanges).values(
    changes.map((change) => ({
      reportId,
      datapointId: change.datapointId,
      actor: change.actor,
      fromState: change.from === null ? sql`NULL` : change.from,
      toState: change.to,
      action: change.action,
      comment: change.comment ?? null,
    })),
  );
}

/** A history row for a value's change from `before` to `after`. */
export const changeOf = (
  before: VsmeValueState | null,
  after: VsmeValueState,
  actor: VsmeActor,
  action: string,
  comment?: string | null,
): ValueChange => ({
  datapointId: after.datapointId,
  actor,
  from: before && snapshotOf(before),
  to: snapshotOf(after),
  action,
  comment: comment ?? null,
});
