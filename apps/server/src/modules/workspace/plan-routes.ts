import {
  paginationQueryShape,
  adminWorkspaceResponseSchema,
  createUpgradeRequestSchema,
  planListResponseSchema,
  setPlanSchema,
  upgradeRequestListResponseSchema,
  upgradeRequestResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { currentOrganization } from './membership.js';
import { PLANS } from './plans.js';
import { documentIdParams, workspaceQuery } from './route-schemas.js';
import { listUpgradeRequests, requestUpgrade, setOrganizationPlan } from './upgrade-requests.js';
import { isOperator, requireOperator } from '../../authz/operator.js';

/** The plans, 'Request Pro', and the Admin's decision on it. */
export const planRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['workspace'],
        summary: 'The plans and their limits (shown, not yet enforced; null = unlimited)',
        response: { 200: planListResponseSchema },
      },
    },
    async () => ({ data: PLANS }),
  );

  app.post(
    '/upgrade-requests',
    {
      schema: {
        tags: ['workspace'],
        summary: 'Ask for Pro for your current organization (201; 200 with the open request if one exists)',
        security: bearerAuth,
        querystring: workspaceQuery,
        body: createUpgradeRequestSchema,
        response: { 200: upgradeRequestResponseSchema, 201: upgradeRequestResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const organization = await currentOrganization(db, userId, request.query.organization);
      const result = await requestUpgrade(db, userId, organization, request.body.message);
      return reply.code(result.created ? 201 : 200).send({ data: result.request });
    },
  );

  app.get(
    '/upgrade-requests',
    {
      schema: {
        tags: ['workspace'],
        summary:
          "A page of upgrade requests, newest first: every one for Admins, your organizations' for others",
        security: bearerAuth,
        querystring: workspaceQuery.extend(paginationQueryShape),
        response: { 200: upgradeRequestListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const named = request.query.organization;
      const organization = named === undefined ? undefined : await currentOrganization(db, user.id, named);
      const viewer = { id: user.id, isAdmin: isOperator(user) };
      const window = windowOf(request.query);
      const { rows, total } = await listUpgradeRequests(db, viewer, organization, window);
      return pageAnswer(rows, total, window);
    },
  );

  app.put(
    '/admin/organizations/:documentId/plan',
    {
      preValidation: requireOperator('set-plans'),
      schema: {
        tags: ['workspace'],
        summary: "Set an organization's plan (Admin only); Pro grants its open requests",
        security: bearerAuth,
        params: documentIdParams,
        body: setPlanSchema,
        response: { 200: adminWorkspaceResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await setOrganizationPlan(
        db,
        requireUser(request).id,
        request.params.documentId,
        request.body.plan,
      ),
    }),
  );
};
