import { organizationResponseSchema, organizationWriteBodySchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { createOrganization, updateOrganization } from './service.js';

export const organizationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/organizations',
    {
      schema: {
        tags: ['organizations'],
        summary: "Create an organization with you as its owner (Name defaults to 'My Organization')",
        security: bearerAuth,
        body: organizationWriteBodySchema,
        response: { 200: organizationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await createOrganization(db, requireUser(request).id, request.body.data),
      meta: {},
    }),
  );

  app.put(
    '/organizations/:documentId',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Update an organization you belong to',
        security: bearerAuth,
        params: z.object({ documentId: z.string().min(1).max(64) }),
        body: organizationWriteBodySchema,
        response: { 200: organizationResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateOrganization(
        db,
        requireUser(request).id,
        request.params.documentId,
        request.body.data,
      ),
      meta: {},
    }),
  );
};
