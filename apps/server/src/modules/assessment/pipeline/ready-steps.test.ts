import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { gate } from '../../../../test/pause-gate.js';
import type { PauseDetails } from './pause-points.js';
import { ASSESSMENT_STEP_IDS, waitsFor } from './step-catalogue.js';
import { createAssessableClient, startAssessment, waitForRun } from './test-support.js';

/** Holds every step but the two contexts as it begins its work. */
const afterContexts = (detail: PauseDetails['step:executing']) =>
  detail.stepId !== 'webContext' && detail.stepId !== 'websiteContext';
let executing = gate<PauseDetails['step:executing']>(afterContexts);
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  // Default settings: the step concurrency is the configuration's default.
  t = await createTestApp(
    {},
    { assessment: { pausePoints: { 'step:executing': (d) => executing.hold(d) } } },
  );
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
// A failed expectation must not leave a run held: the app could not close.
afterEach(() => executing.open());
afterAll(() => t.close());

describe('a run with its contexts in', () => {
  it('starts every step that is ready at once: none waits for a free worker slot', async () => {
    executing = gate(afterContexts);
    // Every step that waits only for the two contexts: all twelve others, public perception among
    // them (it reads the controversies, held here, only once its model has answered). A smaller
    // concurrency holds some of them back, and they never arrive while the others are held.
    const ready = ASSESSMENT_STEP_IDS.filter(
      (id) =>
        afterContexts({ stepId: id } as never) &&
        waitsFor(id, ASSESSMENT_STEP_IDS).every((read) => !afterContexts({ stepId: read } as never)),
    );
    expect(ready).toHaveLength(12);
    const client = await createAssessableClient(t, user);
    const run = await startAssessment(t, user, client.id);
    const arrived = await executing.arrived(ready.length);
    expect(arrived.map((detail) => detail.stepId).toSorted()).toEqual(ready.toSorted());
    executing.open();
    const finished = await waitForRun(t, user, run.id);
    expect(finished.steps.every((step) => step.status === 'completed')).toBe(true);
  });
});
