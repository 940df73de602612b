import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, organizationMembers } from '../../db/schema.js';

/**
 * The organizations a user belongs to, the one they joined first first (so "the user's organization",
 * where a request names none, is the same one everywhere); empty for signed-out visitors.
 */
export async function organizationIdsOf(db: Database, userId: number | undefined): Promise<number[]> {
  if (userId === undefined) return [];
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId));
  return rows.map((row) => row.id);
}

/**
 * Which clients a viewer may read: their organizations' clients and the public samples. Anything else
 * is answered as not found, so other organizations' clients are never revealed to exist.
 */
export function readableBy(organizationIds: number[]): SQL {
  const sample = isNotNull(clients.sampleCompiledOn);
  if (organizationIds.length === 0) return sample;
  return or(sample, sql`${clients.organizationId} IN ${organizationIds}`)!;
}

const MAX_SERIAL_ID = 2_147_483_647;

/** A client id as the API receives it: the numeric id or the documentId. */
export function clientIdentity(idOrDocumentId: string | number): SQL {
  const asNumber = Number(idOrDocumentId);
  // Beyond PostgreSQL's integer range no client has that id; compared as a documentId it matches nothing.
  return Number.isInteger(asNumber) && asNumber > 0 && asNumber <= MAX_SERIAL_ID
    ? eq(clients.id, asNumber)
    : eq(clients.documentId, String(idOrDocumentId));
}

export async function findReadableClient(
  db: Database,
  userId: number | undefined,
  idOrDocumentId: string | number,
) {
  const organizationIds = await organizationIdsOf(db, userId);
  const [row] = await db
    .select()
    .from(clients)
    .where(and(clientIdentity(idOrDocumentId), readableBy(organizationIds)));
  return row;
}

/**
 * A client by name, case-insensitively (the client pages' URLs carry the name): the user's own
 * organizations' client first, then a public sample of that name.
 */
export async function findReadableClientByName(db: Database, userId: number | undefined, name: string) {
  const organizationIds = await organizationIdsOf(db, userId);
  const rows = await db
    .select()
    .from(clients)
    .where(and(sql`lower(${clients.name}) = lower(${name})`, readableBy(organizationIds)));
  return rows.find((row) => row.organizationId !== null) ?? rows[0];
}

/**
 * A client the user may change: one of their organizations' clients. Samples are read-only to
 * everyone, and another organization's client is not found.
 */
export async function findWritableClient(db: Database, userId: number, idOrDocumentId: string | number) {
  const organizationIds = await organizationIdsOf(db, userId);
  if (organizationIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(clients)
    .where(and(clientIdentity(idOrDocumentId), sql`${clients.organizationId} IN ${organizationIds}`));
  return row;
}

/** A client by its id, for background work that has already checked who asked for it. */
export async function findClientById(db: Database, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}
