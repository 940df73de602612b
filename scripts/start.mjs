#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale, prepares a new data directory, then runs
// the server, which serves the web app and the API on one port (PORT, default 3000; data under
// DATA_DIR). Uses only Node's standard library: on a fresh clone nothing else is installed yet.
import { spawn } from 'node:child_process';
import { requireSupportedNode } from './lib/node-version.mjs';
import { rootDir, needsInstall, needsBuild, run, writeBuildStamp } from './lib/workspace.mjs';
import {
  prepareNewDataDirectory,
  serverEnvironment,
  serverNodeOptions,
  SERVER_ENTRY,
} from './lib/server-process.mjs';

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

// Ctrl-C or a supervisor's SIGTERM goes to whichever process runs: the preparation, then the server.
let current;
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal = signal;
    current?.kill(signal);
  });
}

// A new data directory's database is created, migrated and filled in a process that exits before the
// server starts, so the server does not keep what that one-time work took (decision record 010). The
// server would do it itself, but would hold about 20 MiB more for as long as it runs.
const env = serverEnvironment();
const prepared = await prepareNewDataDirectory(env, {
  cwd: rootDir,
  onChild: (child) => (current = child),
});
// Stopped while preparing: the server is not started.
if (prepared !== 0 || stopSignal) process.exit(prepared || 1);

current = spawn(process.execPath, ['--enable-source-maps', ...serverNodeOptions(), SERVER_ENTRY], {
  cwd: rootDir,
  stdio: 'inherit',
  env,
});
current.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
