import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../src/paths.js';

const run = promisify(execFile);
const outdir = (() => {
  mkdirSync(path.join(serverRoot, '.tmp'), { recursive: true });
  return mkdtempSync(path.join(serverRoot, '.tmp', 'reader-bundle-'));
})();
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the server bundle and the document reader worker', () => {
  // Two esbuild builds and a Node process take seconds on a busy machine; nothing here is timed.
  it(
    'bundles the worker beside the server, where the bundled reader finds it',
    { timeout: 120_000 },
    async () => {
      const { bundleServer } = (await import(pathToFileURL(path.join(serverRoot, 'build.mjs')).href)) as {
        bundleServer: (options: {
          entryPoints: string[];
          outdir: string;
          outExtension: Record<string, string>;
        }) => Promise<void>;
      };
      await bundleServer({
        entryPoints: ['test/read-document-in-worker.ts'],
        outdir,
        outExtension: { '.js': '.mjs' },
      });
      expect(readdirSync(outdir)).toContain('document-reader-worker.mjs');
      const { stdout } = await run(process.execPath, [path.join(outdir, 'read-document-in-worker.mjs')]);
      expect(JSON.parse(stdout)).toMatchObject({
        kind: 'html',
        url: 'https://acme.example/',
        title: 'Bundled',
        notes: [],
        blocks: [
          { type: 'heading', text: 'Bundled' },
          { type: 'paragraph', text: 'Read in a worker thread.', locator: { headingPath: ['Bundled'] } },
        ],
      });
    },
  );
});
