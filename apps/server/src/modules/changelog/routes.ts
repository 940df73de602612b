import {
  changelogEntryResponseSchema,
  changelogFieldsSchema,
  changelogListResponseSchema,
  changelogUpdateSchema,
  noContentSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import {
  CHANGELOG_DEFAULT_LIMIT,
  CHANGELOG_MAX_LIMIT,
  createChangelogEntry,
  deleteChangelogEntry,
  listChangelog,
  updateChangelogEntry,
} from './service.js';
import { requireOperator } from '../../authz/operator.js';

const entryParams = z.object({ documentId: z.string().min(1).max(64) });
const limitMessage = `limit must be a whole number from 1 to ${CHANGELOG_MAX_LIMIT}`;

/** 'Recent Updates': anyone reads the changelog; Admins write it. */
export const changelogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/changelog',
    {
      schema: {
        tags: ['changelog'],
        summary: 'Changelog entries, newest first',
        querystring: z.object({
          limit: z.coerce
            .number(limitMessage)
            .int(limitMessage)
            .min(1, limitMessage)
            .max(CHANGELOG_MAX_LIMIT, limitMessage)
            .default(CHANGELOG_DEFAULT_LIMIT),
        }),
        response: { 200: changelogListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listChangelog(db, request.query.limit) }),
  );

  app.post(
    '/changelog',
    {
      preValidation: requireOperator('edit-changelog'),
      schema: {
        tags: ['changelog'],
        summary: 'Publish a changelog entry (Admin only; markdown body)',
        security: bearerAuth,
        body: changelogFieldsSchema,
        response: { 201: changelogEntryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const entry = await createChangelogEntry(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: entry });
    },
  );

  app.put(
    '/changelog/:documentId',
    {
      preValidation: requireOperator('edit-changelog'),
      schema: {
        tags: ['changelog'],
        summary: 'Edit a changelog entry (Admin only)',
        security: bearerAuth,
        params: entryParams,
        body: changelogUpdateSchema,
        response: { 200: changelogEntryResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await updateChangelogEntry(db, request.params.documentId, request.body) }),
  );

  app.delete(
    '/changelog/:documentId',
    {
      preValidation: requireOperator('edit-changelog'),
      schema: {
        tags: ['changelog'],
        summary: 'Delete a changelog entry (Admin only)',
        security: bearerAuth,
        params: entryParams,
        response: { 204: noContentSchema.describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteChangelogEntry(db, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
};
