import { and, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { reports } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { isMemberOrganization } from './membership.js';
import { recordIdentity } from './record-id.js';

export const REPORT_NOT_FOUND = 'Report not found';

export type ReportRow = typeof reports.$inferSelect;

/**
 * The reports a user may read and change: their organizations' (members share their organization's
 * reports; a report on a public sample belongs to the organization that made it).
 */
export function reportScope(userId: number): SQL {
  return isMemberOrganization(reports.organizationId, userId);
}

/**
 * A report of one of the user's organizations, in one query. Any other report is not found, whether it
 * exists or not (never reveal another organization's records).
 */
export async function findReport(db: Database, userId: number, idOrDocumentId: string | number) {
  const identity = recordIdentity(reports, idOrDocumentId);
  if (!identity) throw notFound(REPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(reports)
    .where(and(identity, reportScope(userId)));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}
export const SECTION_NOT_FOUND = 'Section not found';
