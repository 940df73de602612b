import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { invitationRoutes } from './invitation-routes.js';
import { planRoutes } from './plan-routes.js';
import { workspaceMemberRoutes } from './workspace-routes.js';

/** Team workspaces: members, invitations, plans and upgrade requests. */
export const workspaceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  await app.register(workspaceMemberRoutes, context);
  await app.register(invitationRoutes, context);
  await app.register(planRoutes, context);
};
