import { fork, type ChildProcess } from 'node:child_process';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadDocumentOptions } from './read-document.js';

/** The bundled worker's name, beside the server bundle (apps/server/build.mjs writes it). */
export const READER_WORKER_BUNDLE = 'document-reader-worker';

/** Readers reading at once per memory limit: one per core of the machines we run on. */
export const READER_THREADS = 2;
/** An idle reader is stopped after this long, so a server between scrapes holds no reader heap. */
export const READER_IDLE_MS = 30_000;
/** How much of a reader's last words (its standard error) is kept to tell why it ended. */
const STDERR_KEPT = 4_096;

/** What a read ended with: the worker's answer, or why there is none. */
export type ReadOutcome =
  | { kind: 'answered'; message: unknown }
  | { kind: 'failed'; reason: string; outOfMemory: boolean }
  | { kind: 'timed-out' };

interface Job {
  bytes: Uint8Array;
  options: ReadDocumentOptions;
  timeLimitMs: number;
  resolve: (outcome: ReadOutcome) => void;
}

interface Thread {
  worker: ChildProcess;
  /** The end of what it wrote to standard error: V8 says there when a heap ran out. */
  stderr: string;
  /** The job it reads, by id; undefined while idle. */
  current?: { id: number; job: Job; timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

/**
 * Readers kept between documents: starting one loads the whole reader (PDF, Word and HTML parsers),
 * which costs far more than reading a typical page, so a scrape of twenty pages reuses two readers
 * instead of starting twenty. A reader that runs out of heap or time is ended and replaced on the next
 * read; idle readers end after READER_IDLE_MS and never keep the process alive.
 *
 * Each reader is a child process with its own heap limit, not a worker thread: V8 enforces a worker's
 * limit only on a best-effort basis, and some ways a parser grows its heap abort the whole process
 * instead of ending the worker (nodejs/node#47224). A child process that runs out of heap ends alone.
 */
export class ReaderPool {
  #threads = new Set<Thread>();
  #queue: Job[] = [];
  #nextId = 1;
  #starting = 0;
  /** Threads started so far: a test's view of whether threads are reused. */
  started = 0;

  constructor(
    private readonly memoryLimitMb: number,
    private readonly size = READER_THREADS,
  ) {}

  read(bytes: Uint8Array, options: ReadDocumentOptions, timeLimitMs: number): Promise<ReadOutcome> {
    return new Promise((resolve) => {
      this.#queue.push({ bytes, options, timeLimitMs, resolve });
      void this.#dispatch();
    });
  }

  async #dispatch(): Promise<void> {
    while (this.#queue.length > 0) {
      const idle = [...this.#threads].find((candidate) => !candidate.current);
      if (idle) {
        this.#assign(idle, this.#queue.shift()!);
        continue;
      }
      // A thread being started counts against the size: several reads arriving at once start no more.
      if (this.#threads.size + this.#starting >= this.size) return;
      this.#starting += 1;
      let worker: ChildProcess;
      try {
        worker = await startReaderProcess(this.memoryLimitMb);
      } catch (error) {
        this.#queue.shift()?.resolve({
          kind: 'failed',
          reason: `the reader could not start (${messageOf(error)})`,
          outOfMemory: false,
        });
        continue;
      } finally {
        this.#starting -= 1;
      }
      this.#start(worker);
    }
  }

  #start(worker: ChildProcess): Thread {
    const thread: Thread = { worker, stderr: '' };
    this.started += 1;
    // Neither the process nor its channel keeps the server alive.
    worker.unref();
    worker.channel?.unref();
    this.#threads.add(thread);
    worker.stderr?.setEncoding('utf8');
    worker.stderr?.on('data', (chunk: string) => {
      thread.stderr = (thread.stderr + chunk).slice(-STDERR_KEPT);
    });
    (worker.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    worker.on('message', (message: { id?: number }) => {
      const current = thread.current;
      if (!current || message?.id !== current.id) return;
      this.#settle(thread, { kind: 'answered', message });
    });
    worker.on('error', (error) => {
      this.#retire(thread, { kind: 'failed', reason: messageOf(error), outOfMemory: false });
    });
    worker.on('exit', (code, signal) => {
      // The stream may still hold V8's last words: read them once it has closed.
      const ended = () =>
        this.#retire(thread, {
          kind: 'failed',
          reason: `the reader stopped before it finished (${signal ?? `exit code ${code}`})`,
          outOfMemory: OUT_OF_HEAP.test(thread.stderr),
        });
      if (worker.stderr && !worker.stderr.closed) worker.stderr.once('close', ended);
      else ended();
    });
    return thread;
  }

  #assign(thread: Thread, job: Job): void {
    clearTimeout(thread.idleTimer);
    const id = this.#nextId++;
    const timer = setTimeout(() => {
      // A parse that overran cannot be interrupted inside the thread: the thread goes with it.
      const current = thread.current;
      thread.current = undefined;
      this.#threads.delete(thread);
      thread.worker.kill('SIGKILL');
      current?.job.resolve({ kind: 'timed-out' });
      void this.#dispatch();
    }, job.timeLimitMs);
    thread.current = { id, job, timer };
    // The reader gets a copy over the channel (advanced serialization keeps the bytes as bytes).
    thread.worker.send({ id, bytes: job.bytes, options: job.options });
  }

  #settle(thread: Thread, outcome: ReadOutcome): void {
    const current = thread.current;
    if (!current) return;
    clearTimeout(current.timer);
    thread.current = undefined;
    current.job.resolve(outcome);
    thread.idleTimer = setTimeout(() => {
      if (thread.current) return;
      this.#threads.delete(thread);
      thread.worker.kill();
    }, READER_IDLE_MS);
    thread.idleTimer.unref();
    void this.#dispatch();
  }

  /** The thread ended (out of heap, crashed or stopped): its job, if any, ends with it. */
  #retire(thread: Thread, outcome: ReadOutcome): void {
    if (!this.#threads.has(thread)) return;
    this.#threads.delete(thread);
    clearTimeout(thread.idleTimer);
    const current = thread.current;
    thread.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.resolve(outcome);
    }
    void this.#dispatch();
  }
}

/** What V8 writes when a heap runs out ('Reached heap limit', 'JavaScript heap out of memory'). */
const OUT_OF_HEAP = /heap out of memory|Reached heap limit|Allocation failed/;

/**
 * Bundled (the server's dist/), the reader is the file build.mjs writes beside the bundle, with the
 * bundle's own extension. From TypeScript sources (vitest, tsx), it is the same entry bundled on
 * first use (source-worker.ts). Its V8 options are its own: a heap limit, and none of the parent's
 * (a test runner's or a profiler's).
 */
async function startReaderProcess(memoryLimitMb: number): Promise<ChildProcess> {
  const here = import.meta.url;
  const file = here.endsWith('.ts')
    ? await (await import('./source-worker.js')).sourceWorkerFile()
    : new URL(`./${READER_WORKER_BUNDLE}${extname(new URL(here).pathname)}`, here);
  return fork(fileURLToPath(file), [], {
    execArgv: [`--max-old-space-size=${memoryLimitMb}`, '--stack-size=3984'],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

export function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200);
}
