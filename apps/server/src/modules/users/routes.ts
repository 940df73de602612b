import { userSchema, userUpdateBodySchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { forbidden } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { parsePopulate } from './populate.js';
import { updateOwnProfile } from './service.js';
import { loadUserView } from './user-view.js';

const userIdParams = z.object({
  id: z.coerce
    .number({ message: 'The user id must be a number' })
    .int()
    .positive('The user id must be a number'),
});
const populateQuery = z.object({ populate: z.unknown().optional() }).loose();

function assertSelf(requestedId: number, currentId: number): void {
  if (requestedId !== currentId) throw forbidden('You can only read or change your own account');
}

export const userRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (populate: role, LastOnboardingId, Organizations)',
        security: bearerAuth,
        querystring: populateQuery,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => loadUserView(db, requireUser(request).id, parsePopulate(request.query.populate)),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Read your own user record, e.g. with populate=Organizations',
        security: bearerAuth,
        params: userIdParams,
        querystring: populateQuery,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      assertSelf(request.params.id, me.id);
      return loadUserView(db, me.id, parsePopulate(request.query.populate));
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own profile fields or lastSelectedClientId',
        security: bearerAuth,
        params: userIdParams,
        body: userUpdateBodySchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      assertSelf(request.params.id, me.id);
      await updateOwnProfile(db, me.id, request.body);
      return loadUserView(db, me.id, new Set(['role']));
    },
  );
};
