import type {
  VsmeReport,
  VsmeReportModule,
  VsmeReportSummary,
  VsmeReportVersionId,
  VsmeValue,
} from '@impact/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { VsmeReportRow } from '../../authz/vsme-reports.js';
import type { Database } from '../../db/client.js';
import { clients, vsmeReports } from '../../db/schema.js';
import { computeCompleteness } from './completeness.js';
import { reportDatapoints } from './datapoints.js';
import { loadValues } from './store.js';

const versionOf = (row: VsmeReportRow) => row.versionId as VsmeReportVersionId;
const moduleOf = (row: VsmeReportRow) => row.module as VsmeReportModule;

/** The datapoints a stored report holds, in the standard's order. */
export const datapointsOf = (row: VsmeReportRow) => reportDatapoints(versionOf(row), moduleOf(row));

/** Reports as the API answers them: their client, completeness and (in full) every value in order. */
async function views(db: Database, rows: readonly VsmeReportRow[]) {
  const ids = rows.map((row) => row.id);
  const clientIds = [...new Set(rows.map((row) => row.clientId))];
  const previousIds = rows.flatMap((row) => (row.previousReportId === null ? [] : [row.previousReportId]));
  const [values, clientRows, previousRows] = await Promise.all([
    loadValues(db, ids),
    clientIds.length === 0
      ? []
      : db
          .select({ id: clients.id, documentId: clients.documentId, name: clients.name })
          .from(clients)
          .where(inArray(clients.id, clientIds)),
    previousIds.length === 0
      ? []
      : db
          .select({ id: vsmeReports.id, documentId: vsmeReports.documentId })
          .from(vsmeReports)
          .where(inArray(vsmeReports.id, previousIds)),
  ]);
  return rows.map((row) => {
    const datapoints = datapointsOf(row);
    const stored = values.get(row.id)!;
    const client = clientRows.find((entry) => entry.id === row.clientId)!;
    const ordered = datapoints.flatMap((datapoint) => stored.get(datapoint.id) ?? []);
    const summary: Omit<VsmeReportSummary, 'completeness'> = {
      id: row.id,
      documentId: row.documentId,
      client: { documentId: client.documentId, Name: client.name },
      versionId: versionOf(row),
      module: moduleOf(row),
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      previousReportDocumentId:
        previousRows.find((entry) => entry.id === row.previousReportId)?.documentId ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    return { summary, values: ordered, completeness: computeCompleteness(datapoints, stored, moduleOf(row)) };
  });
}

export async function toReportView(db: Database, row: VsmeReportRow): Promise<VsmeReport> {
  const [view] = await views(db, [row]);
  return { ...view!.summary, completeness: view!.completeness, values: view!.values };
}

export async function toSummaries(
  db: Database,
  rows: readonly VsmeReportRow[],
): Promise<VsmeReportSummary[]> {
  return (await views(db, rows)).map((view) => ({
    ...view.summary,
    completeness: view.completeness.overall,
  }));
}

/** A report's values by datapoint id, for the services that change them. */
export async function valuesOf(db: Database, row: VsmeReportRow): Promise<Map<string, VsmeValue>> {
  return (await loadValues(db, [row.id])).get(row.id)!;
}

export async function touchReport(db: Pick<Database, 'update'>, reportId: number): Promise<void> {
  await db.update(vsmeReports).set({ updatedAt: new Date() }).where(eq(vsmeReports.id, reportId));
}
