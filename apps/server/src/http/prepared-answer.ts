import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { brotliCompressBody } from './brotli.js';

export type AnswerEncoding = 'br' | 'gzip';

/** A strong validator of the serialised body: equal bodies, equal tags, whatever their age. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** How a prepared answer is compressed: as the compression plugin compresses every other answer. */
const COMPRESSORS: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: brotliCompressBody,
  gzip: (body) => gzipSync(body),
};

/**
 * A JSON answer serialised once and kept: its ETag and its compressed forms are computed on first use
 * and reused by every later request that answers the same bytes. Immutable: what it holds is a pure
 * function of its JSON.
 */
export class PreparedAnswer {
  private tag: string | undefined;
  private utf8: Buffer | undefined;
  private readonly compressed = new Map<AnswerEncoding, Buffer>();

  constructor(readonly json: string) {}

  get etag(): string {
    return (this.tag ??= etagOf(this.bytes));
  }

  get bytes(): Buffer {
    return (this.utf8 ??= Buffer.from(this.json));
  }

  /** The body in this encoding, and how many bytes keeping it newly costs (0 when it was kept). */
  compressedAs(encoding: AnswerEncoding): { body: Buffer; addedBytes: number } {
    const kept = this.compressed.get(encoding);
    if (kept) return { body: kept, addedBytes: 0 };
    const body = COMPRESSORS[encoding](this.bytes);
    this.compressed.set(encoding, body);
    return { body, addedBytes: body.length };
  }
}

const preparedOf = new WeakMap<
  FastifyReply,
  { answer: PreparedAnswer; onCompressed?: (bytes: number) => void }
>();

/** The prepared answer this reply sends, if its payload is still that answer's JSON. */
export function preparedAnswerOf(reply: FastifyReply, payload: unknown) {
  const entry = preparedOf.get(reply);
  return entry && entry.answer.json === payload ? entry : undefined;
}

/**
 * Sends a prepared answer as it is: no response serialiser runs (the JSON was built from contract
 * schemas); the ETag and compression hooks reuse what the answer keeps. `onCompressed` hears of the
 * bytes a newly kept compressed form costs, for the cache holding the answer.
 */
export function sendPrepared(
  reply: FastifyReply,
  answer: PreparedAnswer,
  onCompressed?: (bytes: number) => void,
): FastifyReply {
  preparedOf.set(reply, { answer, ...(onCompressed ? { onCompressed } : {}) });
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/**
 * The contract check of a prepared answer, for development and tests: it must be exactly what the
 * route's response schema would have serialised (same fields, same order, nothing extra).
 */
export function checkPreparedAnswer(schema: z.ZodType, json: string, what: string): void {
  const result = schema.safeEncode(JSON.parse(json));
  if (!result.success) {
    throw new Error(`${what} breaks its contract: ${result.error.message}`);
  }
  if (JSON.stringify(result.data) !== json) {
    throw new Error(`${what} differs from its schema's serialisation`);
  }
}
