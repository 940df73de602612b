import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { saveSection } from '../../clients/sections.js';

/**
 * The knowledge steps classify the client from its own words (the stored website context and the
 * profile description): the business-model section stores the NACE division, the customer model and
 * the production model with the phrase that decided each; the regulations read them; a consultant-set
 * industry beats the website.
 */
const SITE = 'https://www.weaving-example.test';
const WEBSITE = {
  generatedAt: '2026-11-20T08:00:00.000Z',
  selectedLinks: [`${SITE}/`, `${SITE}/about`, `${SITE}/markets`],
  pages: [
    {
      url: `${SITE}/`,
      title: 'Technical fabrics | Example Weaving',
      summary: 'Home',
      content:
        'Fabrics that do the hard work\nWe weave technical fabrics for filtration, geotextiles and protective clothing.\nOur weaving mills in Ghent and Łódź run seven days a week.',
    },
    {
      url: `${SITE}/about`,
      title: 'About us | Example Weaving',
      summary: 'About',
      content:
        'What we do\nWe sell only to businesses: garment makers, filter press manufacturers and contractors.\nConsumers cannot buy our fabrics directly from us.',
    },
    {
      url: `${SITE}/markets`,
      title: 'Markets | Example Weaving',
      summary: 'Markets',
      content:
        'Protective clothing\nOur customers make fire-resistant suits and workwear from our aramid fabrics.',
    },
  ],
};
const PROFILE = {
  EmployeeCount: 'size_501_1000',
  Revenue: 'rev_100M_500M',
  Headquarters: 'Ghent, Belgium',
  CompanyInfo: 'A family-owned weaver of technical fabrics.',
};
const EXTRACTED = {
  method: 'extraction',
  detail: 'json-ld',
  source: { url: `${SITE}/`, retrievedAt: '2026-11-20' },
};

let t: TestApp;
let member: TestUser;
let weaverId: number;
let correctedId: number;

async function createClient(name: string, industry: string, origin: object): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: member.token,
    payload: { data: { Name: name, Industry: industry, ...PROFILE, FieldOrigins: { Industry: origin } } },
  });
  const id = response.json().data.id as number;
  await saveSection(t.db, id, 'WebsiteContext', WEBSITE, { method: 'extraction', provider: 'website' });
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t);
  await createOrganization(t, { owner: member });
  // The enrichment read 'Textiles & Apparel' from the site's structured data: evidence, not the consultant's word.
  weaverId = await createClient('Example Weaving NV', 'Textiles & Apparel', EXTRACTED);
  correctedId = await createClient('Example Workwear NV', 'NACE 14.23 Manufacture of workwear', {
    method: 'manual',
    detail: 'user',
  });
});
afterAll(() => t.close());

interface Row {
  name: string;
  verdict: string;
  reason: string;
}
const row = (rows: Row[], start: string) => rows.find((candidate) => candidate.name.startsWith(start))!;

const post = (path: string, clientId: number) =>
  t.request({ method: 'POST', url: `/api/clients/${path}`, payload: { clientId }, token: member.token });
const clientView = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${id}`, token: member.token })).json().data;

describe('the business-model section stores the classification', () => {
  it('with the NACE division, the customer model and the production model, each with its phrase', async () => {
    expect((await post('business-model-overview', weaverId)).statusCode).toBe(200);
    const data = (await clientView(weaverId)).BusinessModelOverview.data;
    expect(data.sector).toMatchObject({
      division: '13',
      section: 'C',
      display: 'C13 Manufacture of textiles',
      revision: '2.1',
      phrase: 'We weave technical fabrics',
      origin: 'website',
      source: { url: `${SITE}/`, retrievedAt: '2026-11-20' },
    });
    expect(data.customerModel).toBe('B2B');
    expect(data.customerModelBasis).toMatchObject({ exclusive: true, phrase: 'We sell only to businesses' });
    expect(data.productionModel).toBe('own production');
  });

  it("a consultant-set industry beats the website's words", async () => {
    await post('business-model-overview', correctedId);
    const data = (await clientView(correctedId)).BusinessModelOverview.data;
    expect(data.sector).toMatchObject({ division: '14', group: '14.2', origin: 'consultant' });
    expect(data.sector.source).toBeUndefined();
  });
});

describe('the regulations read the classification', () => {
  it('EmpCo and the ESPR unsold-goods rules do not apply to a B2B weaver, and say why in its words', async () => {
    const response = await post('sustainability-regulations', weaverId);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    const empco = row(rows, 'Empowering Consumers');
    expect(empco).toMatchObject({ verdict: 'not-in-scope', complianceStatus: 'Not in scope' });
    expect(empco.reason).toContain('B2B customer model (“We sell only to businesses”');
    const espr = row(rows, 'Ecodesign for Sustainable Products');
    expect(espr.verdict).toBe('not-in-scope');
    expect(espr.reason).toContain('no unsold consumer products');
  });

  it('counter-example: the consultant’s answer that it sells to consumers brings EmpCo back', async () => {
    const answered = await t.request({
      method: 'PUT',
      url: `/api/clients/${weaverId}/applicability-facts`,
      token: member.token,
      payload: { facts: { sellsToConsumersInEu: true } },
    });
    expect(answered.statusCode).toBe(200);
    const rows = answered.json().data.SustainabilityRegulations;
    expect(row(rows, 'Empowering Consumers')).toMatchObject({ verdict: 'in-scope' });
  });
});
