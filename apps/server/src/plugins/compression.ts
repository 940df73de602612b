import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressible,
    globalDecompression: false,
    // Quality 4 compresses JSON nearly as well as the default 11 at a fraction of the CPU per answer.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
