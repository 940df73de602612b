#!/usr/bin/env node
// The evidence-extraction benchmark: every company of bench/evidence-corpus assessed by the real app,
// offline, and scored against its ground truth, per field, for the tuning and the held-out half (see
// bench/evidence-corpus/README.md). The scenario is TypeScript that uses the server's own modules: it
// is bundled with the build's own function and run as a plain Node process.
//
//   node bench/evidence.mjs                     the figures
//   node bench/evidence.mjs --details           and what each tuning company's answers missed or got wrong
//   node bench/evidence.mjs --details=all       the same for the held-out half too
//   node bench/evidence.mjs --only ravelinde    some companies only
//   node bench/evidence.mjs --json results.json every count and item, for comparing runs
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
    entryPoints: [path.join(root, 'bench', 'evidence-scenario.ts')],
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  const args = process.argv.slice(2).map((arg, index, all) =>
    // A --json path is the caller's, relative to where they ran the command.
    all[index - 1] === '--json' ? path.resolve(arg) : arg,
  );
  const result = spawnSync(
    process.execPath,
    [path.join(outdir, 'evidence-scenario.mjs'), path.join(root, 'bench', 'evidence-corpus'), ...args],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
