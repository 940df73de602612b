import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, initiatives } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { findReadableClient, organizationIdsOf, readableBy } from '../clients/access.js';

export const CLIENT_NOT_FOUND = 'Client not found';
export const INITIATIVE_NOT_FOUND = 'Initiative not found';
export const SAMPLES_READ_ONLY = 'Sample profiles are read-only';

const MAX_SERIAL_ID = 2_147_483_647;

/** An initiative id as the API receives it: the numeric id or the documentId. */
export function initiativeIdentity(idOrDocumentId: string | number): SQL {
  const asNumber = Number(idOrDocumentId);
  return Number.isInteger(asNumber) && asNumber > 0 && asNumber <= MAX_SERIAL_ID
    ? eq(initiatives.id, asNumber)
    : eq(initiatives.documentId, String(idOrDocumentId));
}

/**
 * A client the user may add initiatives to: one of their organizations'. A sample is refused as
 * read-only (it is public, so saying so reveals nothing); any other client is not found.
 */
export async function findClientForInitiatives(
  db: Database,
  userId: number,
  idOrDocumentId: string | number,
) {
  const client = await findReadableClient(db, userId, idOrDocumentId);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  if (client.organizationId === null) throw forbidden(SAMPLES_READ_ONLY);
  return client;
}

/** An initiative the user may change or upload to, with its client; same rules as its client. */
export async function findWritableInitiative(db: Database, userId: number, idOrDocumentId: string | number) {
  const organizationIds = await organizationIdsOf(db, userId);
  const [row] = await db
    .select({ initiative: initiatives, client: clients })
    .from(initiatives)
    .innerJoin(clients, eq(clients.id, initiatives.clientId))
    .where(and(initiativeIdentity(idOrDocumentId), readableBy(organizationIds)));
  if (!row) throw notFound(INITIATIVE_NOT_FOUND);
  if (row.client.organizationId === null) throw forbidden(SAMPLES_READ_ONLY);
  return row;
}
