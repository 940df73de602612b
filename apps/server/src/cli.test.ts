import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from '../test/bundle.js';
import { pgliteExtensions } from './db/client.js';

/** `npm run admin -- grant-admin <email>` as an operator runs it, on an embedded data directory. */
describe.runIf(inject('testDb') === 'pglite')('the admin command', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-cli-'));

  beforeAll(async () => {
    bundle = await bundleEntry('cli');
    // Start from the suite's migrated snapshot, as a data directory that `npm start` already set up:
    // creating and migrating a fresh cluster in the child takes half a minute on a busy machine.
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const db = await PGlite.create(path.join(dataDir, 'db'), {
      loadDataDir: snapshot,
      extensions: pgliteExtensions,
    });
    await db.close();
  });
  afterAll(() => {
    bundle.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const runCli = (...args: string[]) =>
    spawnSync(process.execPath, [bundle.file, ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  const roleOfOperator = async () => {
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    const { rows } = await db.query<{ name: string }>(
      `SELECT r.name FROM users u JOIN roles r ON r.id = u.role_id WHERE u.email = 'ops@example.com'`,
    );
    await db.close();
    return rows[0]?.name;
  };

  it('explains its usage when called wrongly', () => {
    const result = runCli('make-admin');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- <command> <email>');
  });

  it('says so when the account does not exist', () => {
    const result = runCli('grant-admin', 'ops@example.com');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('No account with the e-mail ops@example.com');
  });

  it('grants Admin', async () => {
    // Add the account the operator means.
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
    await db.query(
      `INSERT INTO users (document_id, username, email, role_id)
       SELECT 'cli-test-user-000000000', 'ops', 'ops@example.com', id FROM roles WHERE type = 'authenticated'`,
    );
    await db.close();

    const grant = runCli('grant-admin', 'Ops@Example.com');
    expect(grant.status).toBe(0);
    expect(grant.stdout.trim()).toBe('Ops@Example.com now has the Admin role.');
    expect(await roleOfOperator()).toBe('Admin');
  });

  // Runs after 'grants Admin' (tests in a file run in order) on the same data directory.
  it('revokes Admin', async () => {
    const revoke = runCli('revoke-admin', 'ops@example.com');
    expect(revoke.status).toBe(0);
    expect(await roleOfOperator()).toBe('Authenticated');
  });
});
