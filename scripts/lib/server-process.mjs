// How the built server is started, by `npm start` and by the benchmarks: standard library only.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The built server, and the one-time preparation of a new data directory, relative to the repository. */
export const SERVER_ENTRY = 'apps/server/dist/main.js';
export const PREPARE_ENTRY = 'apps/server/dist/prepare.js';

/**
 * V8's young generation. Left to itself, V8 grows it to tens of MB during start-up (migrations, the sample
 * profiles) and keeps it for the life of the process: about 120 MB of an idle server's resident memory.
 * 4 MB keeps an idle embedded server near 330 MiB instead of about 450 MiB (bench/memory.mjs), at the
 * price of more frequent, shorter young-generation collections. An operator's own setting in NODE_OPTIONS
 * wins.
 */
const SEMI_SPACE_MB = 4;

/** Node's command-line options for the server process. */
export function serverNodeOptions(env = process.env) {
  const own = env.NODE_OPTIONS ?? '';
  return own.includes('--max-semi-space-size') ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`];
}

/**
 * The server's environment. glibc gives each thread that allocates its own malloc arena (the database's
 * WebAssembly, libuv's pool, the document reader's threads), and freed memory in an arena is seldom
 * returned; two arenas are enough for one event loop and save about 20 MB.
 *
 * glibc also raises its mmap threshold each time a large block is freed (up to 32 MB), so that later
 * large blocks come from the arenas, where they stay resident after they are freed. The server's start
 * (the database's WebAssembly compiled and started, migrations, the sample profiles) allocates and frees
 * many such blocks, and the blocks still alive between them keep the freed ones from being returned.
 * Blocks of 16 KiB and more get mappings of their own, returned to the system when freed: an idle
 * server keeps 267–273 MiB instead of 307–346 MiB with glibc's starting value of 128 KiB
 * (bench/memory.mjs), and a client read costs the same CPU (about 1.0 ms either way, two rounds of 8 s
 * each). The trim threshold stays at 128 KiB. The operator's settings win.
 */
export function serverEnvironment(env = process.env) {
  return {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '16384',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...env,
  };
}

/**
 * True when the server would start on an embedded data directory that holds no database yet: no
 * DATABASE_URL, and no `db/PG_VERSION` under DATA_DIR (default ./data, relative to `cwd`, where the
 * server is started; the server keeps its database in DATA_DIR/db).
 */
export function isNewDataDirectory(env, cwd) {
  if (env.DATABASE_URL?.trim()) return false;
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');
  return !existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/**
 * On a new data directory, creates, migrates and fills the embedded database (the sample profiles, the
 * search index) in a short-lived process of its own, and waits for it to exit; otherwise does nothing.
 * Everything that one-time work grows (initdb's WebAssembly instance, the index builds, the samples'
 * writes) then ends with that process, and the server's first start is like any later one: about 20 MiB
 * less resident for its whole life (decision record 010). Resolves with the process's exit code (0 when
 * there was nothing to do); `onChild` gets the process while it runs, to pass signals on.
 */
export async function prepareNewDataDirectory(env, { cwd, stdio = 'inherit', onChild } = {}) {
  if (!isNewDataDirectory(env, cwd)) return 0;
  const child = spawn(process.execPath, ['--enable-source-maps', PREPARE_ENTRY], { cwd, env, stdio });
  onChild?.(child);
  const [code, signal] = await once(child, 'exit');
  return code ?? (signal ? 1 : 0);
}
