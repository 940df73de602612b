#!/usr/bin/env node
// `npm test`: every check and test, in the order that fails fastest.
//   1. npm run check (typecheck, lint, format)
//   2. build the web app and the server once (the browser tests drive the built app)
//   3. vitest: server integration on PGlite and PostgreSQL, web and contracts unit tests
//   4. Playwright in Chromium against the built app
// On CI (CI=true) the PostgreSQL suite is required; elsewhere it is skipped, with a warning, when no
// PostgreSQL answers. Ends with one line: "Tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { requireSupportedNode } from './lib/node-version.mjs';
import { rootDir, run, writeBuildStamp } from './lib/workspace.mjs';

requireSupportedNode();

const reportsDir = path.join(rootDir, '.tmp', 'reports');
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

function canReach(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

const section = (title) => console.log(`\n=== ${title} ===`);

section('Checks: typecheck, lint, format');
run('npm', ['run', 'check']);

section('Build');
run('npm', ['run', 'build']);
writeBuildStamp();

section('Unit and integration tests (vitest)');
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Every project in vitest.config.ts runs; only the PostgreSQL one may be left out, and only off CI.
const projectFilter = [];
if (process.env.CI !== 'true' && !(await canReach(postgresUrl))) {
  projectFilter.push('--project', '!server:postgres');
  console.warn(
    `WARNING: PostgreSQL is not reachable at ${postgresUrl}; skipping the PostgreSQL suite (CI runs it).`,
  );
}
const vitestReport = path.join(reportsDir, 'vitest.json');
run('npx', [
  'vitest',
  'run',
  ...projectFilter,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

section('Browser tests (Playwright, Chromium)');
const playwrightReport = path.join(reportsDir, 'playwright.json');
run('npx', ['playwright', 'test'], { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport });

const summary = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  summary.passed += report.numPassedTests;
  summary.failed += report.numFailedTests;
  summary.skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  summary.passed += stats.expected + stats.flaky;
  summary.failed += stats.unexpected;
  summary.skipped += stats.skipped;
}
console.log(`\nTests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
process.exit(summary.failed > 0 ? 1 : 0);
