import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import type { AppProviders } from '../src/context.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { loggerOptions } from '../src/logging/logger.js';
import { createTestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: AppConfig;
  dataDir: string;
  /** inject() with a JSON body and an optional bearer token. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a fresh database; `env` adds or overrides environment variables. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<BuildAppOptions, 'webDistDir' | 'assessment'> & {
    providers?: Partial<AppProviders>;
    /** Where the server's log lines go (with LOG_LEVEL in `env`), through the production logger options. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-test-data-'));
  const handle = await createTestDatabase();
  const config = loadConfig({
    // ROLE=api or worker needs DATABASE_URL: the test's own PostgreSQL clone, which child processes share.
    ...(handle.connectionString && env.ROLE ? { DATABASE_URL: handle.connectionString } : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://app.test',
    JWT_SECRET: TEST_JWT_SECRET,
    // A created client starts an assessment in the background; tests that want one say so.
    ASSESS_NEW_CLIENTS: 'false',
    ...env,
  });
  const { logStream, ...appOptions } = extra;
  const logger = logStream ? pino(loggerOptions(config, [TEST_JWT_SECRET]), logStream) : undefined;
  const app = await buildApp({
    config,
    database: handle,
    jwtSecret: TEST_JWT_SECRET,
    ...appOptions,
    ...(logger ? { logger } : {}),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    config,
    dataDir,
    request: ({ token, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    async close() {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
