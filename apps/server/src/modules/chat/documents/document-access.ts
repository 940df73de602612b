import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clients, onboardingDocuments } from '../../../db/schema.js';
import { notFound } from '../../../lib/errors.js';
import { organizationIdsOf } from '../../clients/access.js';
import type { DocumentRow } from './documents.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * An uploaded document, for someone who may read it: its uploader while the onboarding has not made
 * it a client's; from then on the members of that client's organization. Anyone else is told it does
 * not exist (404), as for any other organization's record.
 */
export async function findReadableDocument(
  db: Database,
  userId: number,
  documentId: string,
): Promise<DocumentRow> {
  const [row] = await db
    .select({ document: onboardingDocuments, organizationId: clients.organizationId })
    .from(onboardingDocuments)
    .leftJoin(clients, eq(clients.id, onboardingDocuments.clientId))
    .where(eq(onboardingDocuments.documentId, documentId));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const { document, organizationId } = row;
  if (document.clientId === null) {
    if (document.userId === userId) return document;
  } else if (organizationId !== null && (await organizationIdsOf(db, userId)).includes(organizationId)) {
    return document;
  }
  throw notFound(DOCUMENT_NOT_FOUND);
}
