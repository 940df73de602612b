import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, reports } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { organizationIdsOf } from '../clients/access.js';

export const REPORT_NOT_FOUND = 'Report not found';
export const SECTION_NOT_FOUND = 'Section not found';

export type ReportRow = typeof reports.$inferSelect;

const MAX_SERIAL_ID = 2_147_483_647;

/** A report id as the API receives it: the numeric id or the documentId. */
export function reportIdentity(idOrDocumentId: string | number): SQL {
  const asNumber = Number(idOrDocumentId);
  return Number.isInteger(asNumber) && asNumber > 0 && asNumber <= MAX_SERIAL_ID
    ? eq(reports.id, asNumber)
    : eq(reports.documentId, String(idOrDocumentId));
}

/**
 * A report of one of the user's organizations. Any other report is not found, whether it exists or
 * not (DESIGN: never reveal another organization's records).
 */
export async function findReport(db: Database, userId: number, idOrDocumentId: string | number) {
  const organizationIds = await organizationIdsOf(db, userId);
  if (organizationIds.length === 0) throw notFound(REPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(reports)
    .where(and(reportIdentity(idOrDocumentId), inArray(reports.organizationId, organizationIds)));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/**
 * The organization a user acts for where a request names none (a report on a public sample, the main
 * prompt): the first they joined, as client creation does. Undefined for a user without one.
 */
export async function primaryOrganizationOf(db: Database, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId))
    .limit(1);
  return row?.id;
}
