import { initiativeSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { listClientInitiatives } from './service.js';

/** filters[Clients][id][$eq]=… as qs parses it. */
const initiativeQuery = z
  .object({
    filters: z.object({ Clients: z.object({ id: z.object({ $eq: z.string().min(1).max(64) }) }) }).optional(),
    populate: z.unknown().optional(),
    publicAccess: z.enum(['true', 'false']).optional(),
  })
  .loose();

export const initiativeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/initiatives',
    {
      onRequest: app.identify,
      schema: {
        tags: ['initiatives'],
        summary:
          "A client's initiatives (filters[Clients][id][$eq]=…); signed out, add publicAccess=true for samples",
        querystring: initiativeQuery,
        response: {
          200: z.object({ data: z.array(initiativeSchema), meta: z.object({ total: z.number() }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const clientId = request.query.filters?.Clients.id.$eq;
      if (!clientId) throw badRequest('Name the client with filters[Clients][id][$eq]=<client id>');
      const userId = request.currentUser?.id;
      // Signed-out visitors read only public samples, and must say so (spec 02 §5).
      if (userId === undefined && request.query.publicAccess !== 'true') {
        throw unauthorized('Sign in, or ask for publicly accessible initiatives with publicAccess=true');
      }
      const data = await listClientInitiatives(db, userId, clientId);
      return { data, meta: { total: data.length } };
    },
  );
};
