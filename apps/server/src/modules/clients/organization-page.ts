import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, organizationClientCounts, organizationMembers } from '../../db/schema.js';
import type { PageWindow } from '../../http/pagination.js';

/**
 * The ids of one page of the user's organizations' clients, most recently active first, ties by newest
 * id: the order every client list shows. Each organization's clients are read as the first rows of a
 * backward scan of (organization, updated_at, id), at most `offset + limit` of them, and only those are
 * merged and paged. Filtering all of an organization's clients by membership and sorting them cost
 * about 26 ms a page at 10,000 clients; this, under a millisecond.
 *
 * Membership is the scope: only organizations the user belongs to are read, as `clientScope(…,
 * 'write')` would allow (samples belong to none, so they are never listed here).
 */
export function organizationPageIds(
  userId: number | SQL,
  window: PageWindow | { offset: SQL; limit: SQL },
): SQL {
  // A prepared statement passes its placeholders (typed), a built one the numbers.
  const reach =
    typeof window.offset === 'number' && typeof window.limit === 'number'
      ? window.offset + window.limit
      : sql`(${window.offset} + ${window.limit})`;
  return sql`SELECT newest.id FROM ${organizationMembers} member
    CROSS JOIN LATERAL (
      SELECT c.id, c.updated_at FROM ${clients} c
      WHERE c.organization_id = member.organization_id
      ORDER BY c.updated_at DESC, c.id DESC LIMIT ${reach}
    ) newest
    WHERE member.user_id = ${userId}
    ORDER BY newest.updated_at DESC, newest.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`;
}

/** How many clients the user's organizations have: kept counts (drizzle/0023), one key per organization. */
export async function organizationClientTotal(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${organizationClientCounts.clients})` })
    .from(organizationMembers)
    .innerJoin(
      organizationClientCounts,
      eq(organizationClientCounts.organizationId, organizationMembers.organizationId),
    )
    .where(eq(organizationMembers.userId, userId));
  return Number(row?.total ?? 0);
}
