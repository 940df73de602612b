import type { Initiative } from '@impact/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, initiatives } from '../../db/schema.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import { notFound } from '../../lib/errors.js';
import { CLIENT_NOT_FOUND, findClient } from '../../authz/clients.js';
import { imagesByInitiative } from '../uploads/image-view.js';
import { toInitiativeView } from './initiative-view.js';

/** One page of a readable client's initiatives, oldest first; another organization's client is not found. */
export async function listClientInitiatives(
  db: Database,
  userId: number | undefined,
  clientId: string | number,
  window: PageWindow,
): Promise<{ rows: Initiative[]; total: number }> {
  const client = await findClient(db, userId, 'read', clientId);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const where = eq(initiatives.clientId, client.id);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(initiatives)
      .where(where)
      .orderBy(asc(initiatives.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, initiatives, where),
  ]);
  const images = await imagesByInitiative(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toInitiativeView(row, client, images.get(row.id))), total };
}

/** The initiatives of the given clients (a page of public samples), grouped by client id. */
export async function initiativesByClient(
  db: Database,
  clientIds: readonly number[],
): Promise<Map<number, Initiative[]>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ initiative: initiatives, client: clients })
    .from(initiatives)
    .innerJoin(clients, eq(clients.id, initiatives.clientId))
    .where(inArray(initiatives.clientId, [...clientIds]))
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
