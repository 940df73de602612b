#!/usr/bin/env node
// The embedded database on the request thread (EMBEDDED_DATABASE_THREAD=main, as before) against its own
// thread (worker, the default), same data and conditions, interleaved: main, worker, main, worker… For
// each, an authenticated read of one client with its sections (a public sample, the heaviest answer)
// and the health check, under autocannon; and the server's event-loop delay during each run.
// Needs `npm run build` first.
//   node bench/embedded-thread.mjs          ROUNDS=3 BENCH_SECONDS=10 CONNECTIONS=50 node bench/embedded-thread.mjs
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signUpWithOrganization, startBuiltServer } from './lib/built-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const MODES = ['main', 'worker'];

const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'event-loop-probe.mjs');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-bench-thread-'));
const probeFile = path.join(dataDir, 'event-loop.json');
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's event-loop delay since the previous call (the probe starts counting afresh). */
async function eventLoopDelay(pid) {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  // The probe writes from the server's own event loop; poll for its file (a benchmark, not a test).
  for (let attempt = 0; attempt < 200 && !existsSync(probeFile); attempt += 1) await delay(50);
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? Math.round((sorted[middle - 1] + sorted[middle]) / 2)
    : sorted[Math.floor(middle)];
};

// One data directory for every start: the same rows, and one account (sign-ups are rate limited).
let account;
let samplePath;
const results = [];
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const mode of MODES) {
      const started = performance.now();
      const server = await startBuiltServer(
        {
          DATA_DIR: dataDir,
          EMBEDDED_DATABASE_THREAD: mode,
          ASSESS_NEW_CLIENTS: 'false',
          EVENT_LOOP_PROBE_FILE: probeFile,
        },
        ['--import', probe],
      );
      const startSeconds = (performance.now() - started) / 1000;
      try {
        account ??= await signUpWithOrganization(server.url, 'thread');
        if (!samplePath) {
          const samples = await (await fetch(`${server.url}/api/clients/public`)).json();
          samplePath = `/api/clients?id=${samples.data[0].documentId}`;
        }
        const headers = { authorization: `Bearer ${account.jwt}` };
        const routes = [
          { label: `GET ${samplePath.replace(/id=.*/, 'id=<sample>')}`, path: samplePath, headers },
          { label: 'GET /api/health', path: '/api/health', headers: {} },
        ];
        // Warm up: the first reads compile and keep the answer (see decision 012).
        await autocannon({ url: `${server.url}${samplePath}`, connections: 4, duration: 2, headers });
        for (const route of routes) {
          await eventLoopDelay(server.pid);
          const run = await autocannon({
            url: `${server.url}${route.path}`,
            connections: CONNECTIONS,
            duration: DURATION_SECONDS,
            headers: route.headers,
          });
          const loop = await eventLoopDelay(server.pid);
          // A request unanswered within autocannon's 10 s counts as an error (a timeout): reported, as
          // it is what a slow server does; any other answer than 2xx is a broken run.
          if (run.non2xx > 0) throw new Error(`${route.label}: ${run.non2xx} non-2xx answers`);
          const result = {
            round,
            mode,
            route: route.label,
            rps: Math.round(run.requests.average),
            p50: run.latency.p50,
            p99: run.latency.p99,
            loopP99: loop.p99,
            loopMax: loop.max,
            timeouts: run.timeouts,
          };
          results.push(result);
          console.log(
            `round ${round}, ${mode.padEnd(6)} ${route.label}: ${result.rps} req/s, latency p50 ${result.p50} ms, ` +
              `p99 ${result.p99} ms, ${run.timeouts} timed out; event-loop delay p99 ${loop.p99} ms, max ${loop.max} ms ` +
              `(started in ${startSeconds.toFixed(1)} s)`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
  console.log(`\nMedians over ${ROUNDS} round(s), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each:`);
  for (const route of new Set(results.map((r) => r.route))) {
    for (const mode of MODES) {
      const runs = results.filter((r) => r.route === route && r.mode === mode);
      console.log(
        `  ${route} ${mode === 'main' ? 'before (main)  ' : 'after (worker) '}: ` +
          `${median(runs.map((r) => r.rps))} req/s, latency p99 ${median(runs.map((r) => r.p99))} ms, ` +
          `event-loop delay p99 ${median(runs.map((r) => r.loopP99))} ms`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
