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

/** Waits until the process's log matches `pattern`; fails with its output if it exits or takes too long. */
export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(server.output());
    if (match) return match;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The process did not get to ${pattern}:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The address a server process listens on. */
export async function listeningUrl(server: ServerProcess): Promise<string> {
  return (await waitForOutput(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
}
