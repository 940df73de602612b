import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { initiatives } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findReadableClient } from '../../clients/access.js';
import { latestSections } from '../../clients/client-view.js';
import { COMPLETENESS_STEPS, computeCompleteness } from './completeness.js';

export const completenessRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/clients/:id/completeness',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['assessment'],
        summary: "Which of the assessment's fourteen steps have no result yet (spec 02 §4)",
        security: bearerAuth,
        params: z.object({ id: z.string().min(1).max(64) }),
        response: {
          200: z.object({ isComplete: z.boolean(), missingSteps: z.array(z.enum(COMPLETENESS_STEPS)) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const client = await findReadableClient(db, requireUser(request).id, request.params.id);
      if (!client) throw notFound('Client not found');
      const [sections, [counted]] = await Promise.all([
        latestSections(db, [client.id]),
        db.select({ value: count() }).from(initiatives).where(eq(initiatives.clientId, client.id)),
      ]);
      return computeCompleteness({
        sections: sections.get(client.id) ?? {},
        initiativeCount: counted?.value ?? 0,
      });
    },
  );
};
