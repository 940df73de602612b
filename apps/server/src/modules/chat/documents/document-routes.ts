import fastifyMultipart from '@fastify/multipart';
import {
  apiErrorSchema,
  noContentSchema,
  onboardingDocumentLinkResponseSchema,
  onboardingDocumentListResponseSchema,
} from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { onboardingDocuments } from '../../../db/schema.js';
import { notFound, unauthorized } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findOwnedSession } from '../sessions.js';
import { DOCUMENT_NOT_FOUND, findReadableDocument } from '../../../authz/documents.js';
import { documentMultipartLimits, readDocumentForm } from './document-form.js';
import { checkDocumentLink, signDocumentLink } from './document-links.js';
import { documentStorage } from './document-storage.js';
import {
  deleteDocument,
  sessionDocuments,
  storeDocuments,
  toDocumentView,
  type DocumentRow,
} from './documents.js';

const sessionRef = z.string().min(1).max(64);
const documentId = z.string().regex(/^[a-z0-9]{24}$/, 'Not a document id');

const LINK_EXPIRED = 'This document link has expired.';
const LINK_INVALID = 'This document link is not valid.';
const OPEN_AGAIN = "Open the document again from the client's Library.";

/**
 * The onboarding's document upload (step-4) and its removal; then, for those who may read it, the
 * document and its file. A document is never public: it is cited by name, and opened with a token or a
 * signed address that expires.
 */
export const documentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, jwtSecret }) => {
  const storage = documentStorage(config);
  // Only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, { limits: documentMultipartLimits });

  app.post(
    '/onboarding/:onboardingId/documents',
    {
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
    '/onboarding/documents/:documentId',
    {
      schema: {
        tags: ['chat'],
        summary:
          "An uploaded document, for a member of its client's organization (or its uploader before the onboarding ends), with an address that opens its file for five minutes",
        security: bearerAuth,
        params: z.object({ documentId }),
        response: { 200: onboardingDocumentLinkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findReadableDocument(db, requireUser(request).id, request.params.documentId);
      const link = signDocumentLink(jwtSecret, row.documentId);
      return { data: { ...toDocumentView(row), fileUrl: link.url, fileUrlExpiresAt: link.expiresAt } };
    },
  );

  app.get(
    '/onboarding/documents/:documentId/file',
    {
      // Public (PUBLIC_ROUTES): a bearer token, or the signed address GET /onboarding/documents/:documentId gives (new tabs).
      schema: {
        tags: ['chat'],
        summary:
          "An uploaded document's file: with a bearer token of a member of its client's organization, or at the signed address that expires",
        security: bearerAuth,
        params: z.object({ documentId }),
        querystring: z.object({
          expires: z.coerce.number().int().positive().optional(),
          signature: z
            .string()
            .regex(/^[A-Za-z0-9_-]{43}$/, 'Not a document link signature')
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const { documentId: id } = request.params;
      const { expires, signature } = request.query;
      let row: DocumentRow | undefined;
      if (expires !== undefined || signature !== undefined) {
        // Checked before the database is asked, so a wrong link says nothing about the document.
        const check =
          expires !== undefined && signature !== undefined
            ? checkDocumentLink(jwtSecret, id, { expires, signature })
            : 'invalid';
        if (check === 'expired') throw unauthorized(`${LINK_EXPIRED} ${OPEN_AGAIN}`);
        if (check === 'invalid') throw unauthorized(`${LINK_INVALID} ${OPEN_AGAIN}`);
        [row] = await db.select().from(onboardingDocuments).where(eq(onboardingDocuments.documentId, id));
      } else if (request.currentUser) {
        row = await findReadableDocument(db, request.currentUser.id, id);
      } else {
        throw unauthorized(
          'Authentication required: send an Authorization: Bearer <token> header, or use the signed address of GET /api/onboarding/documents/{documentId}',
        );
      }
      const data = row ? await storage.get(row.storageKey) : undefined;
      if (!row || !data) throw notFound(DOCUMENT_NOT_FOUND);
      const disposition = row.mimeType === 'application/pdf' ? 'inline' : 'attachment';
      return reply
        .header('content-type', row.mimeType)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(data);
    },
  );
};
