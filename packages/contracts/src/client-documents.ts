import { z } from 'zod';
import { pageOf } from './pagination.js';
import { structuredDocumentSchema } from './structured-document.js';

/**
 * A client's structured documents (GET /api/clients/:id/documents): the website's pages and the
 * reports they link to as the last scrape read them, and the documents uploaded in onboarding. They
 * are fetched on their own, never inside the client read.
 */
export const CLIENT_DOCUMENT_ORIGINS = ['website', 'upload'] as const;

export const clientDocumentSchema = z.object({
  origin: z.enum(CLIENT_DOCUMENT_ORIGINS).describe("'website': read by the scrape; 'upload': onboarding"),
  retrievedAt: z.string().describe('When it was read (ISO date-time)'),
  document: structuredDocumentSchema,
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

/** A page of them: uploads first, then the website's in reading order. */
export const clientDocumentsResponseSchema = pageOf(clientDocumentSchema);
export type ClientDocumentsResponse = z.infer<typeof clientDocumentsResponseSchema>;
