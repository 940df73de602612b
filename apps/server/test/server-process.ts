import { spawn, type ChildProcess } from 'node:child_process';

/** A server (or worker) started from the bundled entry point as a real child process. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts it with only `env` (plus PATH): nothing leaks in from the test's own environment. */
export function startServerProcess(entry: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exit };
}

/**
 * Resolves when the process's log matches `pattern`, woken by its output; fails with the output if it
 * exits first. No clock of its own: a loaded machine starts a server slower, and the test's timeout
 * bounds the wait.
 */
export function waitForOutput(server: ServerProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const { child } = server;
    const stop = () => {
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('close', exited);
    };
    function check() {
      const match = pattern.exec(server.output());
      if (!match) return false;
      stop();
      resolve(match);
      return true;
    }
    function exited() {
      if (check()) return;
      stop();
      reject(new Error(`The process did not get to ${pattern}:\n${server.output()}`));
    }
    if (check()) return;
    if (child.exitCode !== null || child.signalCode !== null) return exited();
    // Registered after startServerProcess's own listeners, so output() already holds each chunk.
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('close', exited);
  });
}

/** The address a server process listens on. */
export async function listeningUrl(server: ServerProcess): Promise<string> {
  return (await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
}
