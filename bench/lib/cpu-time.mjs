// CPU time spent by processes, read from /proc (Linux): a figure per request that, unlike requests a
// second, hardly moves when other work shares the machine.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** User plus system CPU of one process (all its threads), in ms; 0 once it has gone. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU in ms of the PostgreSQL backends serving `database` (their title names it), summed. */
export function postgresBackendsCpuMs(database) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    let title;
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (title.startsWith('postgres:') && title.split(' ').includes(database)) total += processCpuMs(pid);
  }
  return total;
}
