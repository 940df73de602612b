import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_STREAM_OPTIONS, brotliCompressBody } from '../http/brotli.js';
import { preparedAnswerOf, type AnswerEncoding } from '../http/prepared-answer.js';

/** Smaller bodies go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is worth compressing: JSON answers and the web app's text assets. Never `text/event-stream`:
 * a compressed progress stream is buffered by the compressor and events arrive late or not at all.
 */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'text/html' ||
    type === 'text/css' ||
    type === 'text/plain' ||
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type === 'image/svg+xml'
  );
}

/**
 * Brotli or gzip for answers above the threshold, as the client's Accept-Encoding allows. Request
 * bodies are never inflated: a small compressed upload could unpack past every body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => sendPreparedCompressed(request, reply, payload));
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressible,
    globalDecompression: false,
    brotliOptions: BROTLI_STREAM_OPTIONS,
    // A buffered answer is compressed in one call, with a window sized to it (see http/brotli.ts);
    // streams and gzip keep the plugin's own node:zlib.
    zlib: { brotliCompressSync: (payload: Buffer | string) => brotliCompressBody(payload) },
  });
}

const ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** The encoding @fastify/compress would choose for this request (same negotiation, same aliases). */
function negotiatedEncoding(request: FastifyRequest): AnswerEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? undefined;
}

/**
 * A prepared answer (see http/prepared-answer.ts) goes out in the compressed form it keeps, made once
 * rather than on every request; the compression plugin then leaves it alone, as it does any answer
 * that already has a Content-Encoding. Same threshold, encodings and headers as the plugin's own.
 */
function sendPreparedCompressed(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const prepared = preparedAnswerOf(reply, payload);
  if (!prepared || reply.statusCode !== 200) return payload;
  const encoding = negotiatedEncoding(request);
  if (!encoding || prepared.answer.bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;
  const { body, addedBytes } = prepared.answer.compressedAs(encoding);
  if (addedBytes > 0) prepared.onCompressed?.(addedBytes);
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!String(vary).includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  reply.header('content-length', body.length);
  return body;
}
