import type { Initiative } from '@impact/contracts';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, initiatives } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { CLIENT_NOT_FOUND, findClient } from '../../authz/clients.js';
import { imagesByInitiative } from '../uploads/image-view.js';
import { toInitiativeView } from './initiative-view.js';

/** A readable client's initiatives, oldest first; another organization's client is not found. */
export async function listClientInitiatives(
  db: Database,
  userId: number | undefined,
  clientId: string | number,
): Promise<Initiative[]> {
  const client = await findClient(db, userId, 'read', clientId);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const rows = await db
    .select()
    .from(initiatives)
    .where(eq(initiatives.clientId, client.id))
    .orderBy(asc(initiatives.id));
  const images = await imagesByInitiative(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toInitiativeView(row, client, images.get(row.id)));
}

/** The initiatives of every public sample, grouped by client id (for the public client list). */
export async function sampleInitiativesByClient(db: Database): Promise<Map<number, Initiative[]>> {
  const rows = await db
    .select({ initiative: initiatives, client: clients })
    .from(initiatives)
    .innerJoin(clients, eq(clients.id, initiatives.clientId))
    .where(isNotNull(clients.sampleCompiledOn))
    .orderBy(asc(initiatives.id));
  const images = await imagesByInitiative(
    db,
    rows.map((row) => row.initiative.id),
  );
  const byClient = new Map<number, Initiative[]>();
  for (const { initiative, client } of rows) {
    const list = byClient.get(client.id) ?? [];
    list.push(toInitiativeView(initiative, client, images.get(initiative.id)));
    byClient.set(client.id, list);
  }
  return byClient;
}
