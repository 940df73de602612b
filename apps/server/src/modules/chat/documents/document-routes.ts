import fastifyMultipart from '@fastify/multipart';
import { apiErrorSchema, noContentSchema, onboardingDocumentListResponseSchema } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { onboardingDocuments } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findOwnedSession } from '../sessions.js';
import { documentMultipartLimits, readDocumentForm } from './document-form.js';
import { documentStorage } from './document-storage.js';
import { deleteDocument, sessionDocuments, storeDocuments, toDocumentView } from './documents.js';

const sessionRef = z.string().min(1).max(64);
const documentId = z.string().regex(/^[a-z0-9]{24}$/, 'Not a document id');

/** The onboarding's document upload (step-4), its removal, and the stored file the client's context cites. */
export const documentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const storage = documentStorage(config);
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: documentMultipartLimits });

  app.post(
    '/onboarding/:onboardingId/documents',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary:
          "Upload documents to an onboarding (multipart, field 'file', one or more): PDF or DOCX, at most 10 MB each and 10 per onboarding; their text is read for the assessment",
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        params: z.object({ onboardingId: sessionRef }),
        response: {
          200: onboardingDocumentListResponseSchema,
          ...errorResponses,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const session = await findOwnedSession(db, requireUser(request).id, request.params.onboardingId);
      const files = await readDocumentForm(request);
      return { data: await storeDocuments(db, storage, session, files) };
    },
  );

  app.get(
    '/onboarding/:onboardingId/documents',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'The documents uploaded to an onboarding so far (the upload step shows them after a reload)',
        security: bearerAuth,
        params: z.object({ onboardingId: sessionRef }),
        response: { 200: onboardingDocumentListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await findOwnedSession(db, requireUser(request).id, request.params.onboardingId);
      return { data: (await sessionDocuments(db, session.id)).map(toDocumentView) };
    },
  );

  app.delete(
    '/onboarding/:onboardingId/documents/:documentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chat'],
        summary: 'Remove an uploaded document from an onboarding that is not complete',
        security: bearerAuth,
        params: z.object({ onboardingId: sessionRef, documentId }),
        response: { 204: noContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await findOwnedSession(db, requireUser(request).id, request.params.onboardingId);
      await deleteDocument(db, storage, session, request.params.documentId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/onboarding/documents/:documentId/file',
    {
      schema: {
        tags: ['chat'],
        summary:
          "An uploaded onboarding document: the source the client's website context cites (its id is unguessable, like an uploaded image's address)",
        params: z.object({ documentId }),
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(onboardingDocuments)
        .where(eq(onboardingDocuments.documentId, request.params.documentId));
      const data = row ? await storage.get(row.storageKey) : undefined;
      if (!row || !data) throw notFound('No such document');
      const disposition = row.mimeType === 'application/pdf' ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data);
    },
  );
};
