import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { AppConfig } from '../config.js';
import { EmbeddedDatabaseWorker } from './embedded-worker/worker-client.js';
import { openConfiguredDatabase } from './open.js';

// Embedded mode only: the database's own thread is what can be lost.
describe.runIf(inject('testDb') === 'pglite')('an embedded database whose thread ends unexpectedly', () => {
  it('is reported once, fails what asks it with the reason, and lets the data directory be opened again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-database-lost-'));
    const config = { dataDir, embeddedDatabaseThread: 'worker' } as AppConfig;
    const logged: string[] = [];
    const lost: Error[] = [];
    try {
      const first = await openConfiguredDatabase(
        config,
        (line) => logged.push(line),
        (error) => lost.push(error),
      );
      await first.handle.db.execute(sql`CREATE TABLE kept (n integer)`);
      await first.handle.db.execute(sql`INSERT INTO kept VALUES (42)`);
      const thread = first.handle.pglite;
      expect(thread).toBeInstanceOf(EmbeddedDatabaseWorker);

      await (thread as EmbeddedDatabaseWorker).endAbruptly();
      expect(lost.map((error) => error.message)).toEqual([
        expect.stringContaining('The embedded database thread stopped'),
      ]);
      expect(logged).toContainEqual(expect.stringContaining('the server cannot answer'));
      // Drizzle names the statement; the reason is the error it wraps.
      const failure = await first.handle.db.execute(sql`SELECT 1`).catch((error: Error) => error);
      expect((failure as Error).cause).toMatchObject({
        message: expect.stringContaining('The embedded database thread stopped'),
      });
      await first.close();

      // The lock is released and the committed row survives the crash.
      const again = await openConfiguredDatabase(config, () => undefined);
      try {
        const result = await again.handle.db.execute(sql`SELECT n FROM kept`);
        expect((result as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 42 }]);
      } finally {
        await again.close();
      }
      expect(lost).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
