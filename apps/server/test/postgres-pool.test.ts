import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../src/db/client.js';
import { postgresAdminUrl } from './postgres-urls.js';

// A database restart must not take the server down: the pool reports the idle connection's death and
// replaces it on the next query.
describe.runIf(inject('testDb') === 'postgres')('the PostgreSQL pool', () => {
  it('survives an idle connection being terminated, and reconnects', async () => {
    const errors: string[] = [];
    let errorReported!: () => void;
    const reported = new Promise<void>((resolve) => (errorReported = resolve));
    // The admin database, never the template: other files clone the template and it must stay unused.
    const handle = openPostgres(postgresAdminUrl(), 2, (error) => {
      errors.push(error.message);
      errorReported();
    });
    const pid = (
      (await handle.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: { pid: number }[] }
    ).rows[0]!.pid;
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await reported;
    expect(errors[0]).toMatch(/terminat/);
    const again = (await handle.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] };
    expect(again.rows[0]!.one).toBe(1);
    await handle.close();
  });
});
