import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, vsmeReports } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { isMemberOrganization } from './membership.js';
import { recordIdentity } from './record-id.js';

export const VSME_REPORT_NOT_FOUND = 'VSME report not found';

export type VsmeReportRow = typeof vsmeReports.$inferSelect;

/**
 * The VSME reports a user may read and change: those on clients of their organizations. A report
 * belongs to its client's organization, read through the client (public samples have none, so no
 * report can be made on one), so members share them and no other organization reaches them.
 */
export function vsmeReportScope(userId: number): SQL {
  return sql`${vsmeReports.clientId} IN (SELECT ${clients.id} FROM ${clients} WHERE ${isMemberOrganization(clients.organizationId, userId)})`;
}

/** A VSME report of one of the user's organizations, or 404 whether it exists or not. */
export async function findVsmeReport(
  db: Database,
  userId: number,
  documentId: string,
): Promise<VsmeReportRow> {
  const identity = recordIdentity(vsmeReports, documentId);
  if (!identity) throw notFound(VSME_REPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(vsmeReports)
    .where(and(identity, vsmeReportScope(userId)));
  if (!row) throw notFound(VSME_REPORT_NOT_FOUND);
  return row;
}
