import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, pgliteOptions, wrapPglite, type DatabaseHandle } from '../src/db/client.js';
import { postgresAdminUrl, withDatabase } from './postgres-urls.js';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's snapshot, or
 * a PostgreSQL database cloned from the run's template. Closing it drops the clone.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (inject('testDb') === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const client = await PGlite.create({ loadDataDir: snapshot, ...pgliteOptions });
    return wrapPglite(client);
  }
  // The global setup's pid, so its teardown can find clones a crashed file left behind.
  const template = inject('postgresTemplate');
  const name = `impact_test_${template.split('_').pop()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const handle = openPostgres(withDatabase(postgresAdminUrl(), name), 4);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
