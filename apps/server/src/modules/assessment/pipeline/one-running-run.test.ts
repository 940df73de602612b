import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { gate } from '../../../../test/pause-gate.js';
import { assessmentRuns } from '../../../db/schema.js';
import type { PauseDetails } from './pause-points.js';
import { createAssessableClient, startAssessment, waitForRun } from './test-support.js';

/** Both starts are held after their running check, so both pass it before either inserts a run. */
let checked = gate<PauseDetails['run:checked']>();
/** Holds a run's steps, so the run is surely still running. */
let executing = gate<PauseDetails['step:executing']>(() => true, { open: true });
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  const pausePoints = {
    'run:checked': (detail: PauseDetails['run:checked']) => checked.hold(detail),
    'step:executing': (detail: PauseDetails['step:executing']) => executing.hold(detail),
  };
  t = await createTestApp({}, { assessment: { pausePoints } });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
// A failed expectation must not leave a run held: the app could not close.
afterEach(() => [checked, executing].forEach((held) => held.open()));
afterAll(() => t.close());

const runsOf = (clientId: number) =>
  t.db.select().from(assessmentRuns).where(eq(assessmentRuns.clientId, clientId));

describe('a start while the client has a running run', () => {
  it('answers 409 with the running run, and starts nothing', async () => {
    checked = gate(() => true, { open: true });
    executing = gate();
    const client = await createAssessableClient(t, user);
    const running = await startAssessment(t, user, client.id);
    await executing.arrived(1);
    const second = await t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment`,
      token: user.token,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      message: 'An assessment is already running for this client',
      details: { run: { id: running.id, status: 'running' } },
    });
    expect(await runsOf(client.id)).toHaveLength(1);
    executing.open();
    await waitForRun(t, user, running.id);
  }, 60_000);
});

describe('two starts of one client at the same moment', () => {
  it('start exactly one run: one 202, one 409 with the running run', async () => {
    checked = gate();
    const client = await createAssessableClient(t, user);
    const start = () =>
      t.request({ method: 'POST', url: `/api/clients/${client.id}/assessment`, token: user.token });
    const responses = Promise.all([start(), start()]);
    await checked.arrived(2);
    checked.open();
    const answers = await responses;

    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([202, 409]);
    const started = answers.find((answer) => answer.statusCode === 202)!.json().data;
    const refused = answers.find((answer) => answer.statusCode === 409)!.json().error;
    expect(refused).toMatchObject({
      status: 409,
      name: 'ConflictError',
      message: 'An assessment is already running for this client',
    });
    const runs = await runsOf(client.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.id).toBe(started.id);
    await waitForRun(t, user, started.id);
  }, 60_000);

  it('recovery racing a start follows the run that won instead of starting another', async () => {
    checked = gate();
    const client = await createAssessableClient(t, user);
    const recover = t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment/recover`,
      token: user.token,
    });
    const start = t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment`,
      token: user.token,
    });
    await checked.arrived(2);
    checked.open();
    const [recovered, started] = await Promise.all([recover, start]);

    const runs = await runsOf(client.id);
    expect(runs).toHaveLength(1);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toMatchObject({ success: true, recovered: true, run: { id: runs[0]!.id } });
    if (started.statusCode === 202) expect(started.json().data.id).toBe(runs[0]!.id);
    else expect(started.statusCode).toBe(409);
    await waitForRun(t, user, runs[0]!.id);
  }, 60_000);
});
