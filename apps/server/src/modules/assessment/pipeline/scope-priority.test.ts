import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../../db/schema.js';
import { createOrganization, createUser, selectRows } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { stepPriority } from './scope-priority.js';
import { createAssessableClient, waitForRun } from './test-support.js';

describe('stepPriority', () => {
  it("ranks the first chosen scope's steps highest, the contexts above all, the rest at 0", () => {
    const scopes = ['regulations', 'materiality'];
    expect(stepPriority(scopes, 'webContext')).toBe(60);
    expect(stepPriority(scopes, 'sustainabilityRegulations')).toBe(50);
    expect(stepPriority(scopes, 'upcomingPolicies')).toBe(50);
    expect(stepPriority(scopes, 'impactStrategy')).toBe(40);
    expect(stepPriority(scopes, 'controversies')).toBe(0);
  });

  it('leaves every step at 0 for a client without scopes', () => {
    expect(stepPriority([], 'webContext')).toBe(0);
    expect(stepPriority([], 'sustainabilityRegulations')).toBe(0);
  });
});

describe("a run's jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("carry the priority of the client's scopes", async () => {
    const user = await createUser(t);
    await createOrganization(t, { owner: user });
    const client = await createAssessableClient(t, user);
    await t.db
      .update(clients)
      .set({ onboardingScopes: ['reporting', 'regulations'] })
      .where(eq(clients.id, client.id));
    const started = await t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment`,
      token: user.token,
    });
    expect(started.statusCode).toBe(202);
    const id = started.json().data.id as number;
    // The rule steps wait for the website, so their jobs exist once the run has gone through.
    await waitForRun(t, user, id);
    const jobs = await selectRows<{ step: string; priority: number }>(
      t.db,
      sql`SELECT data->>'stepId' AS step, priority FROM pgboss.job WHERE (data->>'runId')::int = ${id}`,
    );
    const priorities = Object.fromEntries(jobs.map((job) => [job.step, job.priority]));
    expect(priorities).toMatchObject({
      webContext: 60,
      websiteContext: 60,
      reportingFrameworks: 50,
      sustainabilityRegulations: 40,
      upcomingPolicies: 40,
    });
  });
});
