import {
  VSME_REQUEST_LINK_INVALID,
  type SaveVsmeAnswer,
  type Source,
  type VsmeRequestForm,
  type VsmeRequestQuestion,
} from '@impact/contracts';
import { vsmeDatapoint, type VsmeVersionId } from '@impact/knowledge';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  clients,
  organizations,
  vsmeDataRequests,
  vsmeReports,
  vsmeRequestAnswers,
} from '../../../db/schema.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { applyClientAnswer } from '../client-answer.js';
import { tableAnswering } from '../datapoints.js';
import { checkValue, fieldError } from '../validate-value.js';
import { datapointIn } from '../value-service.js';
import {
  askedIds,
  contentOf,
  statusOf,
  toAnswer,
  toQuestion,
  type AnswerRow,
  type RequestRow,
} from './request-view.js';
import { answersOf, filesOf, returnComment, valuesOfReport } from './store.js';
import { tokenHash } from './token.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ReportRow = typeof vsmeReports.$inferSelect;

/** A token as we make them: 32 bytes in base64url. Anything else is not looked up at all. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const linkInvalid = () => notFound(VSME_REQUEST_LINK_INVALID);
export const QUESTION_NOT_ASKED = 'This question is not part of the request';

export interface OpenRequest {
  request: RequestRow;
  report: ReportRow;
}

/**
 * The request a link opens, while it may be used. Unknown, tampered, expired and revoked links all
 * answer the same 404, so a link says nothing about requests it does not open.
 */
export async function openRequest(
  db: Database | Transaction,
  token: string,
  lock = false,
): Promise<OpenRequest> {
  if (!TOKEN_SHAPE.test(token)) throw linkInvalid();
  const query = db
    .select({ request: vsmeDataRequests, report: vsmeReports })
    .from(vsmeDataRequests)
    .innerJoin(vsmeReports, eq(vsmeReports.id, vsmeDataRequests.reportId))
    .where(eq(vsmeDataRequests.tokenHash, tokenHash(token)));
  const [found] = lock ? await query.for('update', { of: vsmeDataRequests }) : await query;
  if (!found || found.request.revokedAt || found.request.expiresAt <= new Date()) throw linkInvalid();
  return found;
}

export function askedDatapoint(open: OpenRequest, datapointId: string) {
  if (!askedIds(open.request).includes(datapointId)) throw notFound(QUESTION_NOT_ASKED);
  return datapointIn(open.report, datapointId);
}

async function questionsOf(db: Database | Transaction, open: OpenRequest): Promise<VsmeRequestQuestion[]> {
  const { request, report } = open;
  const answers = (await answersOf(db, [request.id])).get(request.id)!;
  const files = await filesOf(
    db,
    answers.map((answer) => answer.id),
  );
  const values = await valuesOfReport(db, report.id);
  const versionId = report.versionId as VsmeVersionId;
  const byDatapoint = new Map(answers.map((answer) => [answer.datapointId, answer]));
  const questions: VsmeRequestQuestion[] = [];
  for (const id of askedIds(request)) {
    const datapoint = vsmeDatapoint(versionId, id);
    if (!datapoint) continue;
    const row = byDatapoint.get(id);
    const comment = row?.state === 'submitted' ? await returnComment(db, report.id, id) : null;
    const answer = row ? toAnswer(row, files.get(row.id)!, values.get(id), comment) : null;
    questions.push(toQuestion(versionId, datapoint, answer));
  }
  return questions;
}

export async function requestForm(db: Database | Transaction, open: OpenRequest): Promise<VsmeRequestForm> {
  const [names] = await db
    .select({ clientName: clients.name, organizationName: organizations.name })
    .from(clients)
    .innerJoin(organizations, eq(organizations.id, clients.organizationId))
    .where(eq(clients.id, open.report.clientId));
  const answers = (await answersOf(db, [open.request.id])).get(open.request.id)!;
  return {
    clientName: names?.clientName ?? '',
    organizationName: names?.organizationName ?? '',
    periodStart: open.report.periodStart,
    periodEnd: open.report.periodEnd,
    message: open.request.message,
    status: statusOf(open.request, answers) === 'submitted' ? 'submitted' : 'open',
    expiresAt: open.request.expiresAt.toISOString(),
    questions: await questionsOf(db, open),
  };
}

