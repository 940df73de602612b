import type { VsmeValue } from '@impact/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vsmeRequestAnswers, vsmeRequestFiles, vsmeValueChanges } from '../../../db/schema.js';
import { loadValues } from '../store.js';
import type { AnswerRow, FileRow, RequestRow } from './request-view.js';

type Db = Pick<Database, 'select'>;

/** The answers of requests, each request's by its row id. */
export async function answersOf(db: Db, requestIds: readonly number[]): Promise<Map<number, AnswerRow[]>> {
  const byRequest = new Map<number, AnswerRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(vsmeRequestAnswers)
    .where(inArray(vsmeRequestAnswers.requestId, [...requestIds]))
    .orderBy(asc(vsmeRequestAnswers.id));
  for (const row of rows) byRequest.get(row.requestId)!.push(row);
  return byRequest;
}

export async function filesOf(db: Db, answerIds: readonly number[]): Promise<Map<number, FileRow[]>> {
  const byAnswer = new Map<number, FileRow[]>(answerIds.map((id) => [id, []]));
  if (answerIds.length === 0) return byAnswer;
  const rows = await db
    .select()
    .from(vsmeRequestFiles)
    .where(inArray(vsmeRequestFiles.answerId, [...answerIds]))
    .orderBy(asc(vsmeRequestFiles.id));
  for (const row of rows) byAnswer.get(row.answerId)!.push(row);
  return byAnswer;
}

export async function valuesOfReport(db: Db, reportId: number): Promise<Map<string, VsmeValue>> {
  return (await loadValues(db as Database, [reportId])).get(reportId)!;
}

/** The consultant's latest comment on returning a value: the contact reads it beside the question. */
export async function returnComment(db: Db, reportId: number, datapointId: string): Promise<string | null> {
  const [row] = await db
    .select({ comment: vsmeValueChanges.comment })
    .from(vsmeValueChanges)
    .where(
      and(
        eq(vsmeValueChanges.reportId, reportId),
        eq(vsmeValueChanges.datapointId, datapointId),
        eq(vsmeValueChanges.action, 'returned'),
      ),
    )
    .orderBy(desc(vsmeValueChanges.id))
    .limit(1);
  return row?.comment ?? null;
}

export type { RequestRow };
