// Helpers shared by the start and test scripts: standard library only.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const buildStamp = path.join(rootDir, 'apps', 'server', 'dist', '.build-stamp');

/** Runs a command in the repository root, exiting with its status when it fails. */
export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when node_modules is missing or older than the lock file. */
export function needsInstall() {
  const installed = path.join(rootDir, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(path.join(rootDir, 'package-lock.json')).mtimeMs > statSync(installed).mtimeMs;
}

/** True when a source of the web app, the server or a shared package changed since the last build. */
export function needsBuild() {
  if (!existsSync(buildStamp) || !existsSync(path.join(rootDir, 'apps', 'web', 'dist', 'index.html')))
    return true;
  const sources = [
    'apps/web',
    'apps/server/src',
    'apps/server/drizzle',
    'apps/server/build.mjs',
    'packages',
    'package-lock.json',
  ];
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(rootDir, source))));
  return newestSource > statSync(buildStamp).mtimeMs;
}

export function writeBuildStamp() {
  writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
}
