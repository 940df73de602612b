import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../src/db/client.js';
import { migratePgliteDatabase, migratePostgresDatabase } from '../src/db/migrate.js';
import { migrationsDir } from '../src/paths.js';
import { postgresAdminUrl, withDatabase } from './postgres-urls.js';

/** A database of the test's kind on an older schema, to hold what an older version stored. */
export interface PartlyMigratedDatabase {
  handle: DatabaseHandle;
  /** Applies the remaining migrations, as the next start of the server would. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/** The migrations folder with its journal cut before `firstNew` (a tag such as '0015_…'). */
function foldBefore(firstNew: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'impact-migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === firstNew);
  if (index < 0) throw new Error(`No migration ${firstNew}`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A fresh database migrated up to, not including, the migration `firstNew`: seed it with the old
 * shape, call migrateRest, then check what the migration made of it.
 */
export async function databaseBefore(firstNew: string): Promise<PartlyMigratedDatabase> {
  const older = foldBefore(firstNew);
  try {
    if (inject('testDb') === 'pglite') {
      const client = await PGlite.create(pgliteOptions);
      await migratePglite(drizzlePglite(client), { migrationsFolder: older.folder });
      const handle = wrapPglite(client);
      return { handle, migrateRest: () => migratePgliteDatabase(client), close: () => handle.close() };
    }
    // Named like the per-file clones, so the run's teardown removes it should this file crash.
    const template = inject('postgresTemplate');
    const name = `impact_test_${template.split('_').pop()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(postgresAdminUrl(), name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: older.folder });
    await client.end();
    const handle = openPostgres(url, 2);
    return {
      handle,
      migrateRest: () => migratePostgresDatabase(url),
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: postgresAdminUrl() });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  } finally {
    older.remove();
  }
}

/**
 * What an older version may hold, for migrations that derive something from clients: organizations 'o1'
 * and 'o2', 'Tidewater Freight' and 'Tidewater Marine' in o1, 'Tidewater Freight' in o2, and a sample
 * ('s1', in no organization).
 */
export async function seedOrganizationsWithClients(db: PartlyMigratedDatabase): Promise<void> {
  await db.handle.db.execute(
    sql`INSERT INTO organizations (document_id, name) VALUES ('o1', 'One'), ('o2', 'Two')`,
  );
  await db.handle.db.execute(sql`
    INSERT INTO clients (document_id, organization_id, name) VALUES
      ('c1', (SELECT id FROM organizations WHERE document_id = 'o1'), 'Tidewater Freight'),
      ('c2', (SELECT id FROM organizations WHERE document_id = 'o1'), 'Tidewater Marine'),
      ('c3', (SELECT id FROM organizations WHERE document_id = 'o2'), 'Tidewater Freight'),
      ('s1', NULL, 'A public sample')`);
}
