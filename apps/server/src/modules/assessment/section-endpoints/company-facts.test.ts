import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';

// A fictional weaver whose about page states its facts in sentences that also name other things: a
// plant beside the head office, a certificate's year, its parent's figures.
const ABOUT_PAGE = `<!doctype html><html><head><title>About us | Brindlecombe Weaving</title></head><body><main>
  <h1>About Brindlecombe Weaving</h1>
  <p>Brindlecombe Weaving was founded in 1962 as a family linen mill.</p>
  <p>Our headquarters and main weaving plant are in Kortrijk, Belgium. We have held ISO 14001 since 1998.</p>
  <p>In 2024 our turnover was €118 million, and we employ 540 people.</p>
  <p>Our parent, Hallowmere Holdings, reported group revenue of €2.1 billion and 9,800 employees.</p>
</main></body></html>`;

// A fictional Portuguese tile maker whose pages state its headcount, turnover and head office.
const tilePage = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><title>${title} | Azulara Cerâmica</title></head><body>
  <nav><a href="/">Home</a> <a href="/about">About us</a></nav><main><h1>${title}</h1>${main}</main></body></html>`;

let t: TestApp;
let member: TestUser;
let site: FixtureSite;
let tileSite: FixtureSite;
let tablewareSite: FixtureSite;
beforeAll(async () => {
  // A tableware maker whose only word on its head office is the address on its contact page.
  tablewareSite = await serveFixtureSite({
    '/': '<html><head><title>Orvel Cerâmica</title></head><body><main><h1>Stoneware tableware</h1><p>Orvel Cerâmica makes stoneware plates and bowls for restaurants.</p><p><a href="/about">About us</a> · <a href="/contact">Contact</a></p></main></body></html>',
    '/about':
      '<html><head><title>About | Orvel Cerâmica</title></head><body><main><h1>About us</h1><p>Orvel Cerâmica was founded in 1987. We employ 120 people.</p></main></body></html>',
    '/contact':
      '<html><head><title>Contact | Orvel Cerâmica</title></head><body><main><h1>Contact</h1><p>Orvel Cerâmica, Lda. · Rua das Olarias 27, 2400-118 Leiria, Portugal · +351 244 000 000</p></main></body></html>',
  });
  tileSite = await serveFixtureSite({
    '/': tilePage(
      'Glazed wall tiles since 1971',
      '<p>Azulara Cerâmica makes glazed wall and floor tiles for builders and distributors.</p>',
    ),
    '/about': tilePage(
      'About us',
      `<p>Azulara Cerâmica was founded in 1971 by the Pires family in Vila Nova de Gaia, Portugal, where our headquarters and main kiln still are.</p>
       <p>Today we employ 410 people. In 2025 our turnover was €73.5 million.</p>`,
    ),
  });
  site = await serveFixtureSite({
    '/': '<html><head><title>Brindlecombe Weaving</title></head><body><a href="/about">About us</a><p>Technical linen fabrics woven in Flanders for workwear makers.</p></body></html>',
    '/about': ABOUT_PAGE,
  });
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  member = await createUser(t);
  await createOrganization(t, { owner: member });
});
afterAll(async () => {
  await t.close();
  await site.close();
  await tileSite.close();
  await tablewareSite.close();
});

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, token: member.token, payload });

describe('one answer per company fact across the profile, the client record and the sections', () => {
  it('gives the same headquarters and turnover in enrichment, the client record, Location Presence and Business Model', async () => {
    const enriched = await post('/api/agent/company-enrichment', { domain: `${site.url}/` });
    expect(enriched.statusCode).toBe(200);
    const profile = enriched.json().data;
    expect(profile).toMatchObject({
      Headquarters: 'Kortrijk, Belgium',
      FoundedYear: 1962,
      EmployeeCount: 'size_501_1000',
      Revenue: 'rev_100M_500M',
    });
    // The stated amount and currency are kept beside the bucket, with the dated rate that placed it.
    expect(profile.rawData.revenue).toMatch(
      /^EUR 118,000,000 \(1 EUR = [\d.]+ USD \(ECB euro reference rates of \d{4}-\d{2}-\d{2}\)\)$/,
    );
    expect(profile.FieldOrigins.Revenue.source).toMatchObject({
      url: `${site.url}/about`,
      title: '“In 2024 our turnover was €118 million, and we employ 540 people.”',
    });

    const created = await post('/api/clients', {
      data: {
        Name: profile.Name,
        Headquarters: profile.Headquarters,
        FoundedYear: profile.FoundedYear,
        EmployeeCount: profile.EmployeeCount,
        Revenue: profile.Revenue,
        WebsiteUrl: profile.WebsiteUrl,
        FieldOrigins: profile.FieldOrigins,
      },
    });
    expect(created.statusCode).toBe(200);
    const clientId = created.json().data.id;

    const location = await post('/api/clients/location-presence', { clientId });
    expect(location.statusCode).toBe(200);
    expect(location.json().data.headquarters).toBe(profile.Headquarters);
    expect(location.json().data.sources[0]).toMatchObject({ url: `${site.url}/about` });

    const business = await post('/api/clients/business-model-overview', { clientId });
    expect(business.statusCode).toBe(200);
    // The company's own figure, never its parent's.
    expect(business.json().data.revenue).toContain('In 2024 our turnover was €118 million');
    expect(business.json().data.revenue).not.toContain('2.1 billion');

    const stored = (
      await t.request({ method: 'GET', url: `/api/clients?id=${clientId}`, token: member.token })
    ).json().data;
    expect(stored.Headquarters).toBe('Kortrijk, Belgium');
    expect(stored.LocationPresence.data.headquarters).toBe(stored.Headquarters);
  });

  it('keeps the headquarters a consultant corrected in Location Presence, run after run', async () => {
    // Another organisation's consultant adds the same company, correcting the head office.
    const other = await createUser(t);
    await createOrganization(t, { owner: other });
    const created = await t.request({
      method: 'POST',
      url: '/api/clients',
      token: other.token,
      payload: {
        data: { Name: 'Brindlecombe Weaving', Headquarters: 'Ghent, Belgium', WebsiteUrl: `${site.url}/` },
      },
    });
    expect(created.statusCode).toBe(200);
    const clientId = created.json().data.id;
    for (let run = 0; run < 2; run += 1) {
      const location = await t.request({
        method: 'POST',
        url: '/api/clients/location-presence',
        token: other.token,
        payload: { clientId },
      });
      expect(location.statusCode).toBe(200);
      expect(location.json().data.headquarters).toBe('Ghent, Belgium');
    }
  });

  it('has the rules of a client created by its website alone use the headcount, turnover and headquarters its pages state', async () => {
    const created = await post('/api/clients', {
      data: { Name: 'Azulara Cerâmica', WebsiteUrl: `${tileSite.url}/` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const client = created.json().data;
    expect(client).toMatchObject({ EmployeeCount: null, Revenue: null, Headquarters: null });

    const response = await post('/api/clients/sustainability-regulations', { clientId: client.id });
    expect(response.statusCode, response.body).toBe(200);
    const rows: { type: string; reason: string }[] = response.json().data;
    const reasons = rows.map((row) => row.reason).join('\n');
    expect(reasons).toContain('410 employees (stated on');
    expect(reasons).toContain('€73.5 million turnover (stated on');
    expect(reasons).toContain('headquartered in the EU (PT) in Vila Nova de Gaia, Portugal (stated on');
    expect(reasons).not.toMatch(/unknown number of employees|unknown revenue|unknown headquarters/);
    const types = rows.map((row) => row.type);
    for (const other of ['BE Law', 'DE Law', 'FR Law', 'NL Law']) expect(types).not.toContain(other);
  });

  it('reads the head office from the address on the contact page when no sentence names it', async () => {
    const created = await post('/api/clients', {
      data: { Name: 'Orvel Cerâmica', WebsiteUrl: `${tablewareSite.url}/` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const location = await post('/api/clients/location-presence', { clientId: created.json().data.id });
    expect(location.statusCode, location.body).toBe(200);
    expect(location.json().data.headquarters).toBe('Leiria, Portugal');
  });
});
