import { SECTION_DATA_SCHEMAS, provenanceSchema, type SectionKey } from '@impact/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, selectRows, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import {
  asModelProvider,
  asResearchProvider,
  mockModelAnswering,
  mockModelFailing,
} from '../../../../test/mock-models.js';
import { researchMockModel, schemaMockModel } from '../../../../test/schema-mock-model.js';
import {
  assessmentSteps,
  clientSections,
  clients,
  initiatives,
  organizationMembers,
} from '../../../db/schema.js';
import { companySitePages, serveRecordedSite, type RecordedSite } from '../website-scrape/test-support.js';
import { ASSESSMENT_STEP_IDS, readsLater, waitsFor, type AssessmentStepId } from './step-catalogue.js';
import {
  createAssessableClient,
  serveSlowCompanySite,
  startAssessment,
  transitionsOf,
  waitForRun,
} from './test-support.js';

const LOOPBACK = { UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' };
const GENERATED_SECTIONS: SectionKey[] = Object.keys(SECTION_DATA_SCHEMAS) as SectionKey[];

async function countRuns(t: TestApp): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from assessment_runs`,
  );
  return row!.count;
}

async function latestSectionRows(t: TestApp, clientId: number) {
  const rows = await t.db.select().from(clientSections).where(eq(clientSections.clientId, clientId));
  return new Map(rows.map((row) => [row.sectionKey as SectionKey, row]));
}

describe('a full assessment without a model or research provider', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  let clientId: number;
  let run: Awaited<ReturnType<typeof waitForRun>>;
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    t = await createTestApp(LOOPBACK);
    user = await createUser(t);
    await createOrganization(t, { owner: user });
    clientId = (await createAssessableClient(t, user, site.url)).id;
    const started = await startAssessment(t, user, clientId);
    expect(started.steps.map((step) => step.id)).toEqual([...ASSESSMENT_STEP_IDS]);
    expect(started.steps.every((step) => step.status !== 'completed')).toBe(true);
    run = await waitForRun(t, user, started.id);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('completes all fourteen steps with the spec’s ids and names', () => {
    expect(run.steps).toHaveLength(14);
    expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
    expect(run.steps.find((step) => step.id === 'webContext')?.name).toBe('Web Context Analysis');
    expect(run.steps.find((step) => step.id === 'websiteContext')?.name).toBe('Website Content Analysis');
  });

  it('stores every section once, valid against its contract, with provenance', async () => {
    const rows = await t.db.select().from(clientSections).where(eq(clientSections.clientId, clientId));
    const keys = rows.map((row) => row.sectionKey).toSorted();
    expect(keys).toEqual(GENERATED_SECTIONS.toSorted());
    for (const row of rows) {
      expect(
        SECTION_DATA_SCHEMAS[row.sectionKey as SectionKey].safeParse(row.data).success,
        row.sectionKey,
      ).toBe(true);
      expect(provenanceSchema.safeParse(row.provenance).success, row.sectionKey).toBe(true);
    }
  });

  it('finds evidence on the company’s own pages, each item with its page', async () => {
    const sections = await latestSectionRows(t, clientId);
    const metrics = sections.get('ReportedMetrics')!.data as { sources: { url: string }[] }[];
    for (const metric of metrics) expect(metric.sources[0]!.url.startsWith(site.url)).toBe(true);
    const generated = await t.db.select().from(initiatives).where(eq(initiatives.clientId, clientId));
    for (const initiative of generated) {
      expect((initiative.sources as unknown[]).length).toBeGreaterThan(0);
      expect(initiative.normalizedTitle).toBeTruthy();
    }
  });

  it('says honestly that web research was not run', async () => {
    const sections = await latestSectionRows(t, clientId);
    expect(sections.get('WebContext')!.provenance).toMatchObject({ outcome: 'not-researched' });
    expect(sections.get('Controversies')!.provenance).toMatchObject({ outcome: 'not-researched' });
  });

  it('records every step going pending → in_progress → completed, in order', async () => {
    const transitions = await transitionsOf(t, run.id);
    for (const step of ASSESSMENT_STEP_IDS) {
      expect(transitions.get(step), step).toEqual(['pending', 'in_progress', 'completed']);
    }
    expect(transitions.get('run')).toEqual(['completed']);
  });

  it('starts a step only after the steps it waits for are readable, and settles it after those it reads later', async () => {
    const steps = await t.db.select().from(assessmentSteps).where(eq(assessmentSteps.runId, run.id));
    const byId = new Map(steps.map((step) => [step.stepId as AssessmentStepId, step]));
    for (const step of steps) {
      const id = step.stepId as AssessmentStepId;
      for (const read of waitsFor(id, ASSESSMENT_STEP_IDS)) {
        const readable = byId.get(read)!.handedOverAt ?? byId.get(read)!.finishedAt!;
        expect(step.startedAt!.getTime()).toBeGreaterThanOrEqual(readable.getTime());
      }
      for (const read of readsLater(id, ASSESSMENT_STEP_IDS)) {
        expect(step.finishedAt!.getTime()).toBeGreaterThanOrEqual(byId.get(read)!.finishedAt!.getTime());
      }
    }
  });

  it('leaves the client complete, so the recovery dialog does not come back', async () => {
    const completeness = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/completeness`,
      token: user.token,
    });
    expect(completeness.json()).toMatchObject({ isComplete: true, missingSteps: [] });
    const recover = await t.request({
      method: 'POST',
      url: `/api/clients/${clientId}/assessment/recover`,
      token: user.token,
    });
    expect(recover.json()).toMatchObject({
      recovered: false,
      message: 'No missing steps to recover',
      run: null,
    });
  });

  it('answers the latest run for the client', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/assessment`,
      token: user.token,
    });
    expect(response.json().data).toMatchObject({ id: run.id, status: 'completed' });
  });
});

describe('a full assessment with a model and a research provider (mock models)', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  let clientId: number;
  const model = schemaMockModel();
  const research = researchMockModel();
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    t = await createTestApp(LOOPBACK, {
      providers: { model: asModelProvider(model.model), research: asResearchProvider(research.model) },
    });
    user = await createUser(t);
    await createOrganization(t, { owner: user });
    clientId = (await createAssessableClient(t, user, site.url)).id;
    const run = await waitForRun(t, user, (await startAssessment(t, user, clientId)).id);
    expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('asks the research provider the six questions and keeps their sources', async () => {
    expect(research.calls()).toBe(6);
    const web = (await latestSectionRows(t, clientId)).get('WebContext')!;
    const data = web.data as { queries: { sources: unknown[] }[] };
    expect(data.queries).toHaveLength(6);
    for (const query of data.queries) expect(query.sources.length).toBeGreaterThan(0);
  });

  it('uses the model on the generation steps, recording the prompt and its version', async () => {
    expect(model.calls()).toBeGreaterThanOrEqual(6);
    const sections = await latestSectionRows(t, clientId);
    const byModel = [...sections.values()].filter(
      (row) => (row.provenance as { method: string }).method === 'llm',
    );
    expect(byModel.length).toBeGreaterThanOrEqual(5);
    const withPrompt = byModel.filter((row) => (row.provenance as { promptKey?: string }).promptKey);
    expect(withPrompt.length).toBeGreaterThanOrEqual(4);
    for (const row of withPrompt)
      expect(row.provenance).toMatchObject({ promptVersion: 0, model: 'mock-model' });
  });

  it('stores every section valid against its contract', async () => {
    for (const [key, row] of await latestSectionRows(t, clientId)) {
      expect(SECTION_DATA_SCHEMAS[key].safeParse(row.data).success, key).toBe(true);
    }
  });
});

describe('failures', () => {
  let site: RecordedSite;
  afterAll(() => site.close());
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
  });

  it('marks a failing step error with its message while the other steps complete', async () => {
    const t = await createTestApp(LOOPBACK, {
      providers: { model: asModelProvider(mockModelFailing('model unavailable: key revoked')) },
    });
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      // The website is read (the reader falls back when the model fails); the steps that ask the
      // model fail with its message, not a transient fault, so without retries.
      const client = await createAssessableClient(t, user, site.url);
      const run = await waitForRun(t, user, (await startAssessment(t, user, client.id)).id);
      const location = run.steps.find((step) => step.id === 'locationPresence')!;
      expect(location).toMatchObject({ status: 'error', errorMessage: 'model unavailable: key revoked' });
      // The context steps and the rule-only steps never depend on the model.
      for (const id of [
        'webContext',
        'websiteContext',
        'sustainabilityRegulations',
        'upcomingPolicies',
        'reportingFrameworks',
      ] as const) {
        expect(run.steps.find((step) => step.id === id)?.status, id).toBe('completed');
      }
      const errored = run.steps.filter((step) => step.status === 'error');
      for (const step of errored) expect(step.errorMessage).toBe('model unavailable: key revoked');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('stores an honest empty website context for a client without a website', async () => {
    const t = await createTestApp(LOOPBACK);
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const client = await createAssessableClient(t, user);
      const run = await waitForRun(t, user, (await startAssessment(t, user, client.id)).id);
      expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
      const website = (await latestSectionRows(t, client.id)).get('WebsiteContext')!;
      expect(website.data).toMatchObject({ pages: [], selectedLinks: [] });
      expect(website.provenance).toMatchObject({ outcome: 'not-researched' });
      const completeness = await t.request({
        method: 'GET',
        url: `/api/clients/${client.id}/completeness`,
        token: user.token,
      });
      expect(completeness.json()).toMatchObject({ isComplete: true, missingSteps: [] });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('never stores a model answer that fails the schema: the step answers without the model and says so', async () => {
    const t = await createTestApp(LOOPBACK, {
      providers: { model: asModelProvider(mockModelAnswering('{"not":"the shape"}')) },
    });
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const client = await createAssessableClient(t, user, site.url);
      const run = await waitForRun(t, user, (await startAssessment(t, user, client.id)).id);
      expect(run.steps.filter((step) => step.status === 'error')).toEqual([]);
      const stored = await latestSectionRows(t, client.id);
      for (const key of [
        'LocationPresence',
        'BusinessModelOverview',
        'Stakeholders',
        'PublicPerception',
      ] as const) {
        const provenance = provenanceSchema.parse(stored.get(key)?.provenance);
        expect(provenance.method, key).not.toBe('llm');
        expect(provenance.fallback, key).toMatchObject({
          reason: 'malformed-answer',
          detail: expect.stringMatching(/did not match the expected shape/),
        });
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('retries a transient fault (the website answering 503 once) and completes the step', async () => {
    const flaky = await serveSlowCompanySite(0, { unavailableOnce: '/' });
    const t = await createTestApp(LOOPBACK);
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const client = await createAssessableClient(t, user, flaky.url);
      const run = await waitForRun(t, user, (await startAssessment(t, user, client.id)).id);
      expect(run.steps.find((step) => step.id === 'websiteContext')?.status).toBe('completed');
      const [step] = await t.db
        .select()
        .from(assessmentSteps)
        .where(and(eq(assessmentSteps.runId, run.id), eq(assessmentSteps.stepId, 'websiteContext')));
      expect(step!.attempts).toBe(2);
    } finally {
      await t.close();
      await flaky.close();
    }
  }, 60_000);
});

describe('recovery and access', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  let clientId: number;
  let organizationId: number;
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    t = await createTestApp(LOOPBACK);
    user = await createUser(t);
    organizationId = (await createOrganization(t, { owner: user })).id;
    clientId = (await createAssessableClient(t, user, site.url)).id;
    await waitForRun(t, user, (await startAssessment(t, user, clientId)).id);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('recovers a client with three missing steps by running only those', async () => {
    await t.db.execute(
      sql`delete from client_sections where client_id = ${clientId} and section_key in ('Controversies', 'LocationPresence', 'ReportingFrameworks')`,
    );
    const before = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/completeness`,
      token: user.token,
    });
    expect(before.json().missingSteps).toEqual(['locationPresence', 'reportingFrameworks', 'controversies']);
    const response = await t.request({
      method: 'POST',
      url: `/api/clients/${clientId}/assessment/recover`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, recovered: true });
    expect(body.run.steps.map((step: { id: string }) => step.id)).toEqual([
      'locationPresence',
      'reportingFrameworks',
      'controversies',
    ]);
    await waitForRun(t, user, body.run.id);
    const after = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/completeness`,
      token: user.token,
    });
    expect(after.json()).toMatchObject({ isComplete: true, missingSteps: [] });
  });

  it('answers 404 for another organization’s client and for unknown ids, and changes nothing', async () => {
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    const before = await countRuns(t);
    for (const url of [
      `/api/clients/${clientId}/assessment`,
      `/api/clients/${clientId}/assessment/recover`,
      '/api/clients/999999/assessment',
      '/api/clients/no-such-client/assessment',
    ]) {
      const response = await t.request({
        method: 'POST',
        url,
        token: url.includes(String(clientId)) ? stranger.token : user.token,
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('Client not found');
    }
    const other = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/assessment`,
      token: stranger.token,
    });
    expect(other.statusCode).toBe(404);
    expect(await countRuns(t)).toBe(before);
  });

  it('hides another organization’s run and its event stream', async () => {
    const stranger = await createUser(t);
    const latest = await t.request({
      method: 'GET',
      url: `/api/clients/${clientId}/assessment`,
      token: user.token,
    });
    const runId = latest.json().data.id;
    for (const url of [
      `/api/assessments/${runId}`,
      `/api/assessments/${runId}/events`,
      '/api/assessments/424242',
    ]) {
      const response = await t.request({ method: 'GET', url, token: stranger.token });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.message).toBe('Assessment not found');
    }
    const anonymous = await t.request({ method: 'GET', url: `/api/assessments/${runId}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('limits how many assessments one user starts in an hour (429 with Retry-After)', async () => {
    const busy = await createUser(t);
    await t.db.insert(organizationMembers).values({ organizationId: organizationId, userId: busy.id });
    const runs = [];
    for (let i = 0; i < 10; i++)
      runs.push(await startAssessment(t, busy, (await createAssessableClient(t, busy)).id));
    const client = await createAssessableClient(t, busy);
    const refused = await t.request({
      method: 'POST',
      url: `/api/clients/${client.id}/assessment`,
      token: busy.token,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    const latest = await t.request({
      method: 'GET',
      url: `/api/clients/${client.id}/assessment`,
      token: busy.token,
    });
    expect(latest.json().data).toBeNull();
    for (const run of runs) await waitForRun(t, busy, run.id);
  }, 60_000);

  it('keeps samples read-only and refuses an over-long run id', async () => {
    const sample = await createAssessableClient(t, user);
    await t.db
      .update(clients)
      .set({ organizationId: null, sampleCompiledOn: '2026-11-01' })
      .where(eq(clients.id, sample.id));
    const response = await t.request({
      method: 'POST',
      url: `/api/clients/${sample.id}/assessment`,
      token: user.token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Sample profiles are read-only');
    const longId = await t.request({
      method: 'GET',
      url: `/api/assessments/${'9'.repeat(80)}`,
      token: user.token,
    });
    expect(longId.statusCode).toBe(400);
  });
});

describe('starting an assessment when a client is created', () => {
  it('starts one run, answered in the creation’s meta', async () => {
    const t = await createTestApp({ ...LOOPBACK, ASSESS_NEW_CLIENTS: 'true' });
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const response = await t.request({
        method: 'POST',
        url: '/api/clients',
        token: user.token,
        payload: { data: { Name: 'Fresh Client' } },
      });
      expect(response.statusCode).toBe(200);
      const { assessment } = response.json().meta;
      expect(assessment).toMatchObject({ id: expect.any(Number), documentId: expect.any(String) });
      const run = await waitForRun(t, user, assessment.id);
      expect(run.trigger).toBe('client-created');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the progress stream in one process', () => {
  it('opens with the retry hint, and a live stream ends when the server closes', async () => {
    const site = await serveSlowCompanySite(300);
    const t = await createTestApp(LOOPBACK);
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const auth = { authorization: `Bearer ${user.token}` };
      const client = await createAssessableClient(t, user, site.url);
      const run = await startAssessment(t, user, client.id);
      const live = await fetch(`${url}/api/assessments/${run.id}/events`, { headers: auth });
      expect(live.status).toBe(200);
      const reader = live.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('retry: 2000');
      // Closing the app must not wait for the open stream.
      const closing = t.close();
      for (;;) if ((await reader.read()).done) break;
      await closing;
    } finally {
      await site.close();
    }
  }, 60_000);
});

describe('the client event stream', () => {
  it('tells a page that the client’s web research started and finished', async () => {
    const t = await createTestApp(LOOPBACK);
    try {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const client = await createAssessableClient(t, user);
      const auth = { authorization: `Bearer ${user.token}` };
      const stream = await fetch(`${url}/api/clients/${client.id}/events`, { headers: auth });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      const research = await fetch(`${url}/api/agent/strategic-web-search/${client.documentId}`, {
        method: 'POST',
        headers: auth,
      });
      expect(research.status).toBe(200);
      while (!text.includes('"status":"done"')) text += decoder.decode((await reader.read()).value);
      const statuses = [...text.matchAll(/event: web-search-status\ndata: (.*)\n/g)].map(
        (match) => (JSON.parse(match[1]!) as { status: string }).status,
      );
      expect(statuses).toEqual(['in-progress', 'done']);
      await reader.cancel();
      const stranger = await createUser(t);
      const refused = await t.request({
        method: 'GET',
        url: `/api/clients/${client.id}/events`,
        token: stranger.token,
      });
      expect(refused.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
