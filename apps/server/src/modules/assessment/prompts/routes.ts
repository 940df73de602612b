import {
  paginationQueryShape,
  sectionPromptListResponseSchema,
  sectionPromptResponseSchema,
  sectionPromptVersionsResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { promptKeyParamsSchema, savePromptBodySchema } from './schemas.js';
import {
  getPrompt,
  listPromptVersions,
  listPrompts,
  promptKeyOrNotFound,
  savePrompt,
  type PromptView,
} from './service.js';
import { authorizeOperator } from '../../../authz/operator.js';
import { pageAnswer, windowOf } from '../../../http/pagination.js';

const withName = (prompt: PromptView) => ({ ...prompt, name: prompt.key });

/**
 * Checked before the body is validated: a non-Admin is refused whatever they send, and an unknown key
 * is a 404 rather than a complaint about the body.
 */
async function requireAdminAndKnownKey(request: FastifyRequest) {
  authorizeOperator(requireUser(request), 'edit-default-prompts');
  promptKeyOrNotFound((request.params as { key: string }).key);
}

/** The section prompts (spec 02 §7 keys): read by any signed-in user, changed by Admins for everyone. */
export const promptsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/prompts',
    {
      schema: {
        tags: ['prompts'],
        summary: 'Every section prompt as the assessment uses it now',
        security: bearerAuth,
        response: { 200: sectionPromptListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: (await listPrompts(db)).map(withName), meta: {} }),
  );

  app.get(
    '/prompts/:key',
    {
      schema: {
        tags: ['prompts'],
        summary: 'A section prompt: the latest saved version, or the default shipped in code (version 0)',
        security: bearerAuth,
        params: promptKeyParamsSchema,
        response: { 200: sectionPromptResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: withName(await getPrompt(db, promptKeyOrNotFound(request.params.key))),
      meta: {},
    }),
  );

  app.put(
    '/prompts/:key',
    {
      preValidation: requireAdminAndKnownKey,
      schema: {
        tags: ['prompts'],
        summary: 'Save a new version of a section prompt, the default for everyone (Admin only)',
        security: bearerAuth,
        params: promptKeyParamsSchema,
        body: savePromptBodySchema,
        response: { 200: sectionPromptResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const key = promptKeyOrNotFound(request.params.key);
      const saved = await savePrompt(db, key, request.body.content, requireUser(request).id);
      return { data: withName(saved), meta: {} };
    },
  );

  app.get(
    '/prompts/:key/versions',
    {
      schema: {
        tags: ['prompts'],
        summary: "A page of a section prompt's history, newest first, ending with the shipped default",
        security: bearerAuth,
        params: promptKeyParamsSchema,
        querystring: z.object(paginationQueryShape),
        response: { 200: sectionPromptVersionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const key = promptKeyOrNotFound(request.params.key);
      const { rows, total } = await listPromptVersions(db, key, window);
      return pageAnswer(rows, total, window);
    },
  );
};
