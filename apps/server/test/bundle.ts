import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverRoot } from '../src/paths.js';

/**
 * Bundles a server entry point (src/main.ts, src/cli.ts) as the build does, into a git-ignored folder
 * inside the package, so tests can run it as a real process that finds its migrations and node_modules.
 */
export async function bundleEntry(entry: 'main' | 'cli'): Promise<{ file: string; cleanup: () => void }> {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@impact/'));
  const tmpRoot = path.join(serverRoot, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const dir = mkdtempSync(path.join(tmpRoot, `${entry}-bundle-`));
  const file = path.join(dir, `${entry}.mjs`);
  await build({
    entryPoints: [path.join(serverRoot, 'src', `${entry}.ts`)],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'silent',
  });
  return {
    file,
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
