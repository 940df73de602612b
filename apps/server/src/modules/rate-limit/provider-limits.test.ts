import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { asModelProvider, mockModelAnswering } from '../../../test/mock-models.js';
import { assessmentRuns } from '../../db/schema.js';
import { createAssessableClient } from '../assessment/pipeline/test-support.js';
import { chat, componentsOf, submit } from '../chat/chat-test-support.js';
import { reportCalls } from '../reports/test-support.js';
import { MODEL_SECTION_GENERATIONS } from '../reports/service.js';
import { PROVIDER_RATE_LIMITS } from './provider-limits.js';
import { consumeRateLimit, type RateLimitRule } from './rate-limit.js';

/** Everything a refused request could have started or stored. */
const STARTED = ['assessment_runs', 'client_sections', 'initiatives', 'web_search_status', 'report_sections'];

/** Spends what is left of the user's budget, through the same counter the routes use. */
async function spend(t: TestApp, rule: RateLimitRule, user: TestUser) {
  for (let i = 0; i < rule.limit; i++) {
    const refused = await consumeRateLimit(t.db, rule, `user:${user.id}`).then(
      () => false,
      (error: { status?: number }) => {
        if (error.status === 429) return true;
        throw error;
      },
    );
    if (refused) return;
  }
}

function expectRefused(response: LightMyRequestResponse, rule: RateLimitRule) {
  expect(response.statusCode, response.body).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().error).toMatchObject({
    status: 429,
    message: expect.stringContaining(rule.message),
  });
}

async function consultantOf(t: TestApp, options: { admin?: boolean } = {}) {
  const user = await createUser(t, options);
  await createOrganization(t, { owner: user });
  return user;
}

describe('routes that start provider work, past the user’s budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (user: TestUser, url: string, payload?: object) =>
    t.request({ method: 'POST', url, token: user.token, ...(payload && { payload }) });

  it('refuses to start or recover an assessment (429, Retry-After) and starts nothing', async () => {
    const user = await consultantOf(t);
    const client = await createAssessableClient(t, user);
    const rule = PROVIDER_RATE_LIMITS.assessmentRuns;
    await spend(t, rule, user);
    const before = await countRows(t, ...STARTED);
    expectRefused(await post(user, `/api/clients/${client.id}/assessment`), rule);
    expectRefused(await post(user, `/api/clients/${client.id}/assessment/recover`), rule);
    expect(await countRows(t, ...STARTED)).toEqual(before);
  });

  it('refuses a repeat of the web research and of the website scrape', async () => {
    const user = await consultantOf(t);
    const client = await createAssessableClient(t, user, 'https://www.acme.example/');
    await spend(t, PROVIDER_RATE_LIMITS.webResearch, user);
    await spend(t, PROVIDER_RATE_LIMITS.websiteScrapes, user);
    const before = await countRows(t, ...STARTED);
    expectRefused(
      await post(user, `/api/agent/strategic-web-search/${client.documentId}`),
      PROVIDER_RATE_LIMITS.webResearch,
    );
    expectRefused(
      await post(user, `/api/agent/website-scrape/${client.id}`),
      PROVIDER_RATE_LIMITS.websiteScrapes,
    );
    expect(await countRows(t, ...STARTED)).toEqual(before);
  });

  it('refuses section generation and initiative generation, but still answers what is stored', async () => {
    const user = await consultantOf(t);
    const admin = await consultantOf(t, { admin: true });
    const client = await createAssessableClient(t, user);
    const adminClient = await createAssessableClient(t, admin);
    // The regulations are stored once within the budget; reading them again costs nothing.
    const body = { clientId: client.id, forceRefresh: false };
    expect((await post(user, '/api/clients/sustainability-regulations', body)).statusCode).toBe(200);
    const rule = PROVIDER_RATE_LIMITS.sectionGenerations;
    await spend(t, rule, user);
    await spend(t, rule, admin);
    const before = await countRows(t, ...STARTED);

    expect((await post(user, '/api/clients/sustainability-regulations', body)).statusCode).toBe(200);
    expectRefused(await post(user, '/api/clients/controversies', body), rule);
    expectRefused(await post(user, '/api/clients/generate-impact-strategy', body), rule);
    expectRefused(await post(user, `/api/initiatives/generate/${client.id}`), rule);
    // An Admin's refresh regenerates what exists: refused as well.
    const refresh = { clientId: adminClient.id, forceRefresh: true };
    expectRefused(await post(admin, '/api/clients/sustainability-regulations', refresh), rule);
    expect(await countRows(t, ...STARTED)).toEqual(before);
  });
});

describe('runs started by creating a client, past the user’s run budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ASSESS_NEW_CLIENTS: 'true' });
  });
  afterAll(() => t.close());
  const rule = PROVIDER_RATE_LIMITS.assessmentRuns;

  it('creates the client from the dashboard, says why its assessment did not start, starts none', async () => {
    const user = await consultantOf(t);
    await spend(t, rule, user);
    const response = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: 'Budget Spent Ltd' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({
      assessmentNotStarted: expect.stringContaining(rule.message),
    });
    const clientId = response.json().data.id as number;
    expect(await t.db.select().from(assessmentRuns).where(eq(assessmentRuns.clientId, clientId))).toEqual([]);
  });

  it('creates the client at the end of the onboarding chat, which says the same', async () => {
    const user = await consultantOf(t);
    await spend(t, rule, user);
    const step = async (stepId: string, data: unknown, onboardingId?: number) => {
      const response = await chat(t, { message: submit(stepId, data), onboardingId }, user.token);
      expect(response.statusCode, `${stepId}: ${response.body}`).toBe(200);
      return response.json() as { onboardingId: number; content: string };
    };
    const { onboardingId } = await step('step-0', { website: 'unreachable.invalid' });
    await step('step-1', { selected: ['reporting'] }, onboardingId);
    await step('step-2', { Name: 'Onboarded On Budget Ltd' }, onboardingId);
    await step('step-3', { selected: ['E1'] }, onboardingId);
    await step('step-4', { files: [] }, onboardingId);
    await step('step-5', { selected: ['gri'] }, onboardingId);
    const before = await countRows(t, 'assessment_runs');
    const final = await step('step-6', { confirm: true }, onboardingId);

    expect(final.content).toContain(`Its assessment was not started: ${rule.message}`);
    const [complete] = componentsOf(final.content);
    expect(complete).toMatchObject({ type: 'onboarding-complete', props: { runId: null } });
    expect(await countRows(t, 'assessment_runs')).toEqual(before);
  });
});

describe('report sections written by a model, past the user’s budget', () => {
  it('refuses generation and regeneration and stores nothing', async () => {
    const t = await createTestApp(
      {},
      { providers: { model: asModelProvider(mockModelAnswering('### Overview\n\nA company.')) } },
    );
    try {
      const api = reportCalls(t);
      const user = await consultantOf(t);
      const client = await createAssessableClient(t, user);
      const report = (await api.create(user.token, { Client: client.documentId })).json().data;
      // One section within the budget, then the budget is spent.
      expect((await api.section(user.token, report.id, 'company_snapshot')).statusCode).toBe(200);
      await spend(t, MODEL_SECTION_GENERATIONS, user);
      const before = await countRows(t, ...STARTED);
      expectRefused(
        await api.section(user.token, report.id, 'strategic_positioning'),
        MODEL_SECTION_GENERATIONS,
      );
      expectRefused(
        await api.regenerate(user.token, {
          reportId: report.id,
          sectionTitle: 'company_snapshot',
          params: {},
        }),
        MODEL_SECTION_GENERATIONS,
      );
      expect(await countRows(t, ...STARTED)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});
