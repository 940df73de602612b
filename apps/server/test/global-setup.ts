import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteOptions } from '../src/db/client.js';
import { migratePgliteDatabase, migratePostgresDatabase } from '../src/db/migrate.js';
import { postgresAdminUrl, withDatabase } from './postgres-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    /** pglite: a migrated data directory dumped as a tarball, loaded into memory by each test file. */
    pgliteSnapshot: string;
    /** postgres: a migrated database that each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run, so test files start from a copy instead of replaying every migration:
 * this keeps the suite fast as migrations accumulate.
 */
export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts): the global setup runs in the main process, where
  // process.env is shared by every project and does not carry it.
  const kind = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', kind);
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'impact-pglite-'));
    const client = await PGlite.create(pgliteOptions);
    await migratePgliteDatabase(client);
    const snapshot = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const template = `impact_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresAdminUrl()} (${error.message}). ` +
        'Start it, or set TEST_POSTGRES_URL to a server where this user may create databases.',
    );
  });
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  await migratePostgresDatabase(withDatabase(postgresAdminUrl(), template));
  project.provide('postgresTemplate', template);
  project.provide('pgliteSnapshot', '');
  return async () => {
    const cleanup = new pg.Client({ connectionString: postgresAdminUrl() });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `impact_test_${process.pid}_%`],
    );
    for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await cleanup.end();
  };
}
