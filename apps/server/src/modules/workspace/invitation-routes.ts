import {
  paginationQueryShape,
  apiErrorSchema,
  createInvitationSchema,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  invitationResponseSchema,
  noContentSchema,
  workspaceResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { acceptInvitation, previewInvitation } from './invitation-acceptance.js';
import { createInvitation, listPendingInvitations, revokeInvitation } from './invitations.js';
import { currentOrganization } from './membership.js';
import { documentIdParams, workspaceQuery } from './route-schemas.js';

// Tokens are 43 characters; anything much longer is not one of ours.
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** Invitations: owners send and withdraw them; the invited person previews and accepts theirs. */
export const invitationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/workspace/invitations',
    {
      schema: {
        tags: ['workspace'],
        summary: "A page of your current organization's pending invitations, newest first (owners)",
        security: bearerAuth,
        querystring: workspaceQuery.extend(paginationQueryShape),
        response: { 200: invitationListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      const window = windowOf(request.query);
      const { rows, total } = await listPendingInvitations(db, userId, organization, window);
      return pageAnswer(rows, total, window);
    },
  );

  app.post(
    '/workspace/invitations',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Invite someone by e-mail to join as a member (owners; 20 per organization a day)',
        security: bearerAuth,
        querystring: workspaceQuery,
        body: createInvitationSchema,
        response: { 201: invitationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      const sending = {
        db,
        mailer: context.mailer,
        publicUrl: context.config.publicUrl,
        onMailError: (error: unknown) => request.log.error({ err: error }, 'invitation mail failed'),
      };
      const invitation = await createInvitation(sending, userId, organization, request.body.email);
      return reply.code(201).send({ data: invitation });
    },
  );

  app.delete(
    '/workspace/invitations/:documentId',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Withdraw an invitation (owners)',
        security: bearerAuth,
        querystring: workspaceQuery,
        params: documentIdParams,
        response: { 204: noContentSchema.describe('Withdrawn'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      await revokeInvitation(db, userId, organization, request.params.documentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['workspace'],
        summary: 'What an invitation link offers: organization, inviter, e-mail and state',
        params: tokenParams,
        response: { 200: invitationPreviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await previewInvitation(db, request.params.token) }),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Accept an invitation sent to your e-mail address and join its organization',
        security: bearerAuth,
        params: tokenParams,
        response: { 200: workspaceResponseSchema, ...errorResponses, 410: apiErrorSchema },
      },
    },
    async (request) => ({
      data: await acceptInvitation(db, requireUser(request).id, request.params.token),
    }),
  );
};
