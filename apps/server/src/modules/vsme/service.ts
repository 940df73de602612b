import {
  VSME_PERIOD_MAX_MONTHS,
  type CreateVsmeReport,
  type VsmeActor,
  type VsmeReport,
  type VsmeReportSummary,
  type VsmeReportVersionId,
} from '@impact/contracts';
import { vsmeVersion } from '@impact/knowledge';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { CLIENT_NOT_FOUND, findClient } from '../../authz/clients.js';
import { recordIdentity } from '../../authz/record-id.js';
import { findVsmeReport, vsmeReportScope, type VsmeReportRow } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { clients, users, vsmeReports } from '../../db/schema.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import { notFound } from '../../lib/errors.js';
import { reportDatapoints } from './datapoints.js';
import { loadVsmeEvidence } from './prefill/evidence.js';
import { prefillValues } from './prefill/prefill.js';
import { toReportView, toSummaries, valuesOf } from './report-view.js';
import { changeOf, insertValues, recordChanges } from './store.js';
import { fieldError } from './validate-value.js';
import type { PreviousReport } from './prefill/carry-over.js';

export const DEFAULT_VSME_VERSION: VsmeReportVersionId = 'vsme-recommendation-2025';

/** The signed-in user as a value's history names them. */
export async function userActor(db: Database, userId: number): Promise<VsmeActor> {
  const [row] = await db
    .select({ username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return {
    kind: 'user',
    userId,
    name: (row?.fullName?.trim() || row?.username || 'Unknown user').slice(0, 200),
  };
}

/** The reporting period: it ends after it starts and lasts at most 18 months (an extended first year). */
function checkPeriod(start: string, end: string): void {
  // '2025-02-30' parses as 2 March: only a day that reads back as itself is a calendar day.
  for (const [field, day] of [
    ['periodStart', start],
    ['periodEnd', end],
  ] as const) {
    const parsed = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
      throw fieldError(`data.${field}`, `${day} is not a calendar date`);
    }
  }
  if (end <= start) throw fieldError('data.periodEnd', 'The period must end after it starts');
  const limit = new Date(`${start}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + VSME_PERIOD_MAX_MONTHS);
  if (new Date(`${end}T00:00:00Z`) >= limit) {
    throw fieldError('data.periodEnd', `A reporting period lasts at most ${VSME_PERIOD_MAX_MONTHS} months`);
  }
}

/**
 * The report a new one starts from: the one named (the same client's, of an earlier period), or by
 * default the client's latest report of an earlier period; null asks for none.
 */
async function previousReportFor(
  db: Database,
  userId: number,
  clientId: number,
  periodStart: string,
  named: string | null | undefined,
): Promise<VsmeReportRow | undefined> {
  if (named === null) return undefined;
  if (named !== undefined) {
    const report = await findVsmeReport(db, userId, named);
    if (report.clientId !== clientId)
      throw fieldError('data.previousReportId', 'That report is on another client');
    if (report.periodStart >= periodStart) {
      throw fieldError('data.previousReportId', 'That report is not of an earlier period');
    }
    return report;
  }
  const [latest] = await db
    .select()
    .from(vsmeReports)
    .where(and(eq(vsmeReports.clientId, clientId), lt(vsmeReports.periodStart, periodStart)))
    .orderBy(desc(vsmeReports.periodEnd), desc(vsmeReports.id))
    .limit(1);
  return latest;
}

/**
 * A new report on one of the user's organization's clients, prefilled from what the client's evidence
 * holds now (an assessment still running adds nothing to it later).
 */
export async function createVsmeReport(
  db: Database,
  userId: number,
  body: CreateVsmeReport,
): Promise<VsmeReport> {
  const versionId = body.versionId ?? DEFAULT_VSME_VERSION;
  if (!vsmeVersion(versionId).contentModelled) {
    throw fieldError(
      'data.versionId',
      `The text of ${versionId} is not modelled yet; use ${DEFAULT_VSME_VERSION}`,
    );
  }
  checkPeriod(body.periodStart, body.periodEnd);
  const client = await findClient(db, userId, 'write', body.clientId);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const previousRow = await previousReportFor(db, userId, client.id, body.periodStart, body.previousReportId);
  const previous: PreviousReport | undefined = previousRow && {
    label: `the report for ${previousRow.periodStart} – ${previousRow.periodEnd}`,
    values: await valuesOf(db, previousRow),
  };
  const creator = await userActor(db, userId);
  const values = prefillValues({
    datapoints: reportDatapoints(versionId, body.module),
    evidence: await loadVsmeEvidence(db, client.id),
    module: body.module,
    periodYear: Number(body.periodEnd.slice(0, 4)),
    creator,
    previous,
  });
  const row = await db.transaction(async (tx) => {
    const [report] = await tx
      .insert(vsmeReports)
      .values({
        documentId: newDocumentId(),
        clientId: client.id,
        versionId,
        module: body.module,
        periodStart: body.periodStart,
        periodEnd: body.periodEnd,
        previousReportId: previousRow?.id ?? null,
        createdBy: userId,
      })
      .returning();
    await insertValues(tx, report!.id, values.values());
    const history = [...values.values()]
      .filter((state) => state.status !== 'missing')
      .map((state) =>
        changeOf(
          null,
          state,
          state.updatedBy ?? creator,
          state.method?.kind === 'previous-report' ? 'carried over' : 'prefilled',
        ),
      );
    await recordChanges(tx, report!.id, history);
    return report!;
  });
  return toReportView(db, row);
}

export async function getVsmeReport(db: Database, userId: number, documentId: string): Promise<VsmeReport> {
  return toReportView(db, await findVsmeReport(db, userId, documentId));
}

/** A page of the user's organizations' reports, the latest period first; `client` narrows to one client. */
export async function listVsmeReports(
  db: Database,
  userId: number,
  client: string | undefined,
  window: PageWindow,
): Promise<{ rows: VsmeReportSummary[]; total: number }> {
  const conditions: SQL[] = [vsmeReportScope(userId)];
  if (client !== undefined) {
    const identity = recordIdentity(clients, client);
    if (!identity) return { rows: [], total: 0 };
    const [row] = await db.select({ id: clients.id }).from(clients).where(identity);
    if (!row) return { rows: [], total: 0 };
    conditions.push(eq(vsmeReports.clientId, row.id));
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(vsmeReports)
      .where(where)
      .orderBy(desc(vsmeReports.periodEnd), desc(vsmeReports.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, vsmeReports, where),
  ]);
  return { rows: await toSummaries(db, rows), total };
}

/** Deletes a report with its values and their history; a later report carried over from it keeps its values. */
export async function deleteVsmeReport(db: Database, userId: number, documentId: string): Promise<void> {
  const report = await findVsmeReport(db, userId, documentId);
  await db.delete(vsmeReports).where(eq(vsmeReports.id, report.id));
}
