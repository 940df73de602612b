import { structuredDocumentSchema, type StructuredDocument } from '@impact/contracts';
import { WORKER_MEMORY_LIMIT_MB, WORKER_TIME_LIMIT_MS } from './limits.js';
import { sniffDocumentKind, unreadDocument, type ReadDocumentOptions } from './sniff-document.js';
import { ReaderPool } from './reader-pool.js';

export { READER_WORKER_BUNDLE } from './reader-pool.js';

export interface WorkerLimits {
  /** The worker's JS heap (V8 old generation), in MB. Default WORKER_MEMORY_LIMIT_MB. */
  memoryLimitMb?: number;
  /** Default WORKER_TIME_LIMIT_MS, counted from when a thread takes the document. */
  timeLimitMs?: number;
}

/** One pool per heap limit: a thread's limit is fixed when it starts. */
const pools = new Map<number, ReaderPool>();
const poolFor = (memoryLimitMb: number) => {
  let pool = pools.get(memoryLimitMb);
  if (!pool) pools.set(memoryLimitMb, (pool = new ReaderPool(memoryLimitMb)));
  return pool;
};

/**
 * Reads a document (readDocument) in a reader thread, so parsing never blocks the caller's event loop
 * and a document that needs too much memory or time costs only its thread. A thread that runs out of
 * heap or time, or fails, yields an unread document with a note; this never throws.
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
  const outcome = await poolFor(memoryLimitMb).read(bytes, readOptions, timeLimitMs);
  switch (outcome.kind) {
    case 'timed-out':
      return notRead(`the document took longer than ${formatSeconds(timeLimitMs)} to parse`);
    case 'failed':
      return notRead(
        outcome.outOfMemory
          ? `the document needed more than ${memoryLimitMb} MB to parse`
          : `the reader failed (${outcome.reason})`,
      );
    case 'answered': {
      const answer = outcome.message as { document?: unknown; error?: string };
      if (answer.error !== undefined) return notRead(`the reader failed (${answer.error.slice(0, 200)})`);
      const parsed = structuredDocumentSchema.safeParse(answer.document);
      return parsed.success
        ? parsed.data
        : notRead('the reader returned a document that does not fit the contract');
    }
  }
}

const formatSeconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);
