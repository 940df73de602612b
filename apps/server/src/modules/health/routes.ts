import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MODEL_FALLBACK_REASONS } from '@impact/contracts';
import type { AppContext } from '../../context.js';

const modelFallbacksSchema = z
  .object({
    total: z.number().int(),
    byReason: z.record(z.enum(MODEL_FALLBACK_REASONS), z.number().int()),
    lastAt: z.string().nullable(),
  })
  .describe('Steps this process answered without the model because it failed after its retries');

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, providers }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check for load balancers, with the model fallbacks counted',
        response: {
          200: z.object({ status: z.literal('ok'), modelFallbacks: modelFallbacksSchema }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, modelFallbacks: providers.modelStatus.fallbackCounts() };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
