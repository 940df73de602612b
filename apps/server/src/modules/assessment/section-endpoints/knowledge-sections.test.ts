import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers } from '../../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { sampleProfileFixture } from '../../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../../samples/load-samples.js';

let t: TestApp;
let member: TestUser;
let admin: TestUser;
let clientId: number;
let sampleId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  const organization = await createOrganization(t, { owner: member });
  admin = await createUser(t, { admin: true });
  await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: admin.id });
  clientId = (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: member.token,
      payload: {
        data: {
          Name: 'Leuven Brewing NV',
          Industry: 'Beverages - brewing',
          EmployeeCount: 'size_10000_plus',
          Revenue: 'rev_10B_plus',
          Headquarters: 'Leuven, Belgium',
        },
      },
    })
  ).json().data.id;
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  sampleId = (await t.request({ method: 'GET', url: '/api/clients/public' })).json().data[0].id;
});
afterAll(() => t.close());

const post = (path: string, body: object, token?: string) =>
  t.request({ method: 'POST', url: `/api/clients/${path}`, payload: body, ...(token ? { token } : {}) });

describe('POST /api/clients/sustainability-regulations', () => {
  it('answers the knowledge base’s verdicts as rows, and stores them with rule provenance', async () => {
    const response = await post('sustainability-regulations', { clientId }, member.token);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    // The EU's and global rows, and Belgium's own law; other countries' national laws reach no Belgian company.
    expect(rows.length).toBeGreaterThanOrEqual(18);
    expect(rows.map((row: { type: string }) => row.type)).toContain('BE Law');
    const csrd = rows.find((row: { name: string }) =>
      row.name.startsWith('Corporate Sustainability Reporting Directive'),
    );
    expect(csrd).toMatchObject({ type: 'EU Directive', verdict: 'in-scope', method: 'rule' });
    expect(csrd.reason).toMatch(/1,000 employees/);
    expect(csrd.sources[0].url).toMatch(/^https:\/\//);
    const stored = (
      await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: member.token })
    ).json();
    expect(stored.data.SustainabilityRegulations.provenance).toMatchObject({
      method: 'rule',
      provider: 'knowledge-base',
    });
  });

  it('answers what exists without forceRefresh, writing nothing', async () => {
    const before = await countRows(t, 'client_sections');
    const response = await post(
      'sustainability-regulations',
      { clientId, forceRefresh: false },
      member.token,
    );
    expect(response.statusCode).toBe(200);
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });

  it('lets only an Admin refresh, which stores a new version', async () => {
    const before = await countRows(t, 'client_sections');
    const refused = await post('sustainability-regulations', { clientId, forceRefresh: true }, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only an Admin can refresh a generated section');
    expect(await countRows(t, 'client_sections')).toEqual(before);
    const refreshed = await post('sustainability-regulations', { clientId, forceRefresh: true }, admin.token);
    expect(refreshed.statusCode).toBe(200);
    expect((await countRows(t, 'client_sections')).client_sections).toBe(before.client_sections! + 1);
  });
});

describe('the other knowledge-base sections', () => {
  it('generates upcoming policies with a summary and relevance', async () => {
    const data = (await post('upcoming-policies', { clientId }, member.token)).json().data;
    expect(data.summary.length).toBeGreaterThan(20);
    expect(data.policies.length).toBeGreaterThan(0);
    expect(['High', 'Medium', 'Low']).toContain(data.policies[0].relevance);
  });

  it('scores reporting frameworks, with ESRS relevant because CSRD applies', async () => {
    const data = (await post('reporting-frameworks', { clientId }, member.token)).json().data;
    expect(data.frameworks.length).toBeGreaterThanOrEqual(10);
    const esrs = data.frameworks.find((framework: { name: string }) => framework.name.startsWith('ESRS'));
    expect(esrs.relevanceScore).toBeGreaterThanOrEqual(60);
  });

  it('builds the impact strategy: topics tagged with focus-area names', async () => {
    const response = await post('generate-impact-strategy', { clientId }, member.token);
    expect(response.statusCode).toBe(200);
    const { FocusAreas, ImpactTopics } = response.json().data;
    const names = new Set(FocusAreas.map((area: { name: string }) => area.name));
    expect(FocusAreas.length).toBeGreaterThan(2);
    for (const topic of ImpactTopics) expect(names.has(topic.focusAreaTags[0])).toBe(true);
  });
});

describe('refused requests', () => {
  it('answers a sample’s stored section, but never regenerates it', async () => {
    const read = await post('sustainability-regulations', { clientId: sampleId }, member.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0].name).toBe('CSRD');
    const before = await countRows(t, 'client_sections');
    const refresh = await post(
      'sustainability-regulations',
      { clientId: sampleId, forceRefresh: true },
      admin.token,
    );
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().error.message).toBe('Sample profiles are read-only');
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });

  it("answers another organization's client as not found, and bad input clearly", async () => {
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    const before = await countRows(t, 'client_sections');
    const other = await post('upcoming-policies', { clientId }, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Client not found');
    expect((await post('upcoming-policies', {}, member.token)).statusCode).toBe(400);
    expect(
      (await post('upcoming-policies', { clientId, forceRefresh: 'yes' }, member.token)).json().error.message,
    ).toBe('forceRefresh must be true or false');
    expect((await post('upcoming-policies', { clientId })).statusCode).toBe(401);
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });
});
