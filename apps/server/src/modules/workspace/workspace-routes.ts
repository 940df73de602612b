import {
  noContentSchema,
  paginationQueryShape,
  workspaceMemberListResponseSchema,
  workspaceResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { removeMember, toMemberView } from './members.js';
import { currentOrganization, membersOf, pageOfMembers } from './membership.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { workspaceQuery } from './route-schemas.js';
import { toWorkspaceView } from './workspace-view.js';

const userIdMessage = 'userId must be a positive whole number';

/** The caller's current organization and its members. */
export const workspaceMemberRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/workspace',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Your current organization with its plan, your role and how many members it has',
        security: bearerAuth,
        querystring: workspaceQuery,
        response: { 200: workspaceResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      return { data: toWorkspaceView(organization, await membersOf(db, organization.id), userId) };
    },
  );

  app.get(
    '/workspace/members',
    {
      schema: {
        tags: ['workspace'],
        summary: 'A page of the members of your current organization, earliest first',
        security: bearerAuth,
        querystring: workspaceQuery.extend(paginationQueryShape),
        response: { 200: workspaceMemberListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      const window = windowOf(request.query);
      const { members, total } = await pageOfMembers(db, organization.id, window);
      return pageAnswer(
        members.map((member) => toMemberView(member, userId)),
        total,
        window,
      );
    },
  );

  app.delete(
    '/workspace/members/:userId',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Remove a member (owners), or leave (your own id); the last owner cannot leave',
        security: bearerAuth,
        querystring: workspaceQuery,
        params: z.object({
          userId: z.coerce.number(userIdMessage).int(userIdMessage).positive(userIdMessage),
        }),
        response: { 204: noContentSchema.describe('Removed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      await removeMember(db, userId, organization.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
