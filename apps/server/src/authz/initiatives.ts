import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, initiatives } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { authorizeClient, clientScope, findClient, type ClientAction } from './clients.js';
import { recordIdentity } from './record-id.js';

export const INITIATIVE_NOT_FOUND = 'Initiative not found';

/** An initiative follows its client: whoever may read the client reads it, whoever may write writes. */
export function initiativeScope(userId: number | undefined, action: ClientAction): SQL {
  return clientScope(userId, action);
}

/** A client the user may add initiatives to: 404 unless readable, 403 for a sample. */
export async function findClientForInitiatives(
  db: Database,
  userId: number,
  idOrDocumentId: string | number,
) {
  return authorizeClient('write', await findClient(db, userId, 'read', idOrDocumentId));
}

/**
 * An initiative with its client, looked up and checked in one query: 404 unless its client is readable
 * by the user, 403 for `write` on a sample's initiative.
 */
export async function findInitiative(
  db: Database,
  userId: number | undefined,
  action: ClientAction,
  idOrDocumentId: string | number,
) {
  const identity = recordIdentity(initiatives, idOrDocumentId);
  if (!identity) throw notFound(INITIATIVE_NOT_FOUND);
  const [row] = await db
    .select({ initiative: initiatives, client: clients })
    .from(initiatives)
    .innerJoin(clients, eq(clients.id, initiatives.clientId))
    .where(and(identity, initiativeScope(userId, 'read')));
  if (!row) throw notFound(INITIATIVE_NOT_FOUND);
  authorizeClient(action, row.client);
  return row;
}
