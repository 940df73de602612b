import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: a second process on the same files would corrupt them. The lock
 * file holds the owner's pid. A lock whose process is gone (a crash, kill -9) is taken over; a live
 * process's lock never is.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another running process (pid ${ownerPid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'server.lock';

export function acquireDataDirLock(dataDir: string, log: (message: string) => void): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { release: () => releaseIfOurs(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = readOwnerPid(lockPath);
    if (ownerPid !== undefined && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid);
    }
    log(
      `Taking over the lock of ${dataDir}: its owner (pid ${ownerPid ?? 'unknown'}) is no longer running ` +
        '(it probably crashed).',
    );
    // Remove and retry the exclusive create, so two processes taking over at once cannot both win.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const ownerPid = readOwnerPid(lockPath) ?? -1;
  throw new DataDirLockedError(dataDir, ownerPid);
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockPath: string): void {
  if (readOwnerPid(lockPath) === process.pid) {
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  }
}
