import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { EMBEDDED_SHARED_BUFFERS } from './client.js';

// Embedded mode only: run once, in the PGlite project. The server (db/open.ts), the tests and the
// benchmarks open the embedded database with the same options (`pgliteOptions`).
describe.runIf(inject('testDb') === 'pglite')('the embedded database', () => {
  it('keeps PostgreSQL shared buffers at 32 MB, not PGlite’s 128 MB', async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(sql`SHOW shared_buffers`);
      const buffers = result as unknown as { rows: { shared_buffers: string }[] };
      expect(EMBEDDED_SHARED_BUFFERS).toBe('32MB');
      expect(buffers.rows[0]).toEqual({ shared_buffers: '32MB' });
    } finally {
      await database.close();
    }
  });
});
