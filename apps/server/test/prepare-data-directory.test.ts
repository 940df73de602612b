import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from './bundle.js';
import { startServerProcess } from './server-process.js';

// `npm start` runs this entry point before the server's first start on a new data directory
// (scripts/lib/server-process.mjs): it must leave a database the server opens as on any later day.
let bundle: Awaited<ReturnType<typeof bundleEntry>>;
let dataDir: string;
beforeAll(async () => {
  bundle = await bundleEntry('prepare');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-prepare-'));
});
afterAll(() => {
  bundle.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function prepare(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const run = startServerProcess(bundle.file, { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  const { code } = await run.exit;
  return { code, output: run.output() };
}

describe.runIf(inject('testDb') === 'pglite')('preparing a new data directory', () => {
  it(
    'creates and migrates the database, loads the sample profiles, releases the data directory and exits; a second run finds nothing to do',
    { timeout: 180_000 },
    async () => {
      const first = await prepare({});
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain('loaded 4 public sample profile(s)');
      expect(first.output).toContain(`prepared the embedded database in ${dataDir}`);
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      const again = await prepare({});
      expect(again.code, again.output).toBe(0);
      expect(again.output).not.toContain('sample profile');
    },
  );

  it('stops at a configuration the server would refuse, saying why in one line', async () => {
    const refused = await prepare({ PORT: 'three thousand' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('PORT must be a whole number from 0 to 65535');
    expect(refused.output).not.toContain('    at ');
  });
});
