import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TILE_FIELDS } from '@impact/contracts';
import {
  clients,
  organizationClientCounts,
  organizationMembers,
  organizations,
  users,
} from '../../db/schema.js';
import { createOrganization, createUser, selectRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  databaseBefore,
  seedOrganizationsWithClients,
  type PartlyMigratedDatabase,
} from '../../../test/migrate-partly.js';

let t: TestApp;
let owner: TestUser;
let first: number;
let second: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  first = (await createOrganization(t, { owner })).id;
  second = (await createOrganization(t, { owner })).id;
});
afterAll(() => t.close());

const GONE = 'This account no longer exists or has been blocked';

const keptCount = async (organizationId: number) => {
  const [row] = await t.db
    .select({ clients: organizationClientCounts.clients })
    .from(organizationClientCounts)
    .where(eq(organizationClientCounts.organizationId, organizationId));
  return row?.clients ?? 0;
};
const countedCount = async (organizationId: number) =>
  t.db.$count(clients, eq(clients.organizationId, organizationId));

/** Inserts clients in one statement, as a bulk load does; `minutesAgo` sets updated_at (equal values tie). */
async function insertClients(organizationId: number, names: string[], minutesAgo: (i: number) => number) {
  return t.db
    .insert(clients)
    .values(
      names.map((name, i) => ({
        documentId: `${name.toLowerCase().replaceAll(' ', '-')}-${organizationId}`,
        organizationId,
        name,
        updatedAt: sql`now() - make_interval(mins => ${minutesAgo(i)})`,
      })),
    )
    .returning({ id: clients.id });
}

const listPage = async (page: number, pageSize: number, populate = '') => {
  const response = await t.request({
    method: 'GET',
    url: `/api/org/clients?pagination[page]=${page}&pagination[pageSize]=${pageSize}${populate}`,
    token: owner.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { id: number }[]; meta: { total: number } };
};

describe('organization_client_counts', () => {
  it('counts clients as they are created, loaded in bulk, moved and deleted', async () => {
    const counts = async () => [await keptCount(first), await keptCount(second)];
    const created = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: owner.token,
      payload: { data: { Name: 'Harbourline Freight', Organizations: [first] } },
    });
    expect(created.statusCode).toBe(200);
    expect(await counts()).toEqual([1, 0]);

    const loaded = await insertClients(
      second,
      ['Brackwater One', 'Brackwater Two', 'Brackwater Three'],
      () => 5,
    );
    expect(await counts()).toEqual([1, 3]);

    await t.db.update(clients).set({ organizationId: first }).where(eq(clients.id, loaded[0]!.id));
    expect(await counts()).toEqual([2, 2]);
    // An update that keeps the organization changes no count.
    await t.db.update(clients).set({ name: 'Brackwater Uno' }).where(eq(clients.id, loaded[0]!.id));
    expect(await counts()).toEqual([2, 2]);

    await t.db.delete(clients).where(eq(clients.organizationId, second));
    expect(await counts()).toEqual([2, 0]);
    expect([await countedCount(first), await countedCount(second)]).toEqual([2, 0]);
  });

  it('goes with its organization when the organization is deleted, clients and all', async () => {
    const doomed = (await createOrganization(t, { owner })).id;
    await insertClients(doomed, ['Saltmarsh A', 'Saltmarsh B'], () => 1);
    expect(await keptCount(doomed)).toBe(2);
    await t.db.delete(organizations).where(eq(organizations.id, doomed));
    const rows = await t.db
      .select()
      .from(organizationClientCounts)
      .where(eq(organizationClientCounts.organizationId, doomed));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/org/clients pages across organizations', () => {
  it('answers every client once, most recently active first, ties by newest id, on every page', async () => {
    await t.db.delete(clients).where(sql`${clients.organizationId} IN (${first}, ${second})`);
    // Two organizations interleaved in time, with runs of equal updated_at inside and across them.
    await insertClients(
      first,
      Array.from({ length: 23 }, (_, i) => `Alder ${i}`),
      (i) => Math.floor(i / 3) * 2,
    );
    await insertClients(
      second,
      Array.from({ length: 17 }, (_, i) => `Birch ${i}`),
      (i) => Math.floor(i / 2) * 3,
    );
    // Another user's organization is not listed, however recent.
    const stranger = await createUser(t);
    const theirs = (await createOrganization(t, { owner: stranger })).id;
    await insertClients(theirs, ['Cedar Now'], () => 0);

    const expected = await selectRows<{ id: number }>(
      t.db,
      sql`SELECT id FROM clients WHERE organization_id IN (${first}, ${second})
        ORDER BY updated_at DESC, id DESC`,
    );
    expect(expected).toHaveLength(40);
    for (const populate of ['', '&populate=Sections']) {
      const seen: number[] = [];
      for (let page = 1; page <= 5; page++) {
        const answer = await listPage(page, 9, populate);
        expect(answer.meta.total).toBe(40);
        seen.push(...answer.data.map((client) => client.id));
      }
      expect(seen).toEqual(expected.map((row) => row.id));
    }
    // Past the last page: no clients, the same total.
    const past = await listPage(6, 9);
    expect(past).toMatchObject({ data: [], meta: { total: 40 } });
  });

  it('lists nothing, with a total of 0, for a user in no organization', async () => {
    const loner = await createUser(t);
    const response = await t.request({ method: 'GET', url: '/api/org/clients', token: loner.token });
    expect(response.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const memberships = await t.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, loner.id));
    expect(memberships).toEqual([]);
  });
});

