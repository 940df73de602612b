import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { bundleEntry } from '../../test/bundle.js';
import { listeningUrl, startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-lock-'));
  lockPath = path.join(dataDir, 'server.lock');
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A real process that stays alive for a minute (killed after each test). */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid of a real process that has exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = child.pid!;
  await new Promise((resolve) => child.once('exit', resolve));
  return pid;
}

describe('acquireDataDirLock', () => {
  it('takes a free data directory, writes our pid, and release removes the lock', () => {
    const lines: string[] = [];
    const lock = acquireDataDirLock(dataDir, (line) => lines.push(line));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(lines).toEqual([]);
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a data directory whose owner is still running, naming its pid', () => {
    const ownerPid = liveProcess();
    writeFileSync(lockPath, `${ownerPid}\n`);
    const lines: string[] = [];
    let thrown: unknown;
    try {
      acquireDataDirLock(dataDir, (line) => lines.push(line));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    const error = thrown as DataDirLockedError;
    expect(error.ownerPid).toBe(ownerPid);
    expect(error.message).toBe(
      `The data directory ${dataDir} is in use by another running process (pid ${ownerPid}). ` +
        'Stop that process first, or start this one with a different DATA_DIR.',
    );
    // The owner's lock is left exactly as it was.
    expect(readFileSync(lockPath, 'utf8')).toBe(`${ownerPid}\n`);
    expect(lines).toEqual([]);
  });

  it('takes over the lock of a process that has died, and says so', async () => {
    const pid = await deadPid();
    writeFileSync(lockPath, `${pid}\n`);
    const lines: string[] = [];
    const lock = acquireDataDirLock(dataDir, (line) => lines.push(line));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Taking over the lock of ${dataDir}`);
    expect(lines[0]).toContain(`pid ${pid}`);
    expect(lines[0]).toContain('no longer running');
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock file that holds no pid', () => {
    writeFileSync(lockPath, 'garbage');
    const lines: string[] = [];
    const lock = acquireDataDirLock(dataDir, (line) => lines.push(line));
    expect(readFileSync(lockPath, 'utf8').trim()).toBe(String(process.pid));
    expect(lines[0]).toContain('pid unknown');
    lock.release();
  });

  it('release removes only our own lock', () => {
    const lock = acquireDataDirLock(dataDir, () => {});
    // Another process has since taken the directory (say, after deciding we had died).
    const otherPid = liveProcess();
    writeFileSync(lockPath, `${otherPid}\n`);
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe(`${otherPid}\n`);
  });

  it('release does not fail when the lock file is already gone', () => {
    const lock = acquireDataDirLock(dataDir, () => {});
    rmSync(lockPath);
    expect(() => lock.release()).not.toThrow();
  });
});

/**
 * The same guarantees through the real server: the source is bundled with esbuild (the build's own tool)
 * into a folder inside the package, so it finds its migrations and node_modules as dist/ would.
 */
// Embedded mode only: run once, in the PGlite project.
describe.runIf(inject('testDb') === 'pglite')('a real server process on an embedded data directory', () => {
  let bundle: Awaited<ReturnType<typeof bundleEntry>>;
  let serverData: string;
  let entry: string;
  const servers: ChildProcess[] = [];

  beforeAll(async () => {
    bundle = await bundleEntry('main');
    entry = bundle.file;
    serverData = mkdtempSync(path.join(os.tmpdir(), 'impact-crash-'));
  });
  afterAll(() => {
    for (const server of servers) if (server.exitCode === null) server.kill('SIGKILL');
    bundle.cleanup();
    rmSync(serverData, { recursive: true, force: true });
  });

  function startServer(): ServerProcess {
    // Only what the server needs: no DATABASE_URL, SMTP_URL or keys leak in from the test environment.
    const server = startServerProcess(entry, {
      DATA_DIR: serverData,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    });
    servers.push(server.child);
    return server;
  }

  it('refuses a second server, survives kill -9, and the next start takes over with the data intact', async () => {
    const first = startServer();
    const firstUrl = await listeningUrl(first);
    expect(readFileSync(lockPathOf(serverData), 'utf8').trim()).toBe(String(first.child.pid));
    const registered = await post(`${firstUrl}/api/auth/local/register`, {
      username: 'survivor',
      email: 'survivor@example.com',
      password: 'survives-a-crash',
    });
    expect(registered.status).toBe(200);

    // A second server on the same data directory stops at once with a clear message.
    const second = startServer();
    const secondExit = await second.exit;
    expect(secondExit.code).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${serverData} is in use by another running process (pid ${first.child.pid}).`,
    );
    expect(second.output()).not.toContain('Server listening');
    expect(await (await fetch(`${firstUrl}/api/health`)).json()).toMatchObject({ status: 'ok' });

    // A crash leaves the lock file behind...
    first.child.kill('SIGKILL');
    expect((await first.exit).signal).toBe('SIGKILL');
    expect(readFileSync(lockPathOf(serverData), 'utf8').trim()).toBe(String(first.child.pid));

    // ...which the next start takes over, with the committed data still there.
    const third = startServer();
    const thirdUrl = await listeningUrl(third);
    expect(third.output()).toContain(
      `Taking over the lock of ${serverData}: its owner (pid ${first.child.pid})`,
    );
    expect(readFileSync(lockPathOf(serverData), 'utf8').trim()).toBe(String(third.child.pid));
    const login = await post(`${thirdUrl}/api/auth/local`, {
      identifier: 'survivor',
      password: 'survives-a-crash',
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { email: string } }).user.email).toBe('survivor@example.com');

    // A clean stop releases the directory.
    third.child.kill('SIGTERM');
    expect((await third.exit).code).toBe(0);
    expect(existsSync(lockPathOf(serverData))).toBe(false);
  }, 90_000);
});

function lockPathOf(dir: string): string {
  return path.join(dir, 'server.lock');
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
