import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtureSite, type FixtureSite } from '../../../../test/fixture-site.js';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { GERMAN_HAULIER } from '../../enrichment/fixtures/european-sites.js';
import { startAssessment, waitForRun } from '../pipeline/test-support.js';

// A fictional weaver whose about page states its headquarters, founding year, turnover and headcount.
const page = (title: string, ...paragraphs: string[]) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${paragraphs
    .map((text) => `<p>${text}</p>`)
    .join('')}</main></body></html>`;

const PAGES = {
  '/': page(
    'Brindlecombe Weaving',
    'Brindlecombe Weaving makes fine linen for hotels and hospitals. <a href="/about">About us</a>',
  ),
  '/about': page(
    'About Brindlecombe Weaving',
    'Brindlecombe Weaving was founded in 1962 as a family linen mill.',
    'Our headquarters and main weaving plant are in Kortrijk, Belgium. We have held ISO 14001 since 1998.',
    'In 2024 our turnover was €118 million and we employ 540 people.',
  ),
};

const HEADCOUNT_QUOTE = 'In 2024 our turnover was €118 million and we employ 540 people.';

async function createClient(t: TestApp, user: TestUser, data: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; documentId: string };
}

const readClient = async (t: TestApp, user: TestUser, id: number) =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${id}`, token: user.token })).json().data;

async function assess(t: TestApp, user: TestUser, clientId: number) {
  const run = await waitForRun(t, user, (await startAssessment(t, user, clientId)).id);
  expect(run.steps.filter((step) => step.status !== 'completed')).toEqual([]);
  return readClient(t, user, clientId);
}

