import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The worker's file when the engine runs from its TypeScript sources (tests, tsx): reader-worker.ts
 * bundled with esbuild the way apps/server/build.mjs bundles it (our @impact packages compiled in,
 * every other package left to node_modules). Node alone cannot run the sources in a worker: their
 * '.js' imports name '.ts' files. The bundle goes to the engine's git-ignored .tmp folder, from which
 * node_modules resolve as they do for the sources; it is named by its content, so processes running
 * the same sources share one file.
 */

const engineRoot = fileURLToPath(new URL('../../', import.meta.url));
const outdir = path.join(engineRoot, '.tmp');
const PREFIX = 'document-reader-worker-';

let built: Promise<URL> | undefined;

export function sourceWorkerFile(): Promise<URL> {
  built ??= build().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function build(): Promise<URL> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL('./reader-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@impact/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.contents;
  const name = `${PREFIX}${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(outdir, name);
  if (!existsSync(file)) {
    mkdirSync(outdir, { recursive: true });
    // Written aside and renamed, so a process starting this worker never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    removeStale(name);
  }
  return pathToFileURL(file);
}

/** Bundles of sources that have since changed. */
function removeStale(current: string): void {
  for (const entry of readdirSync(outdir)) {
    if (entry.startsWith(PREFIX) && entry.endsWith('.mjs') && entry !== current) {
      rmSync(path.join(outdir, entry), { force: true });
    }
  }
}
