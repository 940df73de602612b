import {
  clientResponseSchema,
  clientSummaryListResponseSchema,
  createClientBodySchema,
  createdClientResponseSchema,
  publicClientListResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { sampleInitiativesByClient } from '../initiatives/service.js';
import { findClient, findReadableClientByName } from '../../authz/clients.js';
import { toClientView } from './client-view.js';
import { searchOrganizationClients } from './search.js';
import { createClient, listOrganizationClients, listSampleClients } from './service.js';
import { VocabularyIndex } from './vocabulary-index.js';

export const clientRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const vocabulary = new VocabularyIndex(db);
  app.get(
    '/org/clients',
    {
      schema: {
        tags: ['clients'],
        summary: "Your organization's clients, most recently active first",
        security: bearerAuth,
        response: { 200: clientSummaryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await listOrganizationClients(db, requireUser(request).id);
      return { data, meta: { total: data.length } };
    },
  );

  app.get(
    '/clients/public',
    {
      schema: {
        tags: ['clients'],
        summary: 'Public sample profiles, compiled from public sources, with their initiatives',
        response: { 200: publicClientListResponseSchema },
      },
    },
    async () => {
      const [samples, initiativesByClient] = await Promise.all([
        listSampleClients(db),
        sampleInitiativesByClient(db),
      ]);
      const data = samples.map((client) => ({
        ...client,
        Initiatives: initiativesByClient.get(client.id) ?? [],
      }));
      return { data, meta: { total: data.length } };
    },
  );

  app.get(
    '/clients/search',
    {
      schema: {
        tags: ['clients'],
        summary: "Fuzzy search of your organization's clients by name or domain (best first, at most 10)",
        security: bearerAuth,
        querystring: z.object({ q: z.string().max(200, 'The search text is too long').default('') }),
        response: { 200: clientSummaryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await searchOrganizationClients(db, vocabulary, requireUser(request).id, request.query.q);
      return { data, meta: { total: data.length } };
    },
  );

  app.post(
    '/clients',
    {
      schema: {
        tags: ['clients'],
        summary: 'Create a client in your organization',
        security: bearerAuth,
        body: createClientBodySchema,
        response: { 200: createdClientResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await createClient(db, user.id, request.body.data);
      if (!context.config.assessment.onClientCreated) return { data, meta: {} };
      try {
        const assessment = await context.assessments.startRun({
          clientId: data.id,
          trigger: 'client-created',
          requestedBy: user.id,
        });
        return { data, meta: { assessment } };
      } catch (error) {
        // The client exists either way; the completeness check offers to run the missing steps.
        if (error instanceof AppError && error.status === 429) {
          return { data, meta: { assessmentNotStarted: error.message } };
        }
        request.log.error(
          { err: error, clientId: data.id },
          'could not start the assessment of a new client',
        );
        return { data, meta: {} };
      }
    },
  );

  app.get(
    '/clients',
    {
      // The handler finds the client among those the user may read before anything is answered.
      config: { etag: true },
      schema: {
        tags: ['clients'],
        summary:
          'One client with its sections, by id, documentId or name (your organization first, then samples)',
        querystring: z.object({
          id: z.string().min(1).max(64).optional(),
          name: z.string().min(1).max(200).optional(),
        }),
        response: { 200: clientResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, name } = request.query;
      if (!id && !name) throw badRequest('Give the client as ?id= (id or documentId) or ?name=');
      const userId = request.currentUser?.id;
      const row = id
        ? await findClient(db, userId, 'read', id)
        : await findReadableClientByName(db, userId, name!);
      if (!row) throw notFound('Client not found');
      return { data: await toClientView(db, row), meta: {} };
    },
  );
};
