import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from '../../test/bundle.js';
import { startServerProcess, waitForOutput, type ServerProcess } from '../../test/server-process.js';
import { createTestDatabase } from '../../test/test-database.js';

/** The configuration's secrets, planted in the environment of a real server process. */
const SECRETS = {
  JWT_SECRET: 'startup-planted-jwt-secret-6d5c4b3a29181706f5e4',
  OPENAI_API_KEY: 'sk-startup-planted-openai-8c7b6a',
  ANTHROPIC_API_KEY: 'sk-ant-startup-planted-5f4e3d',
  PERPLEXITY_API_KEY: 'pplx-startup-planted-2c1b0a',
  GOOGLE_CLIENT_SECRET: 'startup-planted-google-secret-9e8d',
  LINKEDIN_CLIENT_SECRET: 'startup-planted-linkedin-secret-7c6b',
};
const SMTP_PASSWORD = 'startup-planted-smtp-password-3a2b';
const STARTUP_MS = 120_000;
const UNDELIVERABLE = 'SMTP_URL is not set: mails (password resets, invitations) cannot be delivered';

let bundle: Awaited<ReturnType<typeof bundleEntry>>;
let dataDir: string;
const processes: ServerProcess[] = [];
beforeAll(async () => {
  bundle = await bundleEntry('main');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-startup-log-'));
});
afterAll(() => {
  for (const server of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  bundle.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess(bundle.file, {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'trace',
    NODE_ENV: 'production',
    ...SECRETS,
    GOOGLE_CLIENT_ID: 'google-client',
    LINKEDIN_CLIENT_ID: 'linkedin-client',
    ...env,
  });
  processes.push(server);
  return server;
}

/** Serves a few requests, stops, and answers the whole output. */
async function runAndStop(server: ServerProcess): Promise<string> {
  // A fresh embedded database is migrated first: on a busy machine that takes a while.
  const url = (await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
  await waitForOutput(server, /Impact Studio is ready/);
  await fetch(`${url}/api/health`);
  await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRETS.JWT_SECRET}` },
    body: JSON.stringify({ identifier: 'someone@example.com', password: 'a-typed-password' }),
  });
  server.child.kill('SIGTERM');
  expect((await server.exit).code).toBe(0);
  return server.output();
}

function found(output: string, secrets: string[]): string[] {
  return secrets.filter((secret) => output.includes(secret));
}

describe('the log of a starting server', () => {
  it.runIf(inject('testDb') === 'pglite')(
    'holds neither the database nor the SMTP password when it cannot start',
    async () => {
      const server = start({
        DATABASE_URL: 'postgres://impact:startup-planted-db-password-1f2e@127.0.0.1:1/impact',
        SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@127.0.0.1:1`,
      });
      expect((await server.exit).code).toBe(1);
      const output = server.output();
      expect(output).toContain('the server could not start');
      expect(
        found(output, [...Object.values(SECRETS), SMTP_PASSWORD, 'startup-planted-db-password-1f2e']),
      ).toEqual([]);
    },
    STARTUP_MS,
  );

  it.runIf(inject('testDb') === 'postgres')(
    'holds no configured secret on PostgreSQL, and says once that mail cannot be delivered',
    async () => {
      const database = await createTestDatabase();
      try {
        const url = new URL(database.connectionString!);
        // The test server trusts local connections and ignores it; a server that checks has its own.
        url.password ||= 'startup-planted-db-password-4d3c';
        const output = await runAndStop(start({ DATABASE_URL: url.toString() }));
        expect(found(output, [...Object.values(SECRETS), url.password, 'a-typed-password'])).toEqual([]);
        expect(output.split(UNDELIVERABLE).length - 1).toBe(1);
      } finally {
        await database.close();
      }
    },
    STARTUP_MS,
  );
});
