import { saveVsmeAnswerSchema } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { deleteEvidence } from './evidence-service.js';
import { vsmeEvidenceUploadRoute } from './evidence-routes.js';
import { evidenceStorage } from './evidence-storage.js';
import {
  answerParams,
  fileParams,
  formAnswer,
  linkParams,
  questionAnswer,
  tags,
  throttleLink,
} from './link-schemas.js';
import { openRequest, requestForm, saveDraft, submitRequest } from './link-service.js';

/**
 * The contact's side of a data request: no account, the token is the only key. Every answer, errors
 * included, carries no-referrer (the page's address is the credential) and no-store.
 */
export const vsmeRequestLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, config } = context;
  const storage = evidenceStorage(config);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  });
  const throttle = (request: FastifyRequest) => throttleLink(db, request);

  app.get(
    '/vsme/requests/:token',
    {
      schema: {
        tags,
        summary: "The contact's form: the questions asked, with their answers so far",
        params: linkParams,
        response: { 200: formAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await throttle(request);
      return { data: await requestForm(db, await openRequest(db, request.params.token)) };
    },
  );

  app.put(
    '/vsme/requests/:token/answers/:datapointId',
    {
      schema: {
        tags,
        summary: 'Save a draft answer, checked like a consultant edit (a submitted one only once returned)',
        params: answerParams,
        body: z.strictObject({ data: saveVsmeAnswerSchema }),
        response: { 200: questionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await throttle(request);
      return {
        data: await saveDraft(db, request.params.token, request.params.datapointId, request.body.data),
      };
    },
  );

  await app.register(vsmeEvidenceUploadRoute, context);

  app.delete(
    '/vsme/requests/:token/answers/:datapointId/evidence/:fileId',
    {
      schema: {
        tags,
        summary: 'Remove a file from an answer that may still change',
        params: fileParams,
        response: { 200: questionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await throttle(request);
      const { token: given, datapointId, fileId } = request.params;
      return { data: await deleteEvidence(db, storage, given, datapointId, fileId) };
    },
  );

  app.post(
    '/vsme/requests/:token/submit',
    {
      schema: {
        tags,
        summary:
          'Submit every draft answer: each becomes the datapoint value, client-provided, pending review',
        params: linkParams,
        response: { 200: formAnswer, ...errorResponses },
      },
    },
    async (request) => {
      await throttle(request);
      return { data: await submitRequest(db, request.params.token) };
    },
  );
};