describe("the client record from the website step's company facts", () => {
  let site: FixtureSite;
  // A German haulier whose seat and start are only in its footer.
  let german: FixtureSite;
  // A holiday-hotel group whose pages tell guests about stays; only its description says what it is.
  let holidays: FixtureSite;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    site = await serveFixtureSite(PAGES);
    german = await serveFixtureSite(GERMAN_HAULIER);
    holidays = await serveFixtureSite({
      '/': page(
        'Hoteles Ejemplo',
        'Vacaciones junto al mar para familias y parejas. Reserva directa al mejor precio.',
      ),
    });
    t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
    user = await createUser(t);
    await createOrganization(t, { owner: user });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    await german.close();
    await holidays.close();
  });

  it('fills an empty record created with only a name and website, each field citing its sentence', async () => {
    const created = await createClient(t, user, { Name: 'Brindlecombe Weaving', WebsiteUrl: site.url });
    const client = await assess(t, user, created.id);
    expect(client).toMatchObject({
      Headquarters: 'Kortrijk, Belgium',
      FoundedYear: 1962,
      EmployeeCount: 'size_501_1000',
      Revenue: 'rev_100M_500M',
    });
    expect(client.FieldOrigins.EmployeeCount).toEqual({
      method: 'extraction',
      detail: 'website-scrape',
      source: {
        kind: 'web-page',
        url: `${site.url}/about`,
        title: 'About Brindlecombe Weaving',
        retrievedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        quote: HEADCOUNT_QUOTE,
        locator: expect.objectContaining({ headingPath: ['About Brindlecombe Weaving'] }),
      },
      // The record keeps a bucket; the stated value is kept beside it for the report.
      stated: '540 employees',
    });
    expect(client.FieldOrigins.Revenue.source.quote).toBe(HEADCOUNT_QUOTE);
    expect(client.FieldOrigins.Revenue.stated).toBe('€118 million turnover');
    expect(client.FieldOrigins.Headquarters.source.quote).toBe(
      'Our headquarters and main weaving plant are in Kortrijk, Belgium.',
    );
    expect(client.FieldOrigins.FoundedYear.source.quote).toBe(
      'Brindlecombe Weaving was founded in 1962 as a family linen mill.',
    );
    // The industry is the sector the business model shows, citing the phrase that decided it.
    expect(client.Industry).toBe(client.BusinessModelOverview.data.sector.label);
    expect(client.Industry).toBeTruthy();
    expect(client.FieldOrigins.Industry.source).toMatchObject({ url: `${site.url}/` });
    expect(client.FieldOrigins.Industry.source.quote).toContain(
      client.BusinessModelOverview.data.sector.phrase,
    );
    // The rules still quote the company's own sentence, not the record it filled.
    expect(JSON.stringify(client.SustainabilityRegulations)).toContain(`(stated on ${site.url}/about: “`);
  });

  it('fills the industry from the sector the profile description decided, citing the page it was read from', async () => {
    const created = await createClient(t, user, {
      Name: 'Hoteles Ejemplo',
      WebsiteUrl: holidays.url,
      CompanyInfo: 'Hoteles Ejemplo es una cadena hotelera familiar con nueve hoteles de playa.',
      FieldOrigins: {
        CompanyInfo: {
          method: 'extraction',
          detail: 'meta',
          source: { url: `${holidays.url}/`, retrievedAt: '2026-11-28' },
        },
      },
    });
    const client = await assess(t, user, created.id);
    expect(client.BusinessModelOverview.data.sector).toMatchObject({ division: '55' });
    expect(client.Industry).toBe(client.BusinessModelOverview.data.sector.label);
    expect(client.FieldOrigins.Industry.source).toMatchObject({ url: `${holidays.url}/` });
    expect(client.FieldOrigins.Industry.source.quote).toContain('cadena hotelera');
  });

  it('never overwrites a value the consultant set, nor fills one they cleared', async () => {
    const created = await createClient(t, user, {
      Name: 'Brindlecombe Weaving NV',
      WebsiteUrl: site.url,
      Headquarters: 'Ghent, Belgium',
      FoundedYear: 1961,
      EmployeeCount: null,
      FieldOrigins: {
        Headquarters: { method: 'manual', detail: 'user' },
        EmployeeCount: { method: 'manual', detail: 'user' },
      },
    });
    const client = await assess(t, user, created.id);
    expect(client).toMatchObject({
      Headquarters: 'Ghent, Belgium',
      FoundedYear: 1961,
      EmployeeCount: null,
      Revenue: 'rev_100M_500M',
    });
    expect(client.FieldOrigins.Headquarters).toEqual({ method: 'manual', detail: 'user' });
    expect(client.FieldOrigins.EmployeeCount).toEqual({ method: 'manual', detail: 'user' });
    expect(client.FieldOrigins.FoundedYear).toBeUndefined();
  });

  it("fills the record on 'Repeat Website Scrape' too", async () => {
    const created = await createClient(t, user, { Name: 'Brindlecombe Linen', WebsiteUrl: site.url });
    const scraped = await t.request({
      method: 'POST',
      url: `/api/agent/website-scrape/${created.documentId}`,
      token: user.token,
    });
    expect(scraped.statusCode, scraped.body).toBe(200);
    const client = await readClient(t, user, created.id);
    expect(client).toMatchObject({ Headquarters: 'Kortrijk, Belgium', FoundedYear: 1962 });
    expect(client.FieldOrigins.FoundedYear.detail).toBe('website-scrape');
  });

  it('takes the seat and start the footer states, the headcount the company page states, and agrees everywhere', async () => {
    const created = await createClient(t, user, { Name: 'Brandquist Spedition', WebsiteUrl: german.url });
    const client = await assess(t, user, created.id);
    expect(client).toMatchObject({
      Headquarters: 'Bremen',
      FoundedYear: 1962,
      EmployeeCount: 'size_501_1000',
    });
    expect(client.FieldOrigins.Headquarters.source.quote).toContain('Sitz der Gesellschaft: Bremen');
    // Location Presence names the same head office as the record.
    expect(JSON.stringify(client.LocationPresence.data.headquarters)).toContain('Bremen');
  });
});
