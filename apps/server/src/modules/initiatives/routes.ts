import {
  createInitiativeBodySchema,
  deletedInitiativeResponseSchema,
  initiativeListResponseSchema,
  initiativeResponseSchema,
  paginationQueryShape,
  populateSchema,
  updateInitiativeBodySchema,
} from '@impact/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { uploadStorage } from '../uploads/storage.js';
import { createInitiative, deleteInitiative, updateInitiative } from './initiative-writes.js';
import { listClientInitiatives } from './service.js';

/** filters[Clients][id][$eq]=… as qs parses it. */
const initiativeQuery = z
  .object({
    filters: z.object({ Clients: z.object({ id: z.object({ $eq: z.string().min(1).max(64) }) }) }).optional(),
    populate: populateSchema.optional(),
    ...paginationQueryShape,
    publicAccess: z.enum(['true', 'false']).optional(),
  })
  .loose();

const initiativeParams = z.object({ id: z.string().trim().min(1).max(64, 'The initiative id is too long') });

/** A stored file that could not be removed stays behind unserved; the log says which. */
const logFileError = (log: FastifyBaseLogger) => (key: string, error: unknown) =>
  log.warn({ err: error, key }, 'could not remove an uploaded file');

export const initiativeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const storage = uploadStorage(config);
  app.get(
    '/initiatives',
    {
      schema: {
        tags: ['initiatives'],
        summary:
          "A page of a client's initiatives (filters[Clients][id][$eq]=…); signed out, add publicAccess=true for samples",
        querystring: initiativeQuery,
        response: { 200: initiativeListResponseSchema, ...errorResponses },
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
      const window = windowOf(request.query);
      const { rows, total } = await listClientInitiatives(db, userId, clientId, window);
      return pageAnswer(rows, total, window);
    },
  );

  app.post(
    '/initiatives',
    {
      schema: {
        tags: ['initiatives'],
        summary: "Add an initiative to one of your organization's clients (data.Clients.connect: [clientId])",
        security: bearerAuth,
        body: createInitiativeBodySchema,
        response: { 200: initiativeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await createInitiative(db, requireUser(request).id, request.body.data),
      meta: {},
    }),
  );

  app.put(
    '/initiatives/:id',
    {
      schema: {
        tags: ['initiatives'],
        summary: 'Change an initiative (id or documentId); only the fields sent change',
        security: bearerAuth,
        params: initiativeParams,
        body: updateInitiativeBodySchema,
        response: { 200: initiativeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateInitiative(
        db,
        storage,
        requireUser(request).id,
        request.params.id,
        request.body.data,
        logFileError(request.log),
      ),
      meta: {},
    }),
  );

  app.delete(
    '/initiatives/:id',
    {
      schema: {
        tags: ['initiatives'],
        summary: 'Delete an initiative (id or documentId) and its uploaded images',
        security: bearerAuth,
        params: initiativeParams,
        response: { 200: deletedInitiativeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await deleteInitiative(
        db,
        storage,
        requireUser(request).id,
        request.params.id,
        logFileError(request.log),
      ),
      meta: {},
    }),
  );
};
