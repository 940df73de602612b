import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';

/** Any fixed number: every process that migrates the same PostgreSQL database takes this lock first. */
const MIGRATION_LOCK_KEY = 734_201_117;

export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir });
}

/**
 * Several API processes may start together against one PostgreSQL; the advisory lock lets one migrate
 * while the others wait, then find nothing left to do.
 */
export async function migratePostgresDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
