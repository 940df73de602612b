import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import { EmbeddedDatabaseWorker, type EmbeddedClient } from './embedded-worker/worker-client.js';
import * as schema from './schema.js';

/** Both drivers give the same query builder; services only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded client itself (PGlite, or PGlite on its own thread): the job queue and LISTEN use it
   * directly.
   */
  pglite?: EmbeddedClient;
  /** PostgreSQL only: the job queue and the notification listener open their own connections. */
  connectionString?: string;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, btree_gist };

/**
 * PostgreSQL's shared buffers inside the embedded database. PGlite's default, 128 MB, is PostgreSQL's
 * own: it sits in the WebAssembly heap, and what is touched stays resident for the life of the server.
 * A consultancy's data is a few tens of MB, and pages outside the buffers are still cached by the
 * operating system, so 32 MB keeps the hot tables in memory for about 120 MB less resident memory.
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/** How every embedded database is opened: the server's, the tests' and the benchmarks'. */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
};

export function wrapPglite(client: EmbeddedClient): DatabaseHandle {
  return {
    // drizzle calls only the part of PGlite that EmbeddedClient has (query, exec, transaction).
    db: drizzlePglite(client as PGlite, { schema }) as unknown as Database,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, pgliteOptions);
  return wrapPglite(client);
}

/**
 * The embedded database on a thread of its own, migrated there (see
 * docs/decisions/013-embedded-database-off-the-request-thread.md). Without a data directory it is
 * in memory.
 */
export async function openPgliteInWorker(
  dataDir: string | undefined,
  onUnexpectedExit?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const start = () =>
    EmbeddedDatabaseWorker.start(
      {
        dataDir,
        startParams: pgliteOptions.startParams,
        migrationsDir,
        extensionNames: Object.keys(pgliteExtensions),
      },
      onUnexpectedExit,
    );
  let client = await start();
  // Creating the database (initdb) and building indexes grow the thread's WebAssembly heap, which
  // never shrinks, and leave garbage V8 collects only under pressure: about 80 MiB an idle server kept
  // for its whole life. A thread that ends gives all of it back, so a database just built is reopened
  // on a fresh thread. An in-memory database would be lost: it stays.
  if (client.built && dataDir !== undefined) {
    await client.close();
    client = await start();
  }
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
