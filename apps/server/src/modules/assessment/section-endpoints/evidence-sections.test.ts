import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';

const SUSTAINABILITY_PAGE = `<!doctype html><html><head><title>Sustainability | Verdant Foods</title></head><body><main>
  <h1>Our sustainability performance</h1>
  <p>Verdant Foods is a Certified B Corporation since 2019, and our Ghent plant is certified to ISO 14001.</p>
  <p>In 2024 our Scope 1 and 2 emissions were 1,240 tCO2e, down from 1,530 tCO2e in 2023.</p>
  <p>Unlike some of our competitors, we have not joined RE100.</p>
</main></body></html>`;

let t: TestApp;
let member: TestUser;
let site: FixtureSite;
let clientId: number;
beforeAll(async () => {
  site = await serveFixtureSite({
    '/': '<html><head><title>Verdant Foods</title></head><body><a href="/sustainability">Sustainability</a><p>Plant-based ready meals made in Ghent for European supermarkets.</p></body></html>',
    '/sustainability': SUSTAINABILITY_PAGE,
  });
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  member = await createUser(t);
  await createOrganization(t, { owner: member });
  const create = (data: object) =>
    t.request({ method: 'POST', url: '/api/clients', token: member.token, payload: { data } });
  clientId = (await create({ Name: 'Verdant Foods NV', WebsiteUrl: `${site.url}/` })).json().data.id;
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const post = (path: string, body: object) =>
  t.request({ method: 'POST', url: `/api/clients/${path}`, token: member.token, payload: body });

describe('evidence sections from the company’s own pages', () => {
  it('finds the codes the pages state as adopted, and not a mere mention', async () => {
    const response = await post('voluntary-codes', { clientId });
    expect(response.statusCode).toBe(200);
    const { summary, codes } = response.json().data;
    const names = codes.map((code: { name: string }) => code.name);
    expect(names.some((name: string) => /B Corp/.test(name))).toBe(true);
    expect(names.some((name: string) => /ISO 14001/.test(name))).toBe(true);
    expect(names.some((name: string) => /RE100/.test(name))).toBe(false);
    expect(codes.every((code: { status: string }) => code.status === 'Certified')).toBe(true);
    expect(codes[0].sources[0].url).toBe(`${site.url}/sustainability`);
    expect(summary).toMatch(/own pages state 2 voluntary codes/);
  });

  it('takes metrics with their year from the pages already read, without reading the site again', async () => {
    const before = await countRows(t, 'client_sections');
    const response = await post('reported-metrics', { clientId });
    expect(response.statusCode).toBe(200);
    const metrics = response.json().data;
    const emissions = metrics.find((metric: { year: number }) => metric.year === 2024);
    expect(emissions).toMatchObject({ year: 2024, label: 'Self-reported' });
    expect(emissions.value).toMatch(/1,240/);
    expect(emissions.sources[0].url).toBe(`${site.url}/sustainability`);
    // One new section (the metrics); the website was not read and stored again.
    expect((await countRows(t, 'client_sections')).client_sections).toBe(before.client_sections! + 1);
    const stored = (
      await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: member.token })
    ).json();
    expect(stored.data.ReportedMetrics.provenance).toMatchObject({
      method: 'extraction',
      provider: 'knowledge-base',
    });
  });

  it('asks for the website when the client has none, storing nothing', async () => {
    const noSite = (
      await t.request({
        method: 'POST',
        url: '/api/clients',
        token: member.token,
        payload: { data: { Name: 'No Site Co' } },
      })
    ).json().data.id;
    const before = await countRows(t, 'client_sections');
    const response = await post('voluntary-codes', { clientId: noSite });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Client missing website: add the company's website to the client first",
    );
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });
});
