#!/usr/bin/env node
// A full fourteen-step assessment timed by the pipeline and one step after another, with simulated
// providers of fixed latency (see assessment-scenario.ts). The scenario is TypeScript that uses the
// server's own modules: it is bundled with the build's own function and run as a plain Node process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = path.join(root, 'apps', 'server');
const { bundleServer } = await import(pathToFileURL(path.join(serverRoot, 'build.mjs')).href);
// Inside the server package, so the bundle finds its node_modules and migrations as dist/ does.
mkdirSync(path.join(serverRoot, '.tmp'), { recursive: true });
const outdir = mkdtempSync(path.join(serverRoot, '.tmp', 'bench-'));
try {
  await bundleServer({
    entryPoints: [path.join(root, 'bench', 'assessment-scenario.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  const result = spawnSync(process.execPath, [path.join(outdir, 'assessment-scenario.mjs')], {
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
