import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isNewDataDirectory,
  PREPARE_ENTRY,
  prepareNewDataDirectory,
  serverEnvironment,
  serverNodeOptions,
} from './server-process.mjs';

let root;

/** A database as the server leaves it in DATA_DIR/db. */
function createDatabaseIn(dataDir) {
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
}

/** Stands in for the built preparation: records its working directory and DATA_DIR, exits with `code`. */
function stubPreparation(code) {
  const entry = path.join(root, PREPARE_ENTRY);
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    `require('node:fs').writeFileSync('ran.json', JSON.stringify({ cwd: process.cwd(), dataDir: process.env.DATA_DIR }));
process.exit(${code});`,
  );
}

describe('how the built server is started', () => {
  it('caps V8’s young generation unless the operator set it in NODE_OPTIONS', () => {
    expect(serverNodeOptions({})).toEqual(['--max-semi-space-size=4']);
    expect(serverNodeOptions({ NODE_OPTIONS: '--max-semi-space-size=32' })).toEqual([]);
  });

  it('limits malloc arenas to two and fixes the mmap and trim thresholds, keeping the operator’s own values and the rest of the environment', () => {
    const fixed = {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '16384',
      MALLOC_TRIM_THRESHOLD_: '131072',
    };
    expect(serverEnvironment({ PORT: '3000' })).toEqual({ ...fixed, PORT: '3000' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '8', MALLOC_TRIM_THRESHOLD_: '0' })).toEqual({
      ...fixed,
      MALLOC_ARENA_MAX: '8',
      MALLOC_TRIM_THRESHOLD_: '0',
    });
  });
});

describe('preparing a new data directory before the server starts', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'impact-prepare-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('calls a data directory new until it holds a database, resolving DATA_DIR (default ./data) from where the server runs', () => {
    expect(isNewDataDirectory({}, root)).toBe(true);
    expect(isNewDataDirectory({ DATA_DIR: ' ' }, root)).toBe(true);
    createDatabaseIn(path.join(root, 'data'));
    expect(isNewDataDirectory({}, root)).toBe(false);
    expect(isNewDataDirectory({ DATA_DIR: ' ./data ' }, root)).toBe(false);
    expect(isNewDataDirectory({ DATA_DIR: 'elsewhere' }, root)).toBe(true);
    createDatabaseIn(path.join(root, 'elsewhere'));
    expect(isNewDataDirectory({ DATA_DIR: path.join(root, 'elsewhere') }, os.tmpdir())).toBe(false);
  });

  it('never calls a PostgreSQL set-up new: the server migrates PostgreSQL itself', () => {
    expect(isNewDataDirectory({ DATABASE_URL: 'postgres://impact@db/impact' }, root)).toBe(false);
    expect(isNewDataDirectory({ DATABASE_URL: '  ' }, root)).toBe(true);
  });

  it('runs the preparation in its own process on a new data directory, with the given environment, and gives its exit code', async () => {
    stubPreparation(0);
    const started = [];
    const code = await prepareNewDataDirectory(
      { PATH: process.env.PATH, DATA_DIR: 'client-data' },
      { cwd: root, stdio: 'ignore', onChild: (child) => started.push(child.pid) },
    );
    expect(code).toBe(0);
    expect(started).toHaveLength(1);
    expect(JSON.parse(readFileSync(path.join(root, 'ran.json'), 'utf8'))).toEqual({
      cwd: root,
      dataDir: 'client-data',
    });

    stubPreparation(3);
    expect(await prepareNewDataDirectory({ DATA_DIR: 'client-data' }, { cwd: root, stdio: 'ignore' })).toBe(
      3,
    );
  });

  it('starts nothing on a data directory that already holds a database', async () => {
    stubPreparation(3);
    createDatabaseIn(path.join(root, 'data'));
    const started = [];
    const code = await prepareNewDataDirectory({}, { cwd: root, onChild: (child) => started.push(child) });
    expect(code).toBe(0);
    expect(started).toEqual([]);
  });
});
