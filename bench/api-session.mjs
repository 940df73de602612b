#!/usr/bin/env node
// Measures the authenticated request path: every call verifies the JWT and reads the user (so a deleted
// account or a password reset ends sessions at once). Compares it with /api/health to show what that
// check costs. Runs the built server (npm run build) on a fresh embedded database on loopback.
// Prints one line per measurement, then the ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/built-server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-bench-'));
const server = await startBuiltServer({ DATA_DIR: dataDir });
const baseUrl = server.url;

try {
  const registered = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', email: 'bench@example.com', password: 'bench-password' }),
  });
  const { jwt } = await registered.json();

  const measure = async (label, url, headers = {}) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
        `(${CONNECTIONS} connections, ${DURATION_SECONDS} s)`,
    );
    return result.requests.average;
  };

  const health = await measure('GET /api/health', `${baseUrl}/api/health`);
  const me = await measure('GET /api/users/me (bearer token)', `${baseUrl}/api/users/me?populate=role`, {
    authorization: `Bearer ${jwt}`,
  });
  console.log(`authenticated read / health check throughput ratio: ${(me / health).toFixed(2)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
