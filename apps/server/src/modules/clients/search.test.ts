import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { GONE_OR_BLOCKED, PASSWORD_CHANGED, refusedTokens } from '../../../test/refused-users.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../samples/load-samples.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  bob = await createUser(t);
  await createOrganization(t, { owner: bob });
  const add = (token: string, Name: string, WebsiteUrl?: string) =>
    t.request({ method: 'POST', url: '/api/clients', token, payload: { data: { Name, WebsiteUrl } } });
  await add(alice.token, 'Greenfield Logistics', 'https://greenfield-logistics.example');
  await add(alice.token, 'Green Valley Farms', 'https://gvfarms.example');
  await add(alice.token, 'Bluewater Shipping', 'https://www.bluewater.example');
  await add(alice.token, 'Evergreen Partners');
  await add(bob.token, 'Greenfield Holdings', 'https://greenfield-holdings.example');
  await loadSampleProfiles(t.db, [
    sampleProfileFixture({ client: { ...sampleProfileFixture().client, Name: 'Green Sample Co' } }),
  ]);
});
afterAll(() => t.close());

const search = async (q: string, token = alice.token) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/clients/search?q=${encodeURIComponent(q)}`,
    token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((c: { Name: string }) => c.Name) as string[];
};

describe('GET /api/clients/search', () => {
  it('ranks the closest name first', async () => {
    expect((await search('greenfield logistics'))[0]).toBe('Greenfield Logistics');
    expect((await search('green valley'))[0]).toBe('Green Valley Farms');
  });

  it('finds partial names and typos', async () => {
    expect(await search('greenf')).toContain('Greenfield Logistics');
    expect((await search('grenfield logistcs'))[0]).toBe('Greenfield Logistics');
    expect(await search('bluewatr')).toContain('Bluewater Shipping');
  });

  it('finds clients by domain, including a pasted URL', async () => {
    expect((await search('gvfarms.example'))[0]).toBe('Green Valley Farms');
    expect((await search('https://www.bluewater.example/contact'))[0]).toBe('Bluewater Shipping');
  });

  it("never shows another organization's clients, nor the public samples", async () => {
    const names = await search('green');
    expect(names).not.toContain('Greenfield Holdings');
    expect(names).not.toContain('Green Sample Co');
    expect(await search('greenfield holdings', bob.token)).toEqual(['Greenfield Holdings']);
  });

  it('answers a blank query with an empty list, and treats LIKE wildcards as text', async () => {
    expect(await search('   ')).toEqual([]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('answers a page past the last with no clients and the total', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/clients/search?q=green&pagination[page]=9&pagination[pageSize]=5',
      token: alice.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect(response.json().meta.total).toBe((await search('green')).length);
  });

  it('reads the token’s user and the ranked page in one statement', async () => {
    await search('greenfield logistics');
    // Counted at the driver, under the query builder: prepared statements skip the builder entirely.
    const driver = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(driver, 'query');
    try {
      expect((await search('grenfield logistcs'))[0]).toBe('Greenfield Logistics');
      // The token's user is read by the search statement itself: each round trip costs more than the ranking.
      expect(query.mock.calls.length).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it('refuses a deleted or blocked user, or a token older than the password, whatever the query', async () => {
    const { blocked, deleted, beforeChange } = await refusedTokens(t, async (user) => {
      await createOrganization(t, { owner: user });
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: user.token,
        payload: { data: { Name: 'Greenwood Timber' } },
      });
    });
    const refusals: [string, string][] = [
      [blocked, GONE_OR_BLOCKED],
      [deleted, GONE_OR_BLOCKED],
      [beforeChange, PASSWORD_CHANGED],
    ];
    // Words that match (the search statement's own check), none that match, a blank and an invalid query.
    for (const q of ['greenwood timber', 'zzqxv', '', 'a'.repeat(201)]) {
      for (const [token, message] of refusals) {
        const response = await t.request({
          method: 'GET',
          url: `/api/clients/search?q=${encodeURIComponent(q)}`,
          token,
        });
        expect(response.statusCode, q).toBe(401);
        expect(response.json().error.message, q).toBe(message);
      }
    }
  });

  it('requires sign-in and refuses an oversize query', async () => {
    expect((await t.request({ method: 'GET', url: '/api/clients/search?q=green' })).statusCode).toBe(401);
    const long = await t.request({
      method: 'GET',
      url: `/api/clients/search?q=${'a'.repeat(201)}`,
      token: alice.token,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('The search text is too long');
  });
});
