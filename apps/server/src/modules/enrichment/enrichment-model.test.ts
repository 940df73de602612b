import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { jsonLdCompanyPages, serveFixtureSite, type FixtureSite } from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  asModelProvider,
  asResearchProvider,
  mockModelAnswering,
  mockModelFailing,
} from '../../../test/mock-models.js';

let site: FixtureSite;
beforeAll(async () => {
  site = await serveFixtureSite(jsonLdCompanyPages);
});
afterAll(() => site.close());

async function appWith(providers: NonNullable<Parameters<typeof createTestApp>[1]>['providers']) {
  const t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' }, { providers });
  const user = await createUser(t);
  await createOrganization(t, { owner: user });
  return { t, user };
}

const enrich = (t: TestApp, user: TestUser) =>
  t.request({
    method: 'POST',
    url: '/api/agent/company-enrichment',
    token: user.token,
    payload: { domain: site.url },
  });

describe('enrichment with a language model', () => {
  const model = mockModelAnswering(
    JSON.stringify({
      name: 'A name the site already gives',
      industry: 'Food processing',
      headquarters: 'Somewhere else',
      foundedYear: 1900,
      employeeCount: 320,
      revenueUsd: 85_000_000,
      description: 'Another description',
    }),
  );
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => ({ t, user } = await appWith({ model: asModelProvider(model) })));
  afterAll(() => t.close());

  it("fills only what the website's structured data left empty, and says the model did", async () => {
    const profile = (await enrich(t, user)).json().data;
    // The site's own JSON-LD wins where it speaks.
    expect(profile).toMatchObject({
      Name: 'Verdant Foods NV',
      Headquarters: 'Ghent, Belgium',
      FoundedYear: 2011,
    });
    // The model fills the gaps, and each such field says so.
    expect(profile).toMatchObject({ Industry: 'Food processing', Revenue: 'rev_50M_100M' });
    expect(profile.FieldOrigins.Industry).toMatchObject({
      method: 'llm',
      detail: 'openai/mock-model',
      source: { url: `${site.url}/about-us` },
    });
    expect(profile.rawData.revenue).toBe('USD 85,000,000');
    expect(profile.notes).toEqual([]);
  });

  it("gives the model the pages' text and asks for facts stated there only", async () => {
    const call = model.doGenerateCalls.at(-1)!;
    const prompt = JSON.stringify(call.prompt);
    expect(prompt).toContain('Our kitchen team of more than 300 people');
    expect(prompt).toContain('only facts the text states');
  });
});

describe('enrichment when the model fails', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(
    async () => ({ t, user } = await appWith({ model: asModelProvider(mockModelAnswering('not json')) })),
  );
  afterAll(() => t.close());

  it("keeps the website's data and says what the model could not do", async () => {
    const response = await enrich(t, user);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.Name).toBe('Verdant Foods NV');
    expect(profile.Industry).toBeNull();
    expect(profile.notes).toHaveLength(1);
    expect(profile.notes[0]).toMatch(
      /^The language model could not read the pages: The language model \(openai mock-model\)/,
    );
  });
});

describe('web search by name through the research provider', () => {
  it('answers the companies the research service found, with their domains', async () => {
    const research = mockModelAnswering(
      JSON.stringify({
        companies: [
          {
            name: 'Verdant Foods NV',
            website: 'https://www.verdant.example/about',
            industry: 'Food',
            headquarters: 'Ghent, Belgium',
          },
          { name: 'Verdant Labs', website: null, industry: null, headquarters: null },
        ],
      }),
    );
    const { t, user } = await appWith({ research: asResearchProvider(research) });
    const response = await t.request({
      method: 'GET',
      url: '/api/clients/perplexity-search?q=Verdant',
      token: user.token,
    });
    expect(response.json().error ?? null).toBeNull();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          Name: 'Verdant Foods NV',
          Domain: 'verdant.example',
          WebsiteUrl: 'https://verdant.example/',
          Industry: 'Food',
          EmployeeCount: null,
          Headquarters: 'Ghent, Belgium',
          CompanyInfo: null,
          LogoUrl: null,
        },
        {
          Name: 'Verdant Labs',
          Domain: null,
          WebsiteUrl: null,
          Industry: null,
          EmployeeCount: null,
          Headquarters: null,
          CompanyInfo: null,
          LogoUrl: null,
        },
      ],
      meta: { provider: 'perplexity' },
    });
    expect(JSON.stringify(research.doGenerateCalls[0]!.prompt)).toContain('named \\"Verdant\\"');
    await t.close();
  });

  it('answers 502 with a clear message when the research service fails', async () => {
    const { t, user } = await appWith({ research: asResearchProvider(mockModelFailing('upstream 500')) });
    const response = await t.request({
      method: 'GET',
      url: '/api/clients/perplexity-search?q=Verdant',
      token: user.token,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(
      'The web search service did not answer usefully. Try again, or enter the website.',
    );
    await t.close();
  });
});
