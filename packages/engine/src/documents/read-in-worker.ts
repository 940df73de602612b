import { structuredDocumentSchema, type StructuredDocument } from '@impact/contracts';
import { extname } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { WORKER_MEMORY_LIMIT_MB, WORKER_TIME_LIMIT_MS } from './limits.js';
import { sniffDocumentKind, unreadDocument, type ReadDocumentOptions } from './read-document.js';

export interface WorkerLimits {
  /** The worker's JS heap (V8 old generation), in MB. Default WORKER_MEMORY_LIMIT_MB. */
  memoryLimitMb?: number;
  /** Default WORKER_TIME_LIMIT_MS. */
  timeLimitMs?: number;
}

/** The bundled worker's name, beside the server bundle (apps/server/build.mjs writes it). */
export const READER_WORKER_BUNDLE = 'document-reader-worker';

/**
 * Reads a document (readDocument) in a worker thread, so parsing never blocks the caller's event
 * loop and a document that needs too much memory or time costs only its worker. A worker that runs
 * out of heap or time, or fails, yields an unread document with a note; this never throws.
 */
export async function readDocumentInWorker(
  bytes: Uint8Array,
  options: ReadDocumentOptions & WorkerLimits = {},
): Promise<StructuredDocument> {
  const {
    memoryLimitMb = WORKER_MEMORY_LIMIT_MB,
    timeLimitMs = WORKER_TIME_LIMIT_MS,
    ...readOptions
  } = options;
  const { kind } = await sniffDocumentKind(bytes, readOptions.contentType);
  const source = { url: readOptions.url ?? null, documentId: readOptions.documentId ?? null };
  const notRead = (reason: string) => unreadDocument(kind, source, reason);
  // The worker gets its own copy, moved rather than cloned; the caller's bytes stay as they are.
  const copy = new Uint8Array(bytes);
  let worker: Worker;
  try {
    worker = await startReaderWorker({
      workerData: { bytes: copy, options: readOptions },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, stackSizeMb: 4 },
    });
  } catch (error) {
    return notRead(`the reader could not start (${messageOf(error)})`);
  }
  return new Promise((resolve) => {
    let settled = false;
    const finish = (document: StructuredDocument) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(document);
    };
    const timer = setTimeout(
      () => finish(notRead(`the document took longer than ${formatSeconds(timeLimitMs)} to parse`)),
      timeLimitMs,
    );
    worker.on('message', (message: unknown) => {
      const parsed = structuredDocumentSchema.safeParse(message);
      finish(
        parsed.success
          ? parsed.data
          : notRead('the reader returned a document that does not fit the contract'),
      );
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(
        notRead(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the document needed more than ${memoryLimitMb} MB to parse`
            : `the reader failed (${messageOf(error)})`,
        ),
      ),
    );
    worker.on('exit', (code) => finish(notRead(`the reader stopped before it finished (exit code ${code})`)));
  });
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

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 200);
}

const formatSeconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);
