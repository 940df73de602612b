import { createVsmeDataRequestSchema, vsmeDataRequestSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { consultantEvidence } from './evidence-service.js';
import { evidenceStorage } from './evidence-storage.js';
import { vsmeRequestLinkRoutes } from './link-routes.js';
import {
  createDataRequest,
  listDataRequests,
  remindDataRequest,
  revokeDataRequest,
  type RequestLinks,
} from './service.js';

const documentId = z.string().trim().min(1).max(64, 'The id is too long');
const reportParams = z.object({ documentId });
const requestParams = z.object({ documentId, requestId: documentId });
const requestAnswer = z.object({ data: vsmeDataRequestSchema });
const tags = ['vsme'];

/** VSME data requests: the consultant's side (signed in) and the contact's link (no account). */
export const vsmeRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config, mailer, jwtSecret } = context;
  const links: RequestLinks = { secret: jwtSecret, publicUrl: config.publicUrl };
  const storage = evidenceStorage(config);

  app.post(
    '/vsme/reports/:documentId/requests',
    {
      schema: {
        tags,
        summary:
          "Ask the client's contact for Missing datapoints; answers the link this once (it is never stored)",
        security: bearerAuth,
        params: reportParams,
        body: z.strictObject({ data: createVsmeDataRequestSchema }),
        response: { 201: requestAnswer.extend({ meta: z.object({ link: z.string() }) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await createDataRequest(
        db,
        links,
        requireUser(request).id,
        request.params.documentId,
        request.body.data,
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ data: created.request, meta: { link: created.link } });
    },
  );

  app.get(
    '/vsme/reports/:documentId/requests',
    {
      schema: {
        tags,
        summary: "A report's data requests with their progress, newest first",
        security: bearerAuth,
        params: reportParams,
        response: { 200: z.object({ data: z.array(vsmeDataRequestSchema) }), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listDataRequests(db, requireUser(request).id, request.params.documentId),
    }),
  );

  app.post(
    '/vsme/reports/:documentId/requests/:requestId/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a data request: its link stops working at once; answers already submitted stay',
        security: bearerAuth,
        params: requestParams,
        response: { 200: requestAnswer, ...errorResponses },
      },
    },
    async (request) => ({
      data: await revokeDataRequest(
        db,
        requireUser(request).id,
        request.params.documentId,
        request.params.requestId,
      ),
    }),
  );

  app.post(
    '/vsme/reports/:documentId/requests/:requestId/remind',
    {
      schema: {
        tags,
        summary:
          'E-mail the contact the link again (409 without a contact e-mail, 429 within an hour of the last)',
        security: bearerAuth,
        params: requestParams,
        response: { 202: requestAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { documentId: reportId, requestId } = request.params;
      const data = await remindDataRequest(db, mailer, links, requireUser(request).id, reportId, requestId);
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/vsme/reports/:documentId/evidence/:fileId',
    {
      // No response schema: the answer is the file; errors keep the API's usual shape.
      schema: {
        tags,
        summary: "Download a file the client's contact attached to an answer: the value's source",
        security: bearerAuth,
        params: z.object({ documentId, fileId: documentId }),
      },
    },
    async (request, reply) => {
      const { documentId: reportId, fileId } = request.params;
      const file = await consultantEvidence(db, storage, requireUser(request).id, reportId, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${asciiName(file.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  await app.register(vsmeRequestLinkRoutes, context);
};

/** A header-safe file name: quotes, backslashes and non-ASCII characters would break the header. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
