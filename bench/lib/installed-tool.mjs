// A benchmark's tool that is no dependency of the project: installed once, at a fixed version, into
// .tools/<name> (git-ignored), and found there afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The package's folder, installing `name@version` first when it is not there yet. */
export async function installedTool(name, version) {
  const prefix = path.join(root, '.tools', `${name}-${version}`);
  const folder = path.join(prefix, 'node_modules', name);
  if (!existsSync(path.join(folder, 'package.json'))) {
    mkdirSync(prefix, { recursive: true });
    console.log(`Installing ${name}@${version} into ${path.relative(root, prefix)} (once)…`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${name}@${version}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return folder;
}
