import { and, eq, isNotNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients } from '../db/schema.js';
import { forbidden, notFound } from '../lib/errors.js';
import { isMemberOrganization } from './membership.js';
import { recordIdentity } from './record-id.js';

export const CLIENT_NOT_FOUND = 'Client not found';
export const SAMPLES_READ_ONLY = 'Sample profiles are read-only';

/** read: see the client and its sections; write: change it, run its assessment, add to it. */
export type ClientAction = 'read' | 'write';
export type ClientRow = typeof clients.$inferSelect;

/**
 * The clients `userId` may act on, as a `where` condition. Read: their organizations' clients and the
 * public samples (signed-out visitors: the samples only). Write: their organizations' clients; samples
 * are read-only to everyone.
 */
export function clientScope(userId: number | Placeholder | undefined, action: ClientAction): SQL {
  const member = userId === undefined ? sql`false` : isMemberOrganization(clients.organizationId, userId);
  return action === 'read' ? or(isNotNull(clients.sampleCompiledOn), member)! : member;
}

/**
 * The check on a client already read under the read scope: writing to a sample is refused as read-only
 * (it is public, so saying so reveals nothing); anything readable and not a sample is the user's own.
 */
export function authorizeClient(action: ClientAction, client: ClientRow | undefined): ClientRow {
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  if (action === 'write' && client.organizationId === null) throw forbidden(SAMPLES_READ_ONLY);
  return client;
}

/**
 * One client by id or documentId if `userId` may `action` it, in one query; otherwise undefined,
 * whether it exists or not (another organization's client is never revealed to exist).
 */
export async function findClient(
  db: Database,
  userId: number | undefined,
  action: ClientAction,
  idOrDocumentId: string | number,
): Promise<ClientRow | undefined> {
  const identity = recordIdentity(clients, idOrDocumentId);
  if (!identity) return undefined;
  const [row] = await db
    .select()
    .from(clients)
    .where(and(identity, clientScope(userId, action)));
  return row;
}

/**
 * A client by name, case-insensitively (the client pages' URLs carry the name): the user's own
 * organizations' client first, then a public sample of that name.
 */
export async function findReadableClientByName(db: Database, userId: number | undefined, name: string) {
  const rows = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.name}) = lower(${name})`, clientScope(userId, 'read')));
  return rows.find((row) => row.organizationId !== null) ?? rows[0];
}

/** A client by its id, for background work that has already checked who asked for it. */
export async function findClientById(db: Database, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}
