// Loaded into the server by bench/memory.mjs (`--import`): on SIGUSR2 it writes what the process holds,
// as V8 and the operating system count it, to MEMORY_PROBE_FILE. Not part of the server.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const statusKb = (status, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);

process.on('SIGUSR2', () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const usage = process.memoryUsage();
  const code = v8.getHeapCodeStatistics();
  // Written aside and renamed, so the benchmark, polling for the file, never reads it half written.
  const partial = `${process.env.MEMORY_PROBE_FILE}.partial`;
  writeFileSync(
    partial,
    JSON.stringify({
      rssKb: statusKb(status, 'VmRSS'),
      anonKb: statusKb(status, 'RssAnon'),
      fileKb: statusKb(status, 'RssFile'),
      threads: statusKb(status, 'Threads'),
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      sourceText: code.external_script_source_size,
      compiledCode: code.code_and_metadata_size + code.bytecode_and_metadata_size,
    }),
  );
  renameSync(partial, process.env.MEMORY_PROBE_FILE);
});
