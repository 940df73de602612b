import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { first, gate, type Gate } from '../../../../test/pause-gate.js';
import { assessmentSteps, clientSections } from '../../../db/schema.js';
import { STEP_QUEUE } from './assessment-pipeline.js';
import type { PauseDetails } from './pause-points.js';
import { settleStep } from './run-store.js';
import {
  createAssessableClient,
  serveSlowCompanySite,
  startAssessment,
  transitionsOf,
  waitForRun,
} from './test-support.js';

type Attempt = PauseDetails['step:executing'];
type Finished = PauseDetails['step:finished'];
const website = (detail: { stepId: string }) => detail.stepId === 'websiteContext';

// Replaced by each test; the pipeline's pause points always reach the current ones.
let executing: Gate<Attempt>;
let retrying: Gate<Attempt>;
let busy: Gate<PauseDetails['step:busy']>;
let finished: Gate<Finished>;
const resetGates = () => {
  executing = gate<Attempt>(website, { open: true });
  retrying = gate<Attempt>(website, { open: true });
  busy = gate<PauseDetails['step:busy']>(website, { open: true });
  finished = gate<Finished>(website, { open: true });
};
resetGates();

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  // Heartbeats far apart: a step held at a pause point stays its holder's for the whole test.
  t = await createTestApp(
    { UNSAFE_FETCH_ALLOW_LOOPBACK: 'true', ASSESSMENT_HEARTBEAT_SECONDS: '600' },
    {
      assessment: {
        pausePoints: {
          'step:executing': (detail) => executing.hold(detail),
          'step:retrying': (detail) => retrying.hold(detail),
          'step:busy': (detail) => busy.hold(detail),
          'step:finished': (detail) => finished.hold(detail),
        },
      },
    },
  );
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
// A failed expectation must not leave a delivery held: the app could not close.
afterEach(() => [executing, retrying].forEach((held) => held.open()));
afterAll(() => t.close());

const websiteStep = async (runId: number) =>
  (
    await t.db
      .select()
      .from(assessmentSteps)
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, 'websiteContext')))
  )[0]!;
const websiteVersions = async (clientId: number) =>
  (
    await t.db
      .select()
      .from(clientSections)
      .where(and(eq(clientSections.clientId, clientId), eq(clientSections.sectionKey, 'WebsiteContext')))
  ).length;
const noJobs = async () => undefined;
/** What pg-boss does to a job whose worker it takes for dead: fails it, so it is delivered again. */
const redeliver = async (jobId: string) => (await t.app.assessments.start()).fail(STEP_QUEUE, jobId);

describe('a step job delivered again while its first delivery still runs', () => {
  it('leaves the step to the live holder: the second delivery waits and never runs it', async () => {
    resetGates();
    executing = gate<Attempt>(website);
    const client = await createAssessableClient(t, user);
    const run = await startAssessment(t, user, client.id);
    const [holder] = await executing.arrived(1);
    await redeliver(holder!.jobId);

    const outcome = await first({ waited: busy.arrived(1), 'ran again': executing.arrived(2) });
    expect(outcome).toBe('waited');
    expect(busy.arrivals[0]).toMatchObject({ retryCount: 1, holder: `${holder!.jobId}:0` });

    executing.open();
    const done = await waitForRun(t, user, run.id);
    expect(done.steps.find((step) => step.id === 'websiteContext')?.status).toBe('completed');
    const second = await finished.when((detail) => detail.retryCount === 1);
    expect(second.outcome).toBe('settled-elsewhere');
    expect(executing.arrivals).toHaveLength(1);
    expect((await websiteStep(run.id)).attempts).toBe(1);
    expect((await transitionsOf(t, run.id)).get('websiteContext')).toEqual([
      'pending',
      'in_progress',
      'completed',
    ]);
    expect(await websiteVersions(client.id)).toBe(1);
  }, 60_000);

  it('takes over from a holder that fell silent (its worker died), and the late holder stores nothing', async () => {
    resetGates();
    executing = gate<Attempt>(website);
    const client = await createAssessableClient(t, user);
    const run = await startAssessment(t, user, client.id);
    const [holder] = await executing.arrived(1);
    // The holder's process died long ago: its heartbeat stopped.
    await t.db
      .update(assessmentSteps)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(and(eq(assessmentSteps.runId, run.id), eq(assessmentSteps.stepId, 'websiteContext')));
    await redeliver(holder!.jobId);

    const [, takeover] = await executing.arrived(2);
    expect(takeover).toMatchObject({ jobId: holder!.jobId, retryCount: 1 });
    expect(busy.arrivals).toEqual([]);
    executing.open();
    await waitForRun(t, user, run.id);
    await finished.arrived(2);
    const step = await websiteStep(run.id);
    expect(step).toMatchObject({ status: 'completed', attempts: 2, claimedBy: `${holder!.jobId}:1` });
    expect(await websiteVersions(client.id)).toBe(1);
  }, 60_000);
});

describe('a transient failure noted after the step settled elsewhere', () => {
  it('keeps the settled step as it was: the retry note never overwrites it', async () => {
    resetGates();
    retrying = gate<Attempt>(website);
    const site = await serveSlowCompanySite(0, { unavailableOnce: '/' });
    try {
      const client = await createAssessableClient(t, user, site.url);
      const { id: runId } = await t.app.assessments.startRun({
        clientId: client.id,
        trigger: 'manual',
        steps: ['websiteContext'],
        requestedBy: user.id,
      });
      // The first attempt met the site's 503 and is about to note its retry...
      await retrying.arrived(1);
      // ...when the step settles elsewhere (as the dead-letter queue or a later attempt would).
      const settled = { status: 'error' as const, message: 'Settled by another attempt' };
      expect(await settleStep(t.db, noJobs, runId, 'websiteContext', settled)).toBe(true);
      retrying.open();

      expect((await finished.when((detail) => detail.retryCount === 0)).outcome).toBe('retrying');
      expect(await websiteStep(runId)).toMatchObject({
        status: 'error',
        errorMessage: 'Settled by another attempt',
      });
      const view = await waitForRun(t, user, runId);
      expect(view.steps).toEqual([
        expect.objectContaining({ status: 'error', errorMessage: 'Settled by another attempt' }),
      ]);
      // The retry that follows finds the step settled and runs nothing.
      expect((await finished.when((detail) => detail.retryCount === 1)).outcome).toBe('settled-elsewhere');
    } finally {
      await site.close();
    }
  }, 60_000);
});
