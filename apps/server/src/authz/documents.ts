import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, onboardingDocuments } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import type { DocumentRow } from '../modules/chat/documents/documents.js';
import { isMemberOrganization } from './membership.js';
import { parseRecordRef } from './record-id.js';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * The uploaded documents a user may read, over documents left-joined to their client: the uploader's
 * own while the onboarding has not made them a client's; from then on those of the members of that
 * client's organization.
 */
export function documentScope(userId: number): SQL {
  return or(
    and(isNull(onboardingDocuments.clientId), eq(onboardingDocuments.userId, userId)),
    and(isNotNull(onboardingDocuments.clientId), isMemberOrganization(clients.organizationId, userId)),
  )!;
}

/**
 * An uploaded document by its documentId, for someone who may read it, in one query. Anyone else is
 * told it does not exist (404), as for any other organization's record.
 */
export async function findReadableDocument(
  db: Database,
  userId: number,
  documentId: string,
): Promise<DocumentRow> {
  const ref = parseRecordRef(documentId);
  if (ref?.kind !== 'documentId') throw notFound(DOCUMENT_NOT_FOUND);
  const [row] = await db
    .select({ document: onboardingDocuments })
    .from(onboardingDocuments)
    .leftJoin(clients, eq(clients.id, onboardingDocuments.clientId))
    .where(and(eq(onboardingDocuments.documentId, ref.documentId), documentScope(userId)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row.document;
}
