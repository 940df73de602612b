import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSearchTermCounts, clientSearchTerms, clients, organizations } from '../../db/schema.js';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { indexClientTerms } from './search-terms.js';

let t: TestApp;
let owner: TestUser;
let organizationId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  organizationId = (await createOrganization(t, { owner })).id;
});
afterAll(() => t.close());

const addClient = async (Name: string, token = owner.token) => {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token,
    payload: { data: { Name } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; Name: string };
};

/** The kept count of each of these terms in the organization (0 when it has no row). */
const countsOf = async (orgId: number, ...terms: string[]) => {
  const rows = await t.db
    .select({ term: clientSearchTermCounts.term, clients: clientSearchTermCounts.clients })
    .from(clientSearchTermCounts)
    .where(eq(clientSearchTermCounts.organizationId, orgId));
  const counts = new Map(rows.map((row) => [row.term, row.clients]));
  return Object.fromEntries(terms.map((term) => [term, counts.get(term) ?? 0]));
};

/** What the counts must be: the term rows themselves, counted. */
const countedFromTerms = async (orgId: number) => {
  const result = await t.db.execute(sql`
    SELECT term, count(*)::int AS n FROM ${clientSearchTerms} WHERE organization_id = ${orgId} GROUP BY term`);
  return Object.fromEntries(
    (result as unknown as { rows: { term: string; n: number }[] }).rows.map((r) => [r.term, r.n]),
  );
};
const keptCounts = async (orgId: number) => {
  const rows = await t.db
    .select()
    .from(clientSearchTermCounts)
    .where(eq(clientSearchTermCounts.organizationId, orgId));
  return Object.fromEntries(rows.map((row) => [row.term, row.clients]));
};

describe('client_search_term_counts', () => {
  it('counts the clients holding each word as clients are indexed, re-indexed and deleted', async () => {
    const first = await addClient('Harbourline Freight');
    await addClient('Harbourline Marine');
    await addClient('Northwind Freight');
    expect(await countsOf(organizationId, 'harbourline', 'freight', 'marine', 'northwind')).toEqual({
      harbourline: 2,
      freight: 2,
      marine: 1,
      northwind: 1,
    });

    // Re-indexing a renamed client replaces its words: the old ones lose it, the new ones gain it.
    await indexClientTerms(t.db, [
      { id: first.id, organizationId, name: 'Harbourline Logistics', domain: null },
    ]);
    expect(await countsOf(organizationId, 'harbourline', 'freight', 'logistics')).toEqual({
      harbourline: 2,
      freight: 1,
      logistics: 1,
    });

    // A deleted client's words go with it (by cascade); a word no client holds any more has no row.
    await t.db.delete(clients).where(eq(clients.id, first.id));
    expect(await countsOf(organizationId, 'harbourline', 'logistics')).toEqual({
      harbourline: 1,
      logistics: 0,
    });
    expect(await keptCounts(organizationId)).toEqual(await countedFromTerms(organizationId));
  });

  it('moves a count when a term row is rewritten in place', async () => {
    await addClient('Saltmarsh Dairy');
    await t.db
      .update(clientSearchTerms)
      .set({ term: 'saltmarch' })
      .where(eq(clientSearchTerms.term, 'saltmarsh'));
    expect(await countsOf(organizationId, 'saltmarsh', 'saltmarch')).toEqual({ saltmarsh: 0, saltmarch: 1 });
    expect(await keptCounts(organizationId)).toEqual(await countedFromTerms(organizationId));
  });

  it("drops an organization's counts with the organization", async () => {
    const other = await createUser(t);
    const otherOrganization = await createOrganization(t, { owner: other });
    await addClient('Harbourline Freight', other.token);
    expect(await countsOf(otherOrganization.id, 'harbourline')).toEqual({ harbourline: 1 });
    await t.db.delete(organizations).where(eq(organizations.id, otherOrganization.id));
    expect(await keptCounts(otherOrganization.id)).toEqual({});
    // The first organization's counts are its own.
    expect(await keptCounts(organizationId)).toEqual(await countedFromTerms(organizationId));
  });
});
