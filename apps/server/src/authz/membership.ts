import { asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { organizationMembers } from '../db/schema.js';

/*
 * Membership is read from the database by the statement that needs it, on every request: a removed
 * member loses access with their next request, in every process, and no cache can disagree with it.
 */

/**
 * `column` is one of the organizations `userId` belongs to: a condition the lookup's own statement
 * evaluates, so checking membership costs no extra round trip. `userId` may be a placeholder, for a
 * statement prepared once.
 */
export function isMemberOrganization(column: PgColumn | SQL, userId: number | Placeholder): SQL {
  return sql`${column} IN (SELECT ${organizationMembers.organizationId} FROM ${organizationMembers} WHERE ${organizationMembers.userId} = ${userId})`;
}

/**
 * The organizations a user belongs to, the one they joined first first (so "the user's organization",
 * where a request names none, is the same one everywhere); empty for signed-out visitors.
 */
export async function organizationIdsOf(db: Database, userId: number | undefined): Promise<number[]> {
  if (userId === undefined) return [];
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId));
  return rows.map((row) => row.id);
}

/**
 * The organization a user acts for where a request names none (a report on a public sample, the main
 * prompt): the first they joined, as client creation does. Undefined for a user without one.
 */
export async function primaryOrganizationOf(db: Database, userId: number): Promise<number | undefined> {
  const [first] = await organizationIdsOf(db, userId);
  return first;
}
