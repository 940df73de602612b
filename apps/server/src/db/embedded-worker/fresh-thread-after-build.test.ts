import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPgliteInWorker, pgliteExtensions, pgliteOptions } from '../client.js';
import { EmbeddedDatabaseWorker } from './worker-client.js';

const startWorker = (dataDir: string) =>
  EmbeddedDatabaseWorker.start({
    dataDir,
    startParams: pgliteOptions.startParams,
    migrationsDir: undefined,
    extensionNames: Object.keys(pgliteExtensions),
  });

// A database just created or migrated is reopened on a fresh thread, so that the memory initdb and the
// index builds took is given back (see client.ts). Run once, in the PGlite project.
describe.runIf(inject('testDb') === 'pglite')('the embedded database after it was built', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'impact-fresh-thread-'));
    dirs.push(dir);
    return path.join(dir, 'db');
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('says a thread built the database when it created it, and not when it opened it again', async () => {
    const dataDir = newDataDir();
    const creating = await startWorker(dataDir);
    expect(creating.built).toBe(true);
    await creating.exec('CREATE TABLE kept (id int PRIMARY KEY)');
    await creating.close();

    const reopening = await startWorker(dataDir);
    expect(reopening.built).toBe(false);
    const { rows } = await reopening.query<{ present: boolean }>(
      "SELECT to_regclass('kept') IS NOT NULL AS present",
    );
    expect(rows).toEqual([{ present: true }]);
    await reopening.close();
  }, 120_000);

  it('hands the server a thread that opened the created and migrated database, not the one that built it', async () => {
    const handle = await openPgliteInWorker(newDataDir());
    try {
      expect((handle.pglite as unknown as EmbeddedDatabaseWorker).built).toBe(false);
      const { rows } = await handle.pglite!.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