export async function questionOf(db: Database | Transaction, open: OpenRequest, datapointId: string) {
  return (await questionsOf(db, open)).find((question) => question.datapointId === datapointId)!;
}

/** The answer row a contact may change: a draft, none yet, or one the consultant returned. */
export async function editableAnswer(
  db: Database | Transaction,
  open: OpenRequest,
  datapointId: string,
): Promise<AnswerRow | undefined> {
  const question = await questionOf(db, open, datapointId);
  if (!question.editable) {
    throw conflict('This answer is submitted: it can change only if the consultant returns it');
  }
  const [row] = await db
    .select()
    .from(vsmeRequestAnswers)
    .where(
      and(eq(vsmeRequestAnswers.requestId, open.request.id), eq(vsmeRequestAnswers.datapointId, datapointId)),
    );
  return row;
}

/** PUT …/answers/:datapointId: checked like a consultant's edit, stored as a draft; nothing is stored on a 400. */
export async function saveDraft(
  db: Database,
  token: string,
  datapointId: string,
  body: SaveVsmeAnswer,
): Promise<VsmeRequestQuestion> {
  return db.transaction(async (tx) => {
    const open = await openRequest(tx, token, true);
    const { datapoint, datapoints } = askedDatapoint(open, datapointId);
    const table = tableAnswering(datapoint, datapoints);
    if (table) throw fieldError('datapointId', `${datapoint.id} is a column of ${table.id}`);
    const checked = body.value === null ? null : checkValue(datapoint, datapoints, body.value, body.unit);
    await editableAnswer(tx, open, datapointId);
    const columns = {
      value: checked ? { content: checked.value } : sql`NULL`,
      unit: checked?.unit ?? null,
      explanation: body.explanation?.trim() || null,
      state: 'draft',
      savedAt: new Date(),
    };
    await tx
      .insert(vsmeRequestAnswers)
      .values({ requestId: open.request.id, datapointId, ...columns })
      .onConflictDoUpdate({
        target: [vsmeRequestAnswers.requestId, vsmeRequestAnswers.datapointId],
        set: columns,
      });
    return questionOf(tx, open, datapointId);
  });
}

/**
 * POST …/submit: every draft with a value becomes the datapoint's value through applyClientAnswer, all
 * in one transaction that holds the request's row: a second submit of the same request waits, then
 * finds nothing left to submit and answers the form as it now stands.
 */
export async function submitRequest(db: Database, token: string): Promise<VsmeRequestForm> {
  return db.transaction(async (tx) => {
    const open = await openRequest(tx, token, true);
    const answers = (await answersOf(tx, [open.request.id])).get(open.request.id)!;
    const drafts = answers.filter((answer) => answer.state === 'draft' && contentOf(answer.value) !== null);
    const files = await filesOf(
      tx,
      drafts.map((answer) => answer.id),
    );
    const submittedAt = new Date().toISOString();
    for (const draft of drafts) {
      const sources: Source[] = files.get(draft.id)!.map((file) => ({
        kind: 'uploaded-document',
        documentId: file.documentId,
        url: null,
        title: file.fileName.slice(0, 300),
        retrievedAt: file.uploadedAt.toISOString(),
      }));
      await applyClientAnswer(tx as unknown as Database, {
        reportId: open.report.id,
        datapointId: draft.datapointId,
        value: contentOf(draft.value),
        unit: draft.unit,
        requestDocumentId: open.request.documentId,
        submittedAt,
        sources,
        explanation: draft.explanation,
      });
      await tx
        .update(vsmeRequestAnswers)
        .set({ state: 'submitted' })
        .where(eq(vsmeRequestAnswers.id, draft.id));
    }
    return requestForm(tx, open);
  });
}
