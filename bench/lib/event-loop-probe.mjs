// Loaded into the server by bench/embedded-thread.mjs (`--import`): on SIGUSR2 it writes how long the
// server's event loop was held up since the last signal (then starts counting afresh) to
// EVENT_LOOP_PROBE_FILE. Not part of the server.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (nanoseconds) => Math.round(nanoseconds / 1e5) / 10;

process.on('SIGUSR2', () => {
  writeFileSync(
    process.env.EVENT_LOOP_PROBE_FILE,
    JSON.stringify({ p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) }),
  );
  delay.reset();
});
