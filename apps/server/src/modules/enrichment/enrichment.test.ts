import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import {
  emptyPages,
  jsonLdCompanyPages,
  metaOnlyPages,
  serveFixtureSite,
  type FixtureSite,
} from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let user: TestUser;
const sites: FixtureSite[] = [];
let jsonLdSite: FixtureSite;
let metaSite: FixtureSite;
let emptySite: FixtureSite;
/** The address of a site that has stopped: nothing listens there any more. */
let closedSiteUrl: string;
beforeAll(async () => {
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  jsonLdSite = await serveFixtureSite(jsonLdCompanyPages);
  metaSite = await serveFixtureSite(metaOnlyPages);
  emptySite = await serveFixtureSite(emptyPages);
  sites.push(jsonLdSite, metaSite, emptySite);
  const closed = await serveFixtureSite(emptyPages);
  closedSiteUrl = closed.url;
  await closed.close();
});
afterAll(async () => {
  await Promise.all(sites.map((site) => site.close()));
  await t.close();
});

const enrich = (domain: unknown, token = user.token) =>
  t.request({ method: 'POST', url: '/api/agent/company-enrichment', token, payload: { domain } as object });

describe('POST /api/agent/company-enrichment', () => {
  it("reads schema.org JSON-LD and records each field's origin", async () => {
    const response = await enrich(jsonLdSite.url.replace('http://', 'http://'));
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({
      Name: 'Verdant Foods NV',
      CompanyInfo: 'Verdant Foods makes plant-based ready meals for European supermarkets.',
      FoundedYear: 2011,
      Headquarters: 'Ghent, Belgium',
      EmployeeCount: 'size_201_500',
      Industry: null,
      Revenue: null,
      WebsiteUrl: `${jsonLdSite.url}/`,
      Domain: '127.0.0.1',
      rawData: {
        headquarters: 'Ghent, Belgium',
        company_size: '320',
        year_founded: '2011',
        company_description: 'Verdant Foods makes plant-based ready meals for European supermarkets.',
        industry: null,
        revenue: null,
      },
    });
    expect(profile.FieldOrigins.Name).toMatchObject({
      method: 'extraction',
      detail: 'json-ld',
      source: { url: `${jsonLdSite.url}/` },
    });
    expect(profile.FieldOrigins).not.toHaveProperty('Industry');
    expect(profile.notes).toContain(
      'No language model is configured, so only what the website states in its structured data, meta tags and about page was read.',
    );
  });

  it('falls back to meta tags and plain statements on the about page', async () => {
    const profile = (await enrich(metaSite.url)).json().data;
    expect(profile).toMatchObject({
      Name: 'Northwind Advisory',
      CompanyInfo: 'Northwind Advisory helps family businesses plan their succession.',
      FoundedYear: 1994,
      Headquarters: 'Antwerp, Belgium',
      EmployeeCount: 'size_11_50',
    });
    expect(profile.FieldOrigins.Name.detail).toBe('title');
    expect(profile.FieldOrigins.FoundedYear).toMatchObject({
      detail: 'about-page',
      source: { url: `${metaSite.url}/who-we-are` },
    });
  });

  it('leaves every field empty for a site that says nothing, and says so', async () => {
    const profile = (await enrich(emptySite.url)).json().data;
    expect(profile).toMatchObject({ Name: null, CompanyInfo: null, Headquarters: null, FoundedYear: null });
    expect(profile.FieldOrigins).toEqual({});
    expect(profile.notes).toContain(
      'The website publishes no company details we could read; fill them in yourself.',
    );
  });

  it.each([
    [{}, 400, 'domain is required'],
    ['', 400, 'domain is required'],
    ['not a website', 400, 'Enter a website such as example.com'],
    ['ftp://example.com', 400, 'Only http and https websites can be read'],
  ])('refuses %j with a clear message', async (domain, status, message) => {
    const response =
      typeof domain === 'object'
        ? await t.request({
            method: 'POST',
            url: '/api/agent/company-enrichment',
            token: user.token,
            payload: {},
          })
        : await enrich(domain);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
  });

  it('answers 502 with the reason when the site cannot be read, and stores nothing', async () => {
    const before = await countRows(t, 'clients');
    const response = await enrich('http://127.0.0.1:9/');
    expect(response.statusCode).toBe(502);
    expect(response.json().error.name).toBe('WebsiteUnavailableError');
    expect(await countRows(t, 'clients')).toEqual(before);
  });

  it('requires sign-in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/agent/company-enrichment',
      payload: { domain: 'x.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/clients/perplexity-search without a research provider', () => {
  it('resolves a domain by reading the website', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clients/perplexity-search?q=${encodeURIComponent(jsonLdSite.url)}&type=domain`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ Name: 'Verdant Foods NV', Headquarters: 'Ghent, Belgium', CompanyInfo: null }],
      meta: { provider: 'website' },
    });
  });

  it.each([
    ['a website whose name does not resolve', () => 'acme-nowhere.invalid', 'acme-nowhere.invalid'],
    ['a website that refuses the connection', () => closedSiteUrl, '127.0.0.1'],
  ])("says it could not reach %s, as the website's problem", async (_label, query, host) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/clients/perplexity-search?q=${encodeURIComponent(query())}&type=domain`,
      token: user.token,
    });
    expect([400, 502]).toContain(response.statusCode);
    const { name, message } = response.json().error;
    expect(message).toMatch(new RegExp(`^We could not reach ${host.replaceAll('.', '\\.')}: `));
    expect(name).not.toMatch(/Research|Provider/);
  });

  it('answers a name search with a clear message that it needs a research provider', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/clients/perplexity-search?q=Verdant%20Foods',
      token: user.token,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatchObject({
      name: 'ProviderNotConfiguredError',
      message:
        "Searching the web by company name needs a research provider. Enter the company's website instead.",
    });
  });
});
