import { extname } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ReadDocumentOptions } from './read-document.js';

/** The bundled worker's name, beside the server bundle (apps/server/build.mjs writes it). */
export const READER_WORKER_BUNDLE = 'document-reader-worker';

/** Threads reading at once per memory limit: one per core of the machines we run on. */
export const READER_THREADS = 2;
/** An idle thread is stopped after this long, so a server between scrapes holds no reader heap. */
export const READER_IDLE_MS = 30_000;

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
  worker: Worker;
  /** The job it reads, by id; undefined while idle. */
  current?: { id: number; job: Job; timer: NodeJS.Timeout };
  idleTimer?: NodeJS.Timeout;
}

/**
 * Reader threads kept between documents: starting a thread loads the whole reader (PDF, Word and HTML
 * parsers), which costs far more than reading a typical page, so a scrape of twenty pages reuses two
 * threads instead of starting twenty. A thread that runs out of heap or time is ended and replaced on
 * the next read; idle threads end after READER_IDLE_MS and never keep the process alive.
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
      let worker: Worker;
      try {
        worker = await startReaderWorker(this.#workerOptions());
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

  #workerOptions(): WorkerOptions {
    return { resourceLimits: { maxOldGenerationSizeMb: this.memoryLimitMb, stackSizeMb: 4 } };
  }

  #start(worker: Worker): Thread {
    const thread: Thread = { worker };
    this.started += 1;
    worker.unref();
    this.#threads.add(thread);
    worker.on('message', (message: { id?: number }) => {
      const current = thread.current;
      if (!current || message?.id !== current.id) return;
      this.#settle(thread, { kind: 'answered', message });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.#retire(thread, {
        kind: 'failed',
        reason: messageOf(error),
        outOfMemory: error.code === 'ERR_WORKER_OUT_OF_MEMORY',
      });
    });
    worker.on('exit', (code) =>
      this.#retire(thread, {
        kind: 'failed',
        reason: `the reader stopped before it finished (exit code ${code})`,
        outOfMemory: false,
      }),
    );
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
      void thread.worker.terminate();
      current?.job.resolve({ kind: 'timed-out' });
      void this.#dispatch();
    }, job.timeLimitMs);
    thread.current = { id, job, timer };
    // The thread gets its own copy, moved rather than cloned; the caller's bytes stay as they are.
    const copy = new Uint8Array(job.bytes);
    thread.worker.postMessage({ id, bytes: copy, options: job.options }, [copy.buffer]);
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
      void thread.worker.terminate();
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

/**
 * Bundled (the server's dist/), the worker is the file build.mjs writes beside the bundle, with the
 * bundle's own extension. From TypeScript sources (vitest, tsx), it is the same entry bundled on
 * first use (source-worker.ts).
 */
async function startReaderWorker(options: WorkerOptions): Promise<Worker> {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const { sourceWorkerFile } = await import('./source-worker.js');
    return new Worker(await sourceWorkerFile(), options);
  }
  return new Worker(new URL(`./${READER_WORKER_BUNDLE}${extname(new URL(here).pathname)}`, here), options);
}

export function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200);
}
