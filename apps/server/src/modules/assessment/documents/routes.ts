import { clientDocumentsResponseSchema, paginationQueryShape } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { pageAnswer, windowOf } from '../../../http/pagination.js';
import { pageOfClientDocuments } from './client-documents.js';

/** The Library's structured documents: read like the client's other sections, by its members only. */
export const clientDocumentsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/clients/:id/documents',
    {
      schema: {
        tags: ['assessment'],
        summary:
          "A page of the client's structured documents: uploaded documents, then website pages and linked reports as last read",
        security: bearerAuth,
        params: z.object({ id: z.string().trim().min(1).max(64, 'The client id is too long') }),
        querystring: z.object(paginationQueryShape),
        response: { 200: clientDocumentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(db, requireUser(request).id, 'read', request.params.id);
      if (!client) throw notFound('Client not found');
      const window = windowOf(request.query);
      const { rows, total } = await pageOfClientDocuments(db, client.id, window);
      return pageAnswer(rows, total, window);
    },
  );
};
