import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';

/** Routes of this part of the assessment engine (being built). */
export const promptsRoutes: FastifyPluginAsyncZod<AppContext> = async () => {};