describe("GET /api/org/clients tiles: the token's user read in the page's statement", () => {
  const tiles = (token: string, query = '') =>
    t.request({ method: 'GET', url: `/api/org/clients${query}`, token });

  it('answers tiles (the tile fields only), and the rest of each profile with populate=CompanyInfo', async () => {
    const [client] = await insertClients(first, ['Tile Shape'], () => 0);
    const tile = (await tiles(owner.token)).json().data[0];
    expect(tile.id).toBe(client!.id);
    expect(Object.keys(tile)).toEqual(Object.keys(CLIENT_TILE_FIELDS));
    expect(tile).toMatchObject({ Name: 'Tile Shape', Organizations: [first], Sample: null, LogoUrl: null });
    const profile = (await tiles(owner.token, '?populate=CompanyInfo')).json().data[0];
    expect(profile).toMatchObject({ id: client!.id, CompanyInfo: null, FieldOrigins: {} });
  });

  it('refuses a deleted or blocked user, and a token from before a password change, with the reason', async () => {
    const reasons: [TestUser, () => Promise<unknown>, string][] = [];
    const gone = await createUser(t);
    reasons.push([gone, () => t.db.delete(users).where(eq(users.id, gone.id)), GONE]);
    const blocked = await createUser(t);
    const block = () => t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    reasons.push([blocked, block, GONE]);
    const changed = await createUser(t);
    await createOrganization(t, { owner: changed });
    const change = () =>
      t.db
        .update(users)
        .set({ passwordChangedAt: sql`now() + interval '60 seconds'` })
        .where(eq(users.id, changed.id));
    reasons.push([changed, change, 'Your password was changed. Please sign in again.']);
    for (const [user, lose, message] of reasons) {
      expect((await tiles(user.token, '?pagination[pageSize]=5')).statusCode).toBe(200);
      await lose();
      const refused = await tiles(user.token, '?pagination[pageSize]=5');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatchObject({ status: 401, message });
    }
  });

  it('refuses a bad page size before reading anything, with the reason', async () => {
    const response = await tiles(owner.token, '?pagination[pageSize]=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/pageSize/);
  });
});

describe('migration 0023: organization client counts', () => {
  let db: PartlyMigratedDatabase;
  beforeAll(async () => {
    db = await databaseBefore('0023_organization_client_counts');
    await seedOrganizationsWithClients(db);
    await db.migrateRest();
  }, 60_000);
  afterAll(() => db?.close());

  it('counts the clients each organization had before it, samples in none', async () => {
    const counts = await selectRows<{ document_id: string; clients: number }>(
      db.handle.db,
      sql`SELECT o.document_id, k.clients FROM organization_client_counts k
        JOIN organizations o ON o.id = k.organization_id ORDER BY 1`,
    );
    expect(counts).toEqual([
      { document_id: 'o1', clients: 2 },
      { document_id: 'o2', clients: 1 },
    ]);
  });
});
