import {
  agentConfigBodySchema,
  createReportBodySchema,
  createReportSectionBodySchema,
  paginationQueryShape,
  populateSchema,
  populates,
  regenerateSectionBodySchema,
  reportListResponseSchema,
  reportResponseSchema,
  reportSectionResponseSchema,
} from '@impact/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import type { GenerationDeps } from './generation/generate-section.js';
import { promptRoutes } from './prompt-routes.js';
import {
  createReport,
  generateSection,
  getReport,
  listReports,
  regenerateSection,
  setAgentConfig,
} from './service.js';

const id = z.string().trim().min(1).max(64, 'The id is too long');

/** filters[Client][documentId][$eq]=… (or [id]) as qs parses it; populate=Sections adds Sections and Sources. */
const listQuery = z
  .object({
    filters: z
      .object({
        Client: z
          .object({
            documentId: z.object({ $eq: id }).optional(),
            id: z.object({ $eq: id }).optional(),
          })
          .optional(),
      })
      .optional(),
    populate: populateSchema.optional(),
    ...paginationQueryShape,
  })
  .loose();

/** Reports (spec 02 §7): every call signed in; reports are the user's organizations' only. */
export const reportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const deps = (log: FastifyBaseLogger): GenerationDeps => ({ db, model: context.providers.model, log });

  app.get(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary:
          "A page of your organizations' reports, newest first; filters[Client][documentId][$eq] for one client, populate=Sections for their sections",
        security: bearerAuth,
        querystring: listQuery,
        response: { 200: reportListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const client = request.query.filters?.Client;
      const window = windowOf(request.query);
      const userId = requireUser(request).id;
      const { rows, total } = await listReports(
        db,
        userId,
        client?.documentId?.$eq ?? client?.id?.$eq,
        window,
      );
      const data = populates(request.query.populate, 'Sections')
        ? rows
        : rows.map(({ Sections: _sections, Sources: _sources, ...light }) => light);
      return pageAnswer(data, total, window);
    },
  );

  app.post(
    '/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'Create an empty report on a client (data.Client: id or documentId)',
        security: bearerAuth,
        body: createReportBodySchema,
        response: { 200: reportResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await createReport(db, requireUser(request).id, request.body.data),
      meta: {},
    }),
  );

  app.get(
    '/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'A report (id or documentId) with its sections',
        security: bearerAuth,
        params: z.object({ id }),
        querystring: z.object({ populate: z.unknown().optional() }).loose(),
        response: { 200: reportResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getReport(db, requireUser(request).id, request.params.id), meta: {} }),
  );

  app.post(
    '/reports/:id/sections',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Generate a section (data.sectionType); answers it when done. A failure is stored on the section and answered as 502 with its message',
        security: bearerAuth,
        params: z.object({ id }),
        body: createReportSectionBodySchema,
        response: { 200: reportSectionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await generateSection(
        deps(request.log),
        requireUser(request).id,
        request.params.id,
        request.body.data.sectionType,
      ),
      meta: {},
    }),
  );

  app.post(
    '/reports/regenerate-section',
    {
      schema: {
        tags: ['reports'],
        summary: 'Generate a section again with its latest prompt; answers the whole report',
        security: bearerAuth,
        body: regenerateSectionBodySchema,
        response: { 200: reportResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await regenerateSection(
        deps(request.log),
        requireUser(request).id,
        request.body.reportId,
        request.body.sectionTitle,
      ),
      meta: {},
    }),
  );

  app.put(
    '/reports/:reportId/sections/:sectionId/agent-config',
    {
      schema: {
        tags: ['reports'],
        summary: "Set a section's custom prompt (AgentConfig.customPrompt; blank or null clears it)",
        security: bearerAuth,
        params: z.object({ reportId: id, sectionId: id }),
        body: agentConfigBodySchema,
        response: { 200: reportSectionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await setAgentConfig(
        db,
        requireUser(request).id,
        request.params.reportId,
        request.params.sectionId,
        request.body.AgentConfig.customPrompt,
      ),
      meta: {},
    }),
  );

  await app.register(promptRoutes, context);
};
