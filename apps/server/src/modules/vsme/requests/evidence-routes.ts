import fastifyMultipart from '@fastify/multipart';
import { apiErrorSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { evidenceMultipartLimits, readEvidenceForm } from './evidence-form.js';
import { uploadEvidence } from './evidence-service.js';
import { evidenceStorage } from './evidence-storage.js';
import { answerParams, questionAnswer, tags, throttleLink } from './link-schemas.js';
import { openRequest } from './link-service.js';

/** The contact's evidence upload: the only link route that reads multipart bodies, in a scope of its own. */
export const vsmeEvidenceUploadRoute: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const storage = evidenceStorage(config);
  await app.register(fastifyMultipart, { limits: evidenceMultipartLimits });

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
      await throttleLink(db, request);
      // The link is checked before the body is read, so an invalid link never costs an upload.
      await openRequest(db, request.params.token);
      const file = await readEvidenceForm(request);
      return {
        data: await uploadEvidence(db, storage, request.params.token, request.params.datapointId, file),
      };
    },
  );
};
