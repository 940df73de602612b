import fastifyMultipart from '@fastify/multipart';
import {
  apiErrorSchema,
  saveVsmeAnswerSchema,
  vsmeDatapointIdSchema,
  vsmeRequestFormSchema,
  vsmeRequestQuestionSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit/rate-limit.js';
import { evidenceMultipartLimits, readEvidenceForm } from './evidence-form.js';
import { deleteEvidence, uploadEvidence } from './evidence-service.js';
import { evidenceStorage } from './evidence-storage.js';
import { openRequest, requestForm, saveDraft, submitRequest } from './link-service.js';

// Any text up to a bound: a malformed token is answered like an unknown one, never with a schema error.
const token = z.string().max(200);
const linkParams = z.object({ token });
const answerParams = z.object({ token, datapointId: vsmeDatapointIdSchema });
const fileParams = answerParams.extend({ fileId: z.string().max(64) });
const formAnswer = z.object({ data: vsmeRequestFormSchema });
const questionAnswer = z.object({ data: vsmeRequestQuestionSchema });
const tags = ['vsme'];

/** Link routes per address: generous for a form that saves as the contact types, tight for guessing. */
export const VSME_LINK_RATE_LIMIT = {
  name: 'vsme-request-link',
  limit: 300,
  windowSeconds: 15 * 60,
  message: 'Too many requests for data request links.',
} satisfies RateLimitRule;

/**
 * The contact's side of a data request: no account, the token is the only key. Every answer, errors
 * included, carries no-referrer (the page's address is the credential) and no-store.
 */
export const vsmeRequestLinkRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const storage = evidenceStorage(config);
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: evidenceMultipartLimits });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    await consumeRateLimit(db, VSME_LINK_RATE_LIMIT, `ip:${request.ip}`);
  });

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
    async (request) => ({ data: await requestForm(db, await openRequest(db, request.params.token)) }),
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
    async (request) => ({
      data: await saveDraft(db, request.params.token, request.params.datapointId, request.body.data),
    }),
  );

  app.post(
    '/vsme/requests/:token/answers/:datapointId/evidence',
    {
      schema: {
        tags,
        summary:
          "Attach one file as evidence (multipart, field 'file'): PDF, DOCX, XLSX, PNG or JPEG by content, at most 10 MB",
        consumes: ['multipart/form-data'],
        params: answerParams,
        response: { 200: questionAnswer, ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request) => {
      // The link is checked before the body is read, so an invalid link never costs an upload.
      await openRequest(db, request.params.token);
      const file = await readEvidenceForm(request);
      return {
        data: await uploadEvidence(db, storage, request.params.token, request.params.datapointId, file),
      };
    },
  );

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
    async (request) => ({ data: await submitRequest(db, request.params.token) }),
  );
};
