import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../samples/load-samples.js';

let t: TestApp;
let alice: TestUser;
let sampleId: number;
let aliceClientId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleId = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data[0].id;
  aliceClientId = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: alice.token,
      payload: { data: { Name: 'Own Co' } },
    })
  ).json().data.id;
});
afterAll(() => t.close());

const list = (clientId: number, extra = '', token?: string) =>
  t.request({
    method: 'GET',
    url: `/api/initiatives?filters[Clients][id][$eq]=${clientId}&populate=*${extra}`,
    ...(token ? { token } : {}),
  });

describe('GET /api/initiatives', () => {
  it("lists a sample's initiatives to signed-out visitors who ask for public access", async () => {
    const response = await list(sampleId, '&publicAccess=true');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toHaveLength(5);
    expect(data[4]).toMatchObject({ Title: 'Initiative 5', Status: 'planned', Clients: [{ id: sampleId }] });
    expect(data[0].Sources[0].url).toBe('https://example.org/n0');
    // 'Added' shows createdAt: a sample's initiatives date from when the profile was compiled.
    expect(new Set(data.map((item: { createdAt: string }) => item.createdAt))).toEqual(
      new Set(['2026-11-01T12:00:00.000Z']),
    );
  });

  it('refuses signed-out visitors who do not ask for public access', async () => {
    const response = await list(sampleId);
    expect(response.statusCode).toBe(401);
  });

  it("answers an organization's client as not found to visitors and other organizations", async () => {
    expect((await list(aliceClientId, '&publicAccess=true')).statusCode).toBe(404);
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    expect((await list(aliceClientId, '', stranger.token)).statusCode).toBe(404);
    const own = await list(aliceClientId, '', alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
  });

  it('requires the client filter', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/initiatives?populate=*',
      token: alice.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Name the client with filters[Clients][id][$eq]=<client id>');
  });
});
