import type { FastifyInstance } from 'fastify';

/**
 * One access line per request, written when the answer has gone: the request (through the logger's
 * `req` serializer, which takes tokens and codes out of the URL), the status and the time taken.
 * Fastify's own request logging (two lines, one on arrival) is turned off in buildApp.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
