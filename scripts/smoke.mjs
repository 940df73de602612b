#!/usr/bin/env node
// Start-up smoke test of the built app on whatever Node runs this script (CI runs it on the newest
// LTS, the full suite on another): the server starts on an empty data directory, migrates, serves the
// web app and the API, takes a sign-up and a signed-in read, and stops cleanly on SIGTERM.
// Prints "Smoke: N passed, N failed" and exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';
import { rootDir } from './lib/workspace.mjs';

requireSupportedNode();

const START_TIMEOUT_MS = 90_000;

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Resolves when the server prints that it listens; rejects when it exits first or takes too long. */
function waitForListening(child, output) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in time')), START_TIMEOUT_MS);
    const onData = () => {
      if (/Impact Studio is ready at/.test(output.text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening`));
    });
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-smoke-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const output = { text: '' };
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: rootDir,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on('data', (chunk) => (output.text += chunk.toString()));
}

const results = [];
async function check(name, body) {
  try {
    await body();
    results.push({ name, ok: true });
    console.log(`  ok    ${name}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`  FAIL  ${name}: ${error.message}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

console.log(`Smoke test on Node.js ${process.versions.node}`);
let token;
await check('starts on an empty data directory and migrates', () => waitForListening(server, output));
await check('answers the health check', async () => {
  const response = await fetch(`${base}/api/health`);
  expect(response.status === 200, `status ${response.status}`);
});
await check('serves the web app', async () => {
  const response = await fetch(`${base}/`);
  const html = await response.text();
  expect(response.status === 200 && html.includes('<div id="root">'), `status ${response.status}`);
});
await check('signs a new user up', async () => {
  const response = await fetch(`${base}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'smoke', email: 'smoke@example.com', password: 'smoke-test-password' }),
  });
  const body = await response.json();
  expect(response.status === 200 && typeof body.jwt === 'string', `status ${response.status}`);
  token = body.jwt;
});
await check('reads the signed-in user', async () => {
  const response = await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status === 200, `status ${response.status}`);
});
await check('stops cleanly on SIGTERM', async () => {
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const [code] = await exited;
  expect(code === 0, `exit code ${code}`);
});
if (server.exitCode === null) server.kill('SIGKILL');
rmSync(dataDir, { recursive: true, force: true });

const failed = results.filter((result) => !result.ok).length;
if (failed > 0) console.log(`\nServer output:\n${output.text}`);
console.log(`Smoke: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
