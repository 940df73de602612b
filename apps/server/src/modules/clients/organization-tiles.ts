import type { ClientTile } from '@impact/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { clients, organizationClientCounts, organizationMembers, users } from '../../db/schema.js';
import type { PageWindow } from '../../http/pagination.js';
import { userStandingColumns, userStandingRole, type UserStanding } from '../../plugins/auth.js';
import { logoUrlOf } from '../logos/logo-files.js';
import { SAMPLE_NOTE } from './client-view.js';
import { organizationPageIds } from './organization-page.js';

const integerParam = (name: string) => sql`${sql.placeholder(name)}::integer`;

/**
 * The page's tiles as one JSON array, built by the database (CLIENT_TILE_FIELDS' columns, in the
 * page's order): one value to decode and hand over instead of a row of ten columns per client, which
 * on the embedded database's thread cost more than the query itself.
 */
function tilesJson(userId: SQL, window: { offset: SQL; limit: SQL }): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'id', c.id, 'documentId', c.document_id, 'name', c.name, 'industry', c.industry,
      'domain', c.domain, 'logoFile', c.logo_file, 'organizationId', c.organization_id,
      'sampleCompiledOn', c.sample_compiled_on, 'createdAt', c.created_at, 'updatedAt', c.updated_at
    ) ORDER BY c.updated_at DESC, c.id DESC), '[]')::text
    FROM ${clients} c WHERE c.id IN (${organizationPageIds(userId, window)}))`;
}

/**
 * The dashboard's page of tiles in one statement: the token's user's standing, the total of their
 * organizations' clients (kept counts) and the page's tiles. No row when the user no longer exists.
 * It was three statements (the standing, the page, the total), each a round trip to the database's
 * thread or server, and the page read every column (CompanyInfo up to 5,000 characters) for ten
 * shown. Prepared once: a named statement on PostgreSQL, and neither the query builder nor the
 * planner runs again per request.
 */
function prepareTilePage(db: Database) {
  const userId = integerParam('userId');
  return db
    .select({
      standing: userStandingColumns,
      total: sql<string | null>`(SELECT sum(${organizationClientCounts.clients})
        FROM ${organizationMembers} JOIN ${organizationClientCounts}
          ON ${organizationClientCounts.organizationId} = ${organizationMembers.organizationId}
        WHERE ${organizationMembers.userId} = ${userId})`,
      tiles: sql<string>`${tilesJson(userId, { offset: integerParam('offset'), limit: integerParam('limit') })}`,
    })
    .from(users)
    .innerJoin(...userStandingRole)
    .where(eq(users.id, userId))
    .prepare('organization_client_tiles_page');
}

const tilePageOf = preparedPerDatabase(prepareTilePage);

/** A tile as the database wrote it (tilesJson): timestamps as JSON strings. */
interface TileJson {
  id: number;
  documentId: string;
  name: string;
  industry: string | null;
  domain: string | null;
  logoFile: string | null;
  organizationId: number | null;
  sampleCompiledOn: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A tile as the dashboard shows it, in CLIENT_TILE_FIELDS order. */
function toClientTile(row: TileJson): ClientTile {
  return {
    id: row.id,
    documentId: row.documentId,
    Name: row.name,
    Industry: row.industry,
    Domain: row.domain,
    LogoUrl: logoUrlOf(row.logoFile),
    Organizations: row.organizationId === null ? [] : [row.organizationId],
    Sample: row.sampleCompiledOn ? { compiledOn: row.sampleCompiledOn, note: SAMPLE_NOTE } : null,
    // PostgreSQL writes microseconds and an offset; the API answers milliseconds in UTC.
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
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
    rows: rows[0] ? (JSON.parse(rows[0].tiles) as TileJson[]).map(toClientTile) : [],
    total: Number(rows[0]?.total ?? 0),
  };
}
