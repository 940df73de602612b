#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, then runs the server, which migrates the
// database and serves the web app and the API on one port (PORT, default 3000; data under DATA_DIR).
// Uses only Node's standard library: on a fresh clone nothing else is installed yet.
import { spawn } from 'node:child_process';
import { requireSupportedNode } from './lib/node-version.mjs';
import { rootDir, needsInstall, needsBuild, run, writeBuildStamp } from './lib/workspace.mjs';
import { serverEnvironment, serverNodeOptions } from './lib/server-process.mjs';

requireSupportedNode();

if (needsInstall()) {
  console.log('Installing dependencies (first start, or package-lock.json changed)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
if (needsBuild()) {
  console.log('Building the web app and the server…');
  run('npm', ['run', 'build']);
  writeBuildStamp();
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...serverNodeOptions(), 'apps/server/dist/main.js'],
  { cwd: rootDir, stdio: 'inherit', env: serverEnvironment() },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
