import { webResearchResponseSchema, webSearchStatusSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { PROVIDER_RATE_LIMITS } from '../../rate-limit/provider-limits.js';
import { consumeRateLimit } from '../../rate-limit/rate-limit.js';
import { runWebResearch } from './run-web-research.js';
import { readWebSearchStatus } from './status.js';

const CLIENT_NOT_FOUND = 'Client not found';

const clientParams = z.object({
  // Any text: whatever names no client the user may see is answered 'Client not found'.
  id: z.string().trim().describe("The client's id or documentId"),
});

export const webResearchRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, providers }) => {
  app.post(
    '/agent/strategic-web-search/:id',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Research the client company on the web and store the answers as its Web Context',
        description:
          'Six questions (strategy and targets, emissions and metrics, controversies and lawsuits, ESG ratings and certifications, media coverage, NGO campaigns), each answered with numbered citations by the research provider. Without one, each question is stored as not researched.',
        security: bearerAuth,
        params: clientParams,
        response: {
          200: webResearchResponseSchema,
          ...errorResponses,
          502: errorResponses[400],
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = requireUser(request);
      const client = await findClient(db, user.id, 'write', id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      await consumeRateLimit(db, PROVIDER_RATE_LIMITS.webResearch, `user:${user.id}`);
      const data = await runWebResearch({ db, research: providers.research, log: request.log }, client);
      return { success: true as const, data };
    },
  );

  app.get(
    '/agent/strategic-web-search/:id/status',
    {
      schema: {
        tags: ['assessment'],
        summary: "The client's web search status: idle, in-progress or done",
        security: bearerAuth,
        params: clientParams,
        response: { 200: webSearchStatusSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const client = await findClient(db, requireUser(request).id, 'read', id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      return { ...(await readWebSearchStatus(db, client.id)), documentId: client.documentId };
    },
  );
};
