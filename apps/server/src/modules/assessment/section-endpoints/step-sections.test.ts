import { SECTION_DATA_SCHEMAS } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { clients, initiatives, organizationMembers } from '../../../db/schema.js';
import { createAssessableClient } from '../pipeline/test-support.js';
import { companySitePages, serveRecordedSite, type RecordedSite } from '../website-scrape/test-support.js';

/** The per-section endpoints backed by the evidence steps (spec 02 §7), without a model. */
let site: RecordedSite;
let t: TestApp;
let member: TestUser;
let admin: TestUser;
let stranger: TestUser;
let clientId: number;
beforeAll(async () => {
  // The community page names two programmes as the company's own.
  site = await serveRecordedSite((origin) => ({
    ...companySitePages(origin),
    '/community': `<!doctype html><html><head><title>Community</title></head><body><main><h1>Community</h1>
      <p>We run a mentoring programme for young people in local schools.</p>
      <p>In 2023 we launched ReCirc, a take-back service for used meal trays.</p></main></body></html>`,
  }));
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  member = await createUser(t);
  const organization = await createOrganization(t, { owner: member });
  admin = await createUser(t, { admin: true });
  await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: admin.id });
  stranger = await createUser(t);
  await createOrganization(t, { owner: stranger });
  clientId = (await createAssessableClient(t, member, site.url)).id;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const post = (path: string, body: object, token?: string) =>
  t.request({ method: 'POST', url: `/api/${path}`, payload: body, ...(token ? { token } : {}) });

const sectionCount = async () => (await countRows(t, 'client_sections')).client_sections!;

describe.each([
  ['clients/location-presence', 'LocationPresence'],
  ['clients/business-model-overview', 'BusinessModelOverview'],
  ['clients/research-stakeholders', 'Stakeholders'],
] as const)('POST /api/%s', (path, key) => {
  it('reads the website first when missing, then answers the section valid against its contract', async () => {
    const response = await post(path, { clientId, websiteUrl: site.url }, member.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(SECTION_DATA_SCHEMAS[key].safeParse(body.data).success).toBe(true);
  });

  it('answers what exists for a member, and regenerates for an Admin', async () => {
    const before = await sectionCount();
    const again = await post(path, { clientId, websiteUrl: site.url }, member.token);
    expect(again.statusCode).toBe(200);
    expect(await sectionCount()).toBe(before);
    const refreshed = await post(path, { clientId }, admin.token);
    expect(refreshed.statusCode).toBe(200);
    expect(await sectionCount()).toBe(before + 1);
  });

  it('refuses an explicit refresh from a member (403) and changes nothing', async () => {
    const before = await sectionCount();
    const response = await post(path, { clientId, forceRefresh: true }, member.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only an Admin can refresh a generated section');
    expect(await sectionCount()).toBe(before);
  });
});

describe('public perception and controversies', () => {
  it('answer success and data, the credibility score listing its terms', async () => {
    const controversies = await post('clients/controversies', { clientId }, member.token);
    expect(controversies.statusCode).toBe(200);
    expect(controversies.json()).toMatchObject({ success: true, data: { hasControversies: false } });
    const perception = await post(
      'clients/public-perception',
      { clientId, forceRefresh: false },
      member.token,
    );
    expect(perception.statusCode).toBe(200);
    const data = perception.json().data;
    expect(SECTION_DATA_SCHEMAS.PublicPerception.safeParse(data).success).toBe(true);
    expect(data.credibilityScore.maxScore).toBe(100);
    expect(data.credibilityScore.rationale.length).toBeGreaterThan(1);
  });
});

describe('POST /api/clients/:id/sustainability-regulations', () => {
  it('answers the regulations by the id in the path, refresh for Admins only', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/clients/${clientId}/sustainability-regulations`,
      token: member.token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(10);
    const refused = await t.request({
      method: 'POST',
      url: `/api/clients/${clientId}/sustainability-regulations`,
      token: member.token,
      payload: { forceRefresh: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/initiatives/generate/:id', () => {
  it('adds initiatives with their sources, and a second run adds no twin', async () => {
    const first = await post(`initiatives/generate/${clientId}`, {}, member.token);
    expect(first.statusCode, first.body).toBe(200);
    const added = first.json().data.added as number;
    expect(added).toBeGreaterThan(0);
    const mine = await t.db.select().from(initiatives).where(eq(initiatives.clientId, clientId));
    expect(mine).toHaveLength(added);
    for (const row of mine) {
      expect((row.sources as unknown[]).length).toBeGreaterThan(0);
      expect(row.sourceMetadata).toMatchObject({ type: expect.any(String), source: expect.any(String) });
    }
    const second = await post(`initiatives/generate/${clientId}`, {}, member.token);
    expect(second.json().data.added).toBe(0);
  });

  it('answers 404 for another organization’s client', async () => {
    const response = await post(`initiatives/generate/${clientId}`, {}, stranger.token);
    expect(response.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers clearly and stores nothing', async () => {
    const before = await countRows(t, 'client_sections', 'initiatives');
    const cases: [string, object, string | undefined, number, string][] = [
      ['clients/location-presence', { clientId }, undefined, 401, 'Authentication required'],
      ['clients/location-presence', { clientId }, stranger.token, 404, 'Client not found'],
      ['clients/location-presence', { clientId: 999999 }, member.token, 404, 'Client not found'],
      ['clients/business-model-overview', {}, member.token, 400, 'clientId'],
      ['clients/research-stakeholders', { clientId, websiteUrl: 42 }, member.token, 400, 'websiteUrl'],
      [
        'clients/research-stakeholders',
        { clientId, websiteUrl: `https://${'a'.repeat(2100)}.com` },
        member.token,
        400,
        'websiteUrl is too long',
      ],
      [
        'clients/public-perception',
        { clientId, forceRefresh: 'yes' },
        member.token,
        400,
        'forceRefresh must be true or false',
      ],
      ['clients/controversies', { clientId: { id: 1 } }, member.token, 400, 'clientId'],
    ];
    for (const [path, body, token, status, message] of cases) {
      const response = await post(path, body, token);
      expect(response.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(response.json().error.message).toContain(message);
    }
    expect(await countRows(t, 'client_sections', 'initiatives')).toEqual(before);
  });

  it('refuses an oversize body with 413', async () => {
    const response = await post(
      'clients/location-presence',
      { clientId, websiteUrl: 'x'.repeat(200_000) },
      member.token,
    );
    expect(response.statusCode).toBe(413);
  });

  it('keeps a sample read-only', async () => {
    const client = await createAssessableClient(t, member);
    await t.db
      .update(clients)
      .set({ organizationId: null, sampleCompiledOn: '2026-11-01' })
      .where(eq(clients.id, client.id));
    const response = await post('clients/location-presence', { clientId: client.id }, member.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Sample profiles are read-only');
  });
});
