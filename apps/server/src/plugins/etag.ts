import type { FastifyInstance } from 'fastify';
import { etagOf, preparedAnswerOf } from '../http/prepared-answer.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answer with an ETag of the body, and 304 when the client already holds it. Set only on reads
     * whose handler authorizes first: the hook runs on the answer, so a refused request never reaches it.
     */
    etag?: boolean;
  }
}

export { etagOf };

/** True when If-None-Match names the tag (or is '*'): the client's copy is current. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * ETags for the reads that ask for them (route config `etag: true`): a 200 answer gets a tag and
 * `Cache-Control: private, no-cache` (kept by the user's browser only, checked every time); a request
 * that already holds the tag gets 304 without a body. Registered before compression, so the tag is
 * of the JSON itself, the same for every encoding.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.routeOptions.config.etag || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A prepared answer keeps the tag of its JSON: the same value, computed once.
    const etag = preparedAnswerOf(reply, payload)?.answer.etag ?? etagOf(payload);
    reply.header('etag', etag);
    reply.header('cache-control', 'private, no-cache');
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
}
