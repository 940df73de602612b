import {
  VSME_REQUEST_DEFAULT_DAYS,
  type CreateVsmeDataRequest,
  type VsmeDataRequest,
} from '@impact/contracts';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { findVsmeReport, type VsmeReportRow } from '../../../authz/vsme-reports.js';
import type { Database } from '../../../db/client.js';
import { newDocumentId } from '../../../db/ids.js';
import { vsmeDataRequests } from '../../../db/schema.js';
import { conflict, notFound, tooManyRequests } from '../../../lib/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { tableAnswering } from '../datapoints.js';
import { fieldError } from '../validate-value.js';
import { datapointIn } from '../value-service.js';
import { requestMail } from './request-mail.js';
import { askedIds, statusOf, toDataRequest, type RequestRow } from './request-view.js';
import { answersOf, valuesOfReport } from './store.js';
import { linkToken, newTokenNonce, requestLink, tokenHash } from './token.js';

export const VSME_REQUEST_NOT_FOUND = 'Data request not found';
const REMINDER_INTERVAL_SECONDS = 60 * 60;

export interface RequestLinks {
  /** Signs the links' tokens. */
  secret: string;
  publicUrl: string;
}

async function viewOf(db: Database, report: VsmeReportRow, request: RequestRow): Promise<VsmeDataRequest> {
  const answers = (await answersOf(db, [request.id])).get(request.id)!;
  return toDataRequest(request, report.documentId, answers, await valuesOfReport(db, report.id));
}

/**
 * The consultant asks for datapoints that are Missing in the report: a value already there (entered,
 * prefilled, estimated, answered) is the consultant's to review, not the client's to overwrite.
 */
function checkAsked(report: VsmeReportRow, ids: readonly string[], missing: ReadonlySet<string>): string[] {
  const asked = [...new Set(ids)];
  asked.forEach((id, index) => {
    const path = `datapointIds.${index}`;
    const { datapoint, datapoints } = datapointIn(report, id);
    const table = tableAnswering(datapoint, datapoints);
    if (table) throw fieldError(path, `${id} is a column of ${table.id}: ask for the table instead`);
    if (!missing.has(id))
      throw fieldError(path, `${id} is not Missing in this report: ask only for Missing datapoints`);
  });
  return asked;
}

export async function createDataRequest(
  db: Database,
  links: RequestLinks,
  userId: number,
  reportDocumentId: string,
  body: CreateVsmeDataRequest,
): Promise<{ request: VsmeDataRequest; link: string }> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const values = await valuesOfReport(db, report.id);
  const missing = new Set(
    [...values.values()].filter((v) => v.status === 'missing').map((v) => v.datapointId),
  );
  const asked = checkAsked(report, body.datapointIds, missing);
  const documentId = newDocumentId();
  const nonce = newTokenNonce();
  const token = linkToken(links.secret, documentId, nonce);
  const days = body.expiresInDays ?? VSME_REQUEST_DEFAULT_DAYS;
  const [row] = await db
    .insert(vsmeDataRequests)
    .values({
      documentId,
      reportId: report.id,
      datapointIds: asked,
      contactName: body.contactName ?? null,
      contactEmail: body.contactEmail?.toLowerCase() ?? null,
      message: body.message?.trim() || null,
      tokenNonce: nonce,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000),
      createdBy: userId,
    })
    .returning();
  return { request: await viewOf(db, report, row!), link: requestLink(links.publicUrl, token) };
}

export async function listDataRequests(
  db: Database,
  userId: number,
  reportDocumentId: string,
): Promise<VsmeDataRequest[]> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const rows = await db
    .select()
    .from(vsmeDataRequests)
    .where(eq(vsmeDataRequests.reportId, report.id))
    .orderBy(desc(vsmeDataRequests.createdAt), desc(vsmeDataRequests.id));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  const values = await valuesOfReport(db, report.id);
  return rows.map((row) => toDataRequest(row, report.documentId, answers.get(row.id)!, values));
}

/**
 * The datapoints of a report a data request still awaits: asked in a request that is open (not revoked,
 * not expired, not wholly submitted) and not submitted yet. A submitted answer is the report's value,
 * pending the consultant's review.
 */
export async function awaitingClientAnswers(
  db: Database,
  userId: number,
  reportDocumentId: string,
): Promise<Set<string>> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const rows = await db.select().from(vsmeDataRequests).where(eq(vsmeDataRequests.reportId, report.id));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  const awaiting = new Set<string>();
  for (const row of rows) {
    const given = answers.get(row.id) ?? [];
    if (statusOf(row, given) !== 'open') continue;
    const submitted = new Set(given.filter((a) => a.state === 'submitted').map((a) => a.datapointId));
    for (const id of askedIds(row)) if (!submitted.has(id)) awaiting.add(id);
  }
  return awaiting;
}

async function findRequest(
  db: Database,
  report: VsmeReportRow,
  requestDocumentId: string,
): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(vsmeDataRequests)
    .where(and(eq(vsmeDataRequests.reportId, report.id), eq(vsmeDataRequests.documentId, requestDocumentId)));
  if (!row) throw notFound(VSME_REQUEST_NOT_FOUND);
  return row;
}

/** Revoking is final and idempotent: the link stops working at once, the answers already given stay. */
export async function revokeDataRequest(
  db: Database,
  userId: number,
  reportDocumentId: string,
  requestDocumentId: string,
): Promise<VsmeDataRequest> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const request = await findRequest(db, report, requestDocumentId);
  const [row] = await db
    .update(vsmeDataRequests)
    .set({ revokedAt: sql`coalesce(${vsmeDataRequests.revokedAt}, now())` })
    .where(eq(vsmeDataRequests.id, request.id))
    .returning();
  return viewOf(db, report, row!);
}

/** E-mails the contact the link again, at most once an hour (claimed atomically, so two clicks send one mail). */
export async function remindDataRequest(
  db: Database,
  mailer: Mailer,
  links: RequestLinks,
  userId: number,
  reportDocumentId: string,
  requestDocumentId: string,
): Promise<VsmeDataRequest> {
  const report = await findVsmeReport(db, userId, reportDocumentId);
  const request = await findRequest(db, report, requestDocumentId);
  if (!request.contactEmail) throw conflict('This request has no contact e-mail address to remind');
  const answers = (await answersOf(db, [request.id])).get(request.id)!;
  const status = statusOf(request, answers);
  if (status !== 'open')
    throw conflict(`This request is ${status}: there is nothing to remind the contact of`);
  const [claimed] = await db
    .update(vsmeDataRequests)
    .set({ lastRemindedAt: sql`now()` })
    .where(
      and(
        eq(vsmeDataRequests.id, request.id),
        or(
          isNull(vsmeDataRequests.lastRemindedAt),
          lt(
            vsmeDataRequests.lastRemindedAt,
            sql`now() - make_interval(secs => ${REMINDER_INTERVAL_SECONDS})`,
          ),
        ),
      ),
    )
    .returning();
  if (!claimed) {
    const since = (Date.now() - request.lastRemindedAt!.getTime()) / 1000;
    const wait = Math.max(1, Math.ceil(REMINDER_INTERVAL_SECONDS - since));
    throw tooManyRequests('A reminder was sent less than an hour ago. Please try again later.', wait);
  }
  const link = requestLink(links.publicUrl, linkToken(links.secret, request.documentId, request.tokenNonce));
  await mailer.send(
    requestMail({
      to: request.contactEmail,
      contactName: request.contactName,
      link,
      expiresAt: request.expiresAt,
      message: request.message,
    }),
  );
  return viewOf(db, report, claimed);
}
