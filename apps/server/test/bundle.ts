import { mkdirSync, mkdtempSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverRoot } from '../src/paths.js';

/**
 * Bundles a server entry point (src/main.ts, src/prepare.ts, src/cli.ts, or a test's own script named by
 * its path in the package) with the build's own function, into a git-ignored folder inside the package,
 * so tests run it as a real process that finds its migrations, workers and node_modules exactly as dist/
 * does.
 */
export async function bundleEntry(
  entry: 'main' | 'prepare' | 'cli' | `test/${string}.ts`,
): Promise<{ file: string; cleanup: () => void }> {
  const source = entry.endsWith('.ts') ? entry : `src/${entry}.ts`;
  const name = path.basename(source, '.ts');
  const tmpRoot = path.join(serverRoot, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const dir = mkdtempSync(path.join(tmpRoot, `${name}-bundle-`));
  const { bundleServer } = (await import(pathToFileURL(path.join(serverRoot, 'build.mjs')).href)) as {
    bundleServer: (options: {
      entryPoints: string[];
      outdir: string;
      outExtension: Record<string, string>;
    }) => Promise<void>;
  };
  await bundleServer({ entryPoints: [source], outdir: dir, outExtension: { '.js': '.mjs' } });
  return {
    file: path.join(dir, `${name}.mjs`),
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(tmpRoot);
      } catch {
        // Not empty: another test file's bundle is still in use.
      }
    },
  };
}
