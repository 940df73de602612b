// Idle memory of the embedded server: start it as `npm start` does on a new data directory, send no
// request, wait IDLE_MINUTES (5 by default), and print its resident memory with what takes it; then the
// same for a later start on that data directory (BENCH_FIRST_START_ONLY=1 skips it). As with `npm start`,
// a new data directory's database is created, migrated and given the four sample profiles by a
// short-lived process that exits before the server starts (scripts/lib/server-process.mjs), so what is
// measured is the server a user runs, not that process. A server started directly on a new data
// directory (node apps/server/dist/main.js) does that work itself and keeps about 20 MiB more; this
// benchmark does not measure it. Needs `npm run build` first. EMBEDDED_DATABASE_THREAD=main measures the
// embedded database on the request thread instead of its own.
//   node bench/memory.mjs            IDLE_MINUTES=1 node bench/memory.mjs
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from './lib/built-server.mjs';

const TARGET_MIB = 250;
const idleMinutes = Number(process.env.IDLE_MINUTES ?? 5);
const probe = path.join(path.dirname(fileURLToPath(import.meta.url)), 'lib', 'memory-probe.mjs');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-bench-memory-'));
const probeFile = path.join(dataDir, 'memory.json');

const mib = (bytes) => `${(bytes / 1048576).toFixed(0)} MiB`;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readProbe(pid) {
  process.kill(pid, 'SIGUSR2');
  // The probe writes its file from the server's own event loop; poll for it (a benchmark, not a test).
  for (let attempt = 0; attempt < 100 && !existsSync(probeFile); attempt += 1) await delay(100);
  return JSON.parse(readFileSync(probeFile, 'utf8'));
}

const thread = process.env.EMBEDDED_DATABASE_THREAD;
const serverEnv = {
  DATA_DIR: dataDir,
  MEMORY_PROBE_FILE: probeFile,
  ...(thread && { EMBEDDED_DATABASE_THREAD: thread }),
};

/** Starts the server on the data directory, leaves it idle, and prints what it holds. */
async function measureIdle(which) {
  rmSync(probeFile, { force: true });
  const server = await startBuiltServer(serverEnv, ['--import', probe]);
  try {
    console.log(`${which}: started (samples loaded); idle for ${idleMinutes} min with no request…`);
    await delay(idleMinutes * 60_000);
    const m = await readProbe(server.pid);
    const rss = m.rssKb * 1024;
    // PGlite's WebAssembly memory is an ArrayBuffer outside the JS heap: V8 counts it in `external`, but
    // only on the request thread; on its own thread (the default) it is counted in "the rest".
    const wasmMemory = m.external - m.arrayBuffers;
    const fileBacked = m.fileKb * 1024;
    const rest = rss - fileBacked - m.heapTotal - wasmMemory;
    console.log(
      `\n${which}: resident memory after ${idleMinutes} min idle: ${mib(rss)} (target ${TARGET_MIB} MiB: ${rss <= TARGET_MIB * 1048576 ? 'met' : 'missed'})`,
    );
    console.log(`  program files mapped (node and its libraries): ${mib(fileBacked)}`);
    console.log(
      `  JavaScript heap: ${mib(m.heapTotal)} (used ${mib(m.heapUsed)}; module source text ${mib(m.sourceText)}, compiled code ${mib(m.compiledCode)})`,
    );
    console.log(
      `  embedded database's WebAssembly memory on the request thread (reserved; resident part ≤ this): ${mib(wasmMemory)}`,
    );
    console.log(
      `  the rest (the database's thread: its WebAssembly memory and code; native allocations, ${m.threads} thread stacks): ${mib(Math.max(rest, 0))}\n`,
    );
  } finally {
    await server.stop();
  }
}

try {
  // The first start creates and migrates the database and loads the samples (in the preparing process);
  // every later start opens it.
  await measureIdle('First start (new data directory)');
  if (process.env.BENCH_FIRST_START_ONLY !== '1') await measureIdle('Later start (same data directory)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
