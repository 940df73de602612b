import { reportPromptResponseSchema, savePromptContentBodySchema } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { primaryOrganizationOf } from '../../authz/membership.js';
import { mainPromptFor, savePromptVersion, sectionTypeOrNotFound } from './prompts.js';
import { authorizeOperator } from '../../authz/operator.js';

const params = z.object({ sectionName: z.string().max(80) });

/** An unknown section is a 404 ('Prompt not found') before the body is looked at. */
async function knownSection(request: FastifyRequest) {
  sectionTypeOrNotFound((request.params as { sectionName: string }).sectionName);
}

/**
 * The report section prompts (spec 02 §2 prompt editor, §7). A main prompt is the organization's:
 * it writes that organization's future sections of the type; the default (shipped in code, or an
 * Admin's replacement) stays for everyone else. Must be registered where authentication is required.
 */
export const promptRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/prompt/get/:sectionName',
    {
      schema: {
        tags: ['reports'],
        summary: "A report section's prompt: your organization's main prompt, else the default",
        security: bearerAuth,
        params,
        response: { 200: reportPromptResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const type = sectionTypeOrNotFound(request.params.sectionName);
      const organizationId = await primaryOrganizationOf(db, requireUser(request).id);
      return { data: await mainPromptFor(db, organizationId, type), meta: {} };
    },
  );

  app.post(
    '/prompt/update-main/:sectionName',
    {
      preValidation: knownSection,
      schema: {
        tags: ['reports'],
        summary: "Set your organization's main prompt for a section type (a new version)",
        security: bearerAuth,
        params,
        body: savePromptContentBodySchema,
        response: { 200: reportPromptResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const type = sectionTypeOrNotFound(request.params.sectionName);
      const userId = requireUser(request).id;
      const organizationId = await primaryOrganizationOf(db, userId);
      if (organizationId === undefined) {
        throw badRequest('Set up your organization before setting a main prompt.');
      }
      const data = await savePromptVersion(db, organizationId, type, request.body.content, userId);
      return { data, meta: {} };
    },
  );

  app.put(
    '/prompt/default/:sectionName',
    {
      preValidation: async (request) => {
        authorizeOperator(requireUser(request), 'edit-default-prompts');
        await knownSection(request);
      },
      schema: {
        tags: ['reports'],
        summary: "Replace a report section's default prompt for everyone (Admin only; a new version)",
        security: bearerAuth,
        params,
        body: savePromptContentBodySchema,
        response: { 200: reportPromptResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const type = sectionTypeOrNotFound(request.params.sectionName);
      const data = await savePromptVersion(db, null, type, request.body.content, requireUser(request).id);
      return { data, meta: {} };
    },
  );
};
