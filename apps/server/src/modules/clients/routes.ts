import {
  clientResponseSchema,
  clientSummaryListResponseSchema,
  createClientBodySchema,
  createdClientResponseSchema,
  organizationClientListResponseSchema,
  paginationQueryShape,
  populateSchema,
  populates,
  publicClientListResponseSchema,
} from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser, type UserStanding } from '../../plugins/auth.js';
import { initiativesByClient } from '../initiatives/service.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { findReadableClientByName } from '../../authz/clients.js';
import { parseRecordRef } from '../../authz/record-id.js';
import { checkPreparedAnswer, sendPrepared } from '../../http/prepared-answer.js';
import { ClientAnswers } from './client-answers.js';
import { organizationTilePage } from './organization-tiles.js';
import { searchOrganizationClients } from './search.js';
import { createClient, listOrganizationClients, listSampleClients } from './service.js';
import { VocabularyIndex } from './vocabulary-index.js';

const organizationListQuery = z.object({ ...paginationQueryShape, populate: populateSchema.optional() });

/** A valid organization-list query that asks for tiles only (neither CompanyInfo nor Sections). */
const asksForTiles = (query: unknown) => {
  const parsed = organizationListQuery.safeParse(query);
  if (!parsed.success) return false;
  const { populate } = parsed.data;
  return !populates(populate, 'CompanyInfo') && !populates(populate, 'Sections');
};

export const clientRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const vocabulary = new VocabularyIndex(db);
  // Outside production every answer it makes is checked against the route's schema as well.
  const clientAnswers = new ClientAnswers(
    db,
    context.config.env === 'production' ? undefined : checkPreparedAnswer,
  );
  app.get(
    '/org/clients',
    {
      // A valid query for tiles (no populate) reaches the handler, whose statement reads the token's user.
      config: { readsUserStanding: (request) => asksForTiles(request.query) },
      schema: {
        tags: ['clients'],
        summary:
          "A page of your organization's clients, most recently active first, as tiles; populate=CompanyInfo adds the rest of each profile, populate=Sections the profile and its latest sections",
        security: bearerAuth,
        querystring: organizationListQuery,
        response: { 200: organizationClientListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const window = windowOf(request.query);
      const token = request.tokenAwaitingStanding;
      if (token) {
        // The tiles, the total and the token's user in one statement (organization-tiles.ts).
        const reader = { userId: token.id, accept: (s?: UserStanding) => app.acceptStanding(request, s) };
        const { rows, total } = await organizationTilePage(db, reader, window);
        return pageAnswer(rows, total, window);
      }
      const userId = requireUser(request).id;
      if (populates(request.query.populate, 'Sections')) {
        const { answer, keep } = await clientAnswers.organizationPage(userId, window);
        return sendPrepared(reply, answer, keep);
      }
      const { rows, total } = await listOrganizationClients(db, userId, window);
      return pageAnswer(rows, total, window);
    },
  );

  app.get(
    '/clients/public',
    {
      schema: {
        tags: ['clients'],
        summary:
          'A page of the public sample profiles, compiled from public sources; populate=Initiatives adds their initiatives',
        querystring: z.object({ ...paginationQueryShape, populate: populateSchema.optional() }),
        response: { 200: publicClientListResponseSchema },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const { rows, total } = await listSampleClients(db, window);
      if (!populates(request.query.populate, 'Initiatives')) return pageAnswer(rows, total, window);
      const initiatives = await initiativesByClient(
        db,
        rows.map((client) => client.id),
      );
      const data = rows.map((client) => ({ ...client, Initiatives: initiatives.get(client.id) ?? [] }));
      return pageAnswer(data, total, window);
    },
  );

  const searchQuery = z.object({
    q: z.string().max(200, 'The search text is too long').default(''),
    ...paginationQueryShape,
  });
  app.get(
    '/clients/search',
    {
      // Any valid query reaches the handler, whose search statement reads the token's user too.
      config: { readsUserStanding: (request) => searchQuery.safeParse(request.query).success },
      schema: {
        tags: ['clients'],
        summary:
          "Fuzzy search of your organization's clients by name or domain, best first, a page at a time",
        security: bearerAuth,
        querystring: searchQuery,
        response: { 200: clientSummaryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const window = windowOf(request.query);
      const token = request.tokenAwaitingStanding;
      const searcher = {
        userId: token?.id ?? requireUser(request).id,
        accept: (standing: UserStanding | undefined) => app.acceptStanding(request, standing),
        confirm: () => app.confirmStanding(request),
      };
      const { rows, total } = await searchOrganizationClients(
        db,
        vocabulary,
        searcher,
        request.query.q,
        window,
      );
      return pageAnswer(rows, total, window);
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

  const oneClientQuery = z.object({
    id: z.string().min(1).max(64).optional(),
    name: z.string().min(1).max(200).optional(),
  });
  app.get(
    '/clients',
    {
      config: {
        // The handler finds the client among those the user may read before anything is answered.
        etag: true,
        // Any valid query reaches the handler, which reads the token's user with the client.
        readsUserStanding: (request) => oneClientQuery.safeParse(request.query).success,
      },
      schema: {
        tags: ['clients'],
        summary:
          'One client with its sections, by id, documentId or name (your organization first, then samples)',
        querystring: oneClientQuery,
        response: { 200: clientResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id, name } = request.query;
      const ref = id === undefined ? undefined : parseRecordRef(id);
      const token = request.tokenAwaitingStanding;
      // The common read: the token's user, their membership and the client in one statement.
      const prepared =
        ref && token
          ? await clientAnswers.oneWithStanding(token.id, ref, (standing) =>
              app.acceptStanding(request, standing),
            )
          : await readOneOtherwise(request, id, name);
      if (!prepared) throw notFound('Client not found');
      return sendPrepared(reply, prepared.answer, prepared.keep);
    },
  );

  /** A read by name, by a reference that names nothing, or by a visitor: the token's user checked first. */
  async function readOneOtherwise(request: FastifyRequest, id?: string, name?: string) {
    await app.confirmStanding(request);
    if (!id && !name) throw badRequest('Give the client as ?id= (id or documentId) or ?name=');
    const userId = request.currentUser?.id;
    const byName = id ? undefined : await findReadableClientByName(db, userId, name!);
    return clientAnswers.one(userId, id ?? byName?.id ?? 0);
  }
};
