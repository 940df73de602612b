import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MODEL_FALLBACK_REASONS, provenanceSchema, type SectionKey } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { serveUnwellModel, type UnwellModelServer } from '../../../../test/unwell-model-server.js';
import { clientSections, organizationMembers } from '../../../db/schema.js';
import { companySitePages, serveRecordedSite, type RecordedSite } from '../website-scrape/test-support.js';
import { createAssessableClient, startAssessment, waitForRun } from './test-support.js';

/**
 * The sections of the steps that ask the model, each answered without it during the outage (the
 * controversies step asks the model only about web research, and no research provider is configured).
 */
const MODEL_SECTIONS: SectionKey[] = [
  'LocationPresence',
  'BusinessModelOverview',
  'Stakeholders',
  'FocusAreas',
  'VoluntaryCodesAdopted',
  'ReportedMetrics',
  'PublicPerception',
];

async function latestProvenance(t: TestApp, clientId: number) {
  const rows = await t.db.select().from(clientSections).where(eq(clientSections.clientId, clientId));
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows.toSorted((a, b) => a.id - b.id)) latest.set(row.sectionKey, row);
  return new Map([...latest].map(([key, row]) => [key, provenanceSchema.parse(row.provenance)]));
}

describe('an assessment while the model provider is in an outage', () => {
  let site: RecordedSite;
  let model: UnwellModelServer;
  let t: TestApp;
  let user: TestUser;
  let clientId: number;
  let organizationId: number;
  let fallbacksBefore: number;

  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    model = await serveUnwellModel();
    t = await createTestApp({
      UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
      MODEL_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: model.baseUrl,
      MODEL_NAME: 'standin-model',
    });
    user = await createUser(t);
    organizationId = (await createOrganization(t, { owner: user })).id;
    fallbacksBefore = (await t.request({ method: 'GET', url: '/api/health' })).json().modelFallbacks.total;
    clientId = (await createAssessableClient(t, user, site.url)).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await model.close();
    await site.close();
  });

  it('completes every step with no step in error, each model step answered without the model', async () => {
    const run = await waitForRun(t, user, (await startAssessment(t, user, clientId)).id);
    expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
    // The stand-in really answered in each of its unwell ways.
    expect(model.answered['server-error']).toBeGreaterThan(0);
    expect(model.answered['rate-limited']).toBeGreaterThan(0);
    expect(model.answered['malformed-json']).toBeGreaterThan(0);
    expect(model.answered['off-schema']).toBeGreaterThan(0);

    const provenance = await latestProvenance(t, clientId);
    for (const key of MODEL_SECTIONS) {
      const section = provenance.get(key);
      expect(section?.fallback?.reason, key).toBeOneOf([...MODEL_FALLBACK_REASONS]);
      expect(section?.method, key).not.toBe('llm');
      expect(section?.note, key).toMatch(/The language model failed after its retries .*answered without it/);
    }
    // The rule-only sections never asked the model, so they did not fall back.
    expect(provenance.get('SustainabilityRegulations')?.fallback).toBeUndefined();
    expect(provenance.get('Controversies')?.fallback).toBeUndefined();
  }, 120_000);

  it('counts the fallbacks in the health check', async () => {
    const health = (await t.request({ method: 'GET', url: '/api/health' })).json();
    expect(health.status).toBe('ok');
    expect(health.modelFallbacks.total - fallbacksBefore).toBeGreaterThanOrEqual(MODEL_SECTIONS.length);
    expect(health.modelFallbacks.lastAt).toEqual(expect.any(String));
  });

  it('lists the steps answered without the model, and offers them again once the model answers', async () => {
    const during = (
      await t.request({ method: 'GET', url: `/api/clients/${clientId}/completeness`, token: user.token })
    ).json();
    // While the model's latest word is a failure, re-running would only fall back again.
    expect(during.answeredWithoutModel).toEqual(
      expect.arrayContaining(['locationPresence', 'reportedMetrics', 'stakeholders']),
    );
    expect(during.missingSteps).not.toContain('reportedMetrics');

    // The provider answers again (for the reported metrics: an empty list fits their schema), and an
    // Admin's refresh of that section hears it.
    model.recover((properties) => (properties.includes('metrics') ? { metrics: [] } : undefined));
    const admin = await createUser(t, { admin: true });
    await t.db.insert(organizationMembers).values({ organizationId, userId: admin.id });
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/clients/reported-metrics',
      payload: { clientId, forceRefresh: true },
      token: admin.token,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(model.answered.healthy).toBe(1);
    expect((await latestProvenance(t, clientId)).get('ReportedMetrics')?.fallback).toBeUndefined();

    const after = (
      await t.request({ method: 'GET', url: `/api/clients/${clientId}/completeness`, token: user.token })
    ).json();
    expect(after.answeredWithoutModel).not.toContain('reportedMetrics');
    expect(after.missingSteps).toEqual(expect.arrayContaining(['locationPresence', 'stakeholders']));
    expect(after.missingSteps).not.toContain('reportedMetrics');
    expect(after.isComplete).toBe(false);
  });
});

describe('an assessment with a wrong API key', () => {
  it('still ends the model steps in error, with the provider’s message, and counts no fallback', async () => {
    const provider = createServer((_request, response) => {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const site = await serveRecordedSite(companySitePages);
    const t = await createTestApp({
      UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
      MODEL_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
      MODEL_NAME: 'standin-model',
    });
    try {
      const user = await createUser(t);
      await createOrganization(t, { owner: user });
      const before = (await t.request({ method: 'GET', url: '/api/health' })).json().modelFallbacks.total;
      const client = await createAssessableClient(t, user, site.url);
      const run = await waitForRun(t, user, (await startAssessment(t, user, client.id)).id);
      expect(run.steps.find((step) => step.id === 'locationPresence')).toMatchObject({
        status: 'error',
        errorMessage: expect.stringContaining('Incorrect API key provided'),
      });
      expect(run.steps.find((step) => step.id === 'sustainabilityRegulations')?.status).toBe('completed');
      const after = (await t.request({ method: 'GET', url: '/api/health' })).json().modelFallbacks.total;
      expect(after).toBe(before);
    } finally {
      await t.close();
      await site.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  }, 120_000);
});
