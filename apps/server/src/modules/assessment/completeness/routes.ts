import { completenessResponseSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { clientCompleteness } from './client-completeness.js';

export const completenessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, providers }) => {
  app.get(
    '/clients/:id/completeness',
    {
      schema: {
        tags: ['assessment'],
        summary: "Which of the assessment's fourteen steps have no result yet (spec 02 §4)",
        security: bearerAuth,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: completenessResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(db, requireUser(request).id, 'read', request.params.id);
      if (!client) throw notFound('Client not found');
      return clientCompleteness(db, client.id, {
        modelConfigured: providers.model.configured,
        modelKnownDown: providers.modelStatus.knownDown(),
      });
    },
  );
};
