// How the built server is started, by `npm start` and by the benchmarks: standard library only.

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
 * returned; two arenas are enough for one event loop and save about 20 MB. The operator's setting wins.
 */
export function serverEnvironment(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
