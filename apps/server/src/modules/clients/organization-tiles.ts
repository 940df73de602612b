import type { ClientTile } from '@impact/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { clients, organizationClientCounts, organizationMembers, users } from '../../db/schema.js';
import type { PageWindow } from '../../http/pagination.js';
import { userStandingColumns, userStandingRole, type UserStanding } from '../../plugins/auth.js';
import { logoUrlOf } from '../logos/logo-files.js';
import { SAMPLE_NOTE } from './client-view.js';
import { organizationPageIds } from './organization-page.js';

/** The client columns a dashboard tile shows (CLIENT_TILE_FIELDS), not the whole row. */
const tileColumns = {
  id: clients.id,
  documentId: clients.documentId,
  organizationId: clients.organizationId,
  name: clients.name,
  industry: clients.industry,
  domain: clients.domain,
  logoFile: clients.logoFile,
  sampleCompiledOn: clients.sampleCompiledOn,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

const integerParam = (name: string) => sql`${sql.placeholder(name)}::integer`;

/**
 * The dashboard's page of tiles in one statement: the token's user's standing, the total of their
 * organizations' clients (kept counts) and the page's tile columns. One row with null client columns
 * when the page is empty; none when the user no longer exists. It was three statements (the standing,
 * the page, the total), each a round trip to the database's thread or server, and the page read every
 * column (CompanyInfo up to 5,000 characters) for ten shown. Prepared once: a named statement on
 * PostgreSQL, and neither the query builder nor the planner runs again per request.
 */
function prepareTilePage(db: Database) {
  const userId = integerParam('userId');
  const page = sql`LATERAL (${organizationPageIds(userId, {
    offset: integerParam('offset'),
    limit: integerParam('limit'),
  })}) AS page`;
  return db
    .select({
      standing: userStandingColumns,
      total: sql<string | null>`(SELECT sum(${organizationClientCounts.clients})
        FROM ${organizationMembers} JOIN ${organizationClientCounts}
          ON ${organizationClientCounts.organizationId} = ${organizationMembers.organizationId}
        WHERE ${organizationMembers.userId} = ${userId})`,
      client: tileColumns,
    })
    .from(users)
    .innerJoin(...userStandingRole)
    .leftJoin(page, sql`true`)
    .leftJoin(clients, sql`${clients.id} = page.id`)
    .where(eq(users.id, userId))
    .orderBy(sql`${clients.updatedAt} DESC`, sql`${clients.id} DESC`)
    .prepare('organization_client_tiles_page');
}

const tilePageOf = preparedPerDatabase(prepareTilePage);

type TileRow = Pick<typeof clients.$inferSelect, keyof typeof tileColumns>;

/** A tile as the dashboard shows it, in CLIENT_TILE_FIELDS order. */
function toClientTile(row: TileRow): ClientTile {
  return {
    id: row.id,
    documentId: row.documentId,
    Name: row.name,
    Industry: row.industry,
    Domain: row.domain,
    LogoUrl: logoUrlOf(row.logoFile),
    Organizations: row.organizationId === null ? [] : [row.organizationId],
    Sample: row.sampleCompiledOn ? { compiledOn: row.sampleCompiledOn, note: SAMPLE_NOTE } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A page of the user's organizations' clients as tiles, most recently active first, with their total.
 * `accept` hears the token's user's standing from the same statement (undefined: no such user) and
 * throws to refuse the token before anything is answered.
 */
export async function organizationTilePage(
  db: Database,
  reader: { userId: number; accept(standing: UserStanding | undefined): void },
  window: PageWindow,
): Promise<{ rows: ClientTile[]; total: number }> {
  const rows = await tilePageOf(db).execute({
    userId: reader.userId,
    offset: window.offset,
    limit: window.limit,
  });
  reader.accept(rows[0]?.standing);
  return {
    rows: rows.flatMap(({ client }) => (client ? [toClientTile(client)] : [])),
    total: Number(rows[0]?.total ?? 0),
  };
}
