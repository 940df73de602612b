import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config.js';
import {
  openPgliteInWorker,
  openPostgres,
  pgliteOptions,
  wrapPglite,
  type DatabaseHandle,
} from './client.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate.js';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** Closes the database and, in embedded mode, releases the data directory. */
  close(): Promise<void>;
}

/**
 * Opens the configured database and brings its schema up to date: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR, guarded by the data-directory lock, on its own thread
 * unless EMBEDDED_DATABASE_THREAD=main.
 */
export async function openConfiguredDatabase(
  config: AppConfig,
  log: (message: string) => void,
  /** The embedded database's thread ended without being closed: nothing can be answered any more. */
  onDatabaseLost: (error: Error) => void = () => undefined,
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    await migratePostgresDatabase(config.databaseUrl);
    const handle = openPostgres(config.databaseUrl);
    return { handle, close: () => handle.close() };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const lock: DataDirLock = acquireDataDirLock(config.dataDir, log);
  try {
    const dataDir = path.join(config.dataDir, 'db');
    const handle =
      config.embeddedDatabaseThread === 'worker'
        ? await openPgliteInWorker(dataDir, (error) => {
            log(`${error.message}: the server cannot answer`);
            onDatabaseLost(error);
          })
        : await openPgliteOnThisThread(dataDir);
    return {
      handle,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPgliteOnThisThread(dataDir: string): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir, pgliteOptions);
  await migratePgliteDatabase(client);
  return wrapPglite(client);
}
