import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, selectRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { gate } from '../../../test/pause-gate.js';
import type { PauseDetails } from '../assessment/pipeline/pause-points.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { startAssessment, waitForRun } from '../assessment/pipeline/test-support.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import { CLASSIFICATION_DEPENDENT_STEPS } from './classification-routes.js';

let t: TestApp;
let member: TestUser;
let outsider: TestUser;
let clientId: number;
let sampleId: number;
/** Holds the steps of a run when shut, so a run is surely still running; open, it only records. */
let executing = gate<PauseDetails['step:executing']>(() => true, { open: true });

beforeAll(async () => {
  t = await createTestApp(
    {},
    { assessment: { pausePoints: { 'step:executing': (detail) => executing.hold(detail) } } },
  );
  member = await createUser(t);
  outsider = await createUser(t);
  await createOrganization(t, { owner: member });
  await createOrganization(t, { owner: outsider });
  clientId = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: member.token,
      payload: {
        data: {
          Name: 'Hollowmere Fabrics',
          Industry: 'Apparel',
          EmployeeCount: 'size_201_500',
          Revenue: 'rev_50M_100M',
          Headquarters: 'Tilburg, Netherlands',
        },
      },
    })
  ).json().data.id;
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleId = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data[0].id;
});
// A failed expectation must not leave a run held: the app could not close.
afterEach(() => executing.open());
afterAll(() => t.close());

const put = (id: number | string, body: unknown, token: string | null = member.token) =>
  t.request({
    method: 'PUT',
    url: `/api/clients/${id}/classification`,
    payload: body as object,
    ...(token ? { token } : {}),
  });

const clientView = async () =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: member.token })).json().data;

/** What a refused request must leave as it was: the stored corrections and the runs. */
const storedState = async () => ({
  corrections: (
    await selectRows<{ c: unknown }>(
      t.db,
      sql`select classification_corrections as c from clients where id = ${clientId}`,
    )
  )[0]!.c,
  runs: (await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from assessment_runs`))[0]!.n,
});

describe('GET /api/classification/sectors', () => {
  it('lists the NACE Rev. 2.1 divisions and groups, signed in only', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/classification/sectors',
      token: member.token,
    });
    expect(response.statusCode).toBe(200);
    const choices = response.json().data as { code: string; section: string; label: string }[];
    expect(choices).toContainEqual({ code: '13', section: 'C', label: 'Manufacture of textiles' });
    expect(choices).toContainEqual({ code: '13.2', section: 'C', label: 'Weaving of textiles' });
    expect(choices.map((choice) => choice.code)).toEqual(choices.map((choice) => choice.code).toSorted());
    expect((await t.request({ method: 'GET', url: '/api/classification/sectors' })).statusCode).toBe(401);
  });
});

describe('PUT /api/clients/:id/classification', () => {
  it('stores the sector and re-runs the sections that rest on it, and only those', async () => {
    const response = await put(clientId, { classification: { sector: '13.2', customerModel: 'B2B' } });
    expect(response.statusCode, response.body).toBe(202);
    const { classification, run } = response.json().data;
    expect(classification).toEqual({ sector: { division: '13', group: '13.2' }, customerModel: 'B2B' });
    expect(run.trigger).toBe('correction');
    expect(run.steps.map((step: { id: string }) => step.id).toSorted()).toEqual(
      [...CLASSIFICATION_DEPENDENT_STEPS].toSorted(),
    );
    await waitForRun(t, member, run.id);

    const client = await clientView();
    expect(client.BusinessModelOverview.data.sector).toMatchObject({
      division: '13',
      group: '13.2',
      origin: 'consultant',
      confidence: 1,
    });
    expect(client.BusinessModelOverview.data.customerModel).toBe('B2B');
    const textileTopics = client.ImpactTopics.data.map((topic: { name: string }) => topic.name);

    const software = await put(clientId, { classification: { sector: '62' } });
    expect(software.statusCode, software.body).toBe(202);
    await waitForRun(t, member, software.json().data.run.id);
    const after = await clientView();
    expect(after.BusinessModelOverview.data.sector).toMatchObject({ division: '62', origin: 'consultant' });
    // The customer model set before is kept: an absent key keeps its correction.
    expect(software.json().data.classification).toEqual({ sector: { division: '62' }, customerModel: 'B2B' });
    // Materiality screens the new sector's topics.
    expect(after.ImpactTopics.data.map((topic: { name: string }) => topic.name)).not.toEqual(textileTopics);
  });

  it('survives a full re-run of the assessment', async () => {
    const run = await startAssessment(t, member, clientId);
    await waitForRun(t, member, run.id);
    expect((await clientView()).BusinessModelOverview.data.sector).toMatchObject({
      division: '62',
      origin: 'consultant',
    });
  });

  it('null removes a correction', async () => {
    const response = await put(clientId, { classification: { customerModel: null } });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data.classification).toEqual({ sector: { division: '62' } });
    await waitForRun(t, member, response.json().data.run.id);
  });

  it.each([
    [{ classification: { sector: '00' } }, 'NACE Rev. 2.1 has no sector 00'],
    [
      { classification: { sector: '13.25' } },
      "A sector is a NACE Rev. 2.1 division ('13') or group ('13.9')",
    ],
    [{ classification: { sector: 13 } }, 'expected string'],
    [{ classification: { customerModel: 'consumers' } }, 'B2B'],
    [{ classification: {} }, 'Say what to correct: sector, customerModel or productionModel'],
    [{ classification: { sector: '13', industry: 'x' } }, 'industry'],
    [{}, 'classification'],
  ])('refuses %j with a precise message and changes nothing', async (body, message) => {
    const before = await storedState();
    const response = await put(clientId, body);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await storedState()).toEqual(before);
  });

  it('answers another organization’s client as not found, a sample as read-only, no token as 401', async () => {
    const before = await storedState();
    const other = await put(clientId, { classification: { sector: '13' } }, outsider.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Client not found');
    expect((await put(sampleId, { classification: { sector: '13' } })).statusCode).toBe(403);
    expect((await put(clientId, { classification: { sector: '13' } }, null)).statusCode).toBe(401);
    expect((await put('999999', { classification: { sector: '13' } })).statusCode).toBe(404);
    expect(await storedState()).toEqual(before);
  });

  it('answers 409 while an assessment runs, storing nothing', async () => {
    executing = gate();
    const running = await put(clientId, { classification: { sector: '41' } });
    expect(running.statusCode).toBe(202);
    await executing.arrived(1);
    const before = await storedState();
    const second = await put(clientId, { classification: { sector: '13' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('An assessment is already running for this client');
    expect(await storedState()).toEqual(before);
    executing.open();
    await waitForRun(t, member, running.json().data.run.id);
  });
});
