import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** Both drivers give the same query builder; services only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded client itself: the job queue and LISTEN use it directly. */
  pglite?: PGlite;
  /** PostgreSQL only: the job queue and the notification listener open their own connections. */
  connectionString?: string;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, btree_gist };

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return wrapPglite(client);
}

export function openPostgres(
  connectionString: string,
  maxConnections = 10,
  onIdleClientError: (error: Error) => void = (error) =>
    console.warn(`A pooled PostgreSQL connection failed while idle (it will be replaced): ${error.message}`),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // Without a listener, an idle connection's error (a database restart, a dropped connection) would be
  // an uncaught 'error' event and stop the whole process; the pool replaces the client on next use.
  pool.on('error', onIdleClientError);
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    connectionString,
    close: () => pool.end(),
  };
}
