import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { sampleProfileFixture } from '../../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../../samples/load-samples.js';

let t: TestApp;
let alice: TestUser;
let aliceClient: { id: number; documentId: string };
let sampleId: number;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleId = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data[0].id;
  aliceClient = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: alice.token,
      payload: { data: { Name: 'Fresh Co' } },
    })
  ).json().data;
});
afterAll(() => t.close());

const check = (id: string | number, token?: string) =>
  t.request({ method: 'GET', url: `/api/clients/${id}/completeness`, ...(token ? { token } : {}) });

describe('GET /api/clients/:id/completeness', () => {
  it('names all fourteen steps for a client just created', async () => {
    const response = await check(aliceClient.documentId, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().isComplete).toBe(false);
    expect(response.json().missingSteps).toHaveLength(14);
  });

  it('finds a fully compiled sample complete', async () => {
    expect((await check(sampleId, alice.token)).json()).toEqual({
      isComplete: true,
      missingSteps: [],
      answeredWithoutModel: [],
    });
  });

  it("answers another organization's client as not found, and requires sign-in", async () => {
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    const response = await check(aliceClient.id, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Client not found');
    expect((await check(aliceClient.id)).statusCode).toBe(401);
    expect((await check('no-such-client', alice.token)).statusCode).toBe(404);
  });
});
