import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, tableRow } from '../../../../../../packages/engine/src/test-support/pdf-fixtures.js';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';

/*
 * A fictional German machine builder, subsidiary of a larger group, read end to end: an about page
 * with the group's figures beside its own, a key-figures table with two year columns and a target
 * column, a sustainability page with a certificate list, and a PDF report the page links to.
 */
const page = (title: string, main: string) =>
  `<!doctype html><html lang="en"><head><title>${title} | Hollweg Verpackungstechnik</title></head><body>
  <nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/key-figures">Key figures</a>
  <a href="/sustainability">Sustainability</a></nav><main><h1>${title}</h1>${main}</main>
  <footer>Hollweg Verpackungstechnik GmbH · Eckendorfer Straße 91 · 33609 Bielefeld · Germany</footer></body></html>`;

const HOME = page(
  'Packaging machines for food and pharma',
  `<p>Hollweg Verpackungstechnik designs and builds packaging machines for food and pharmaceutical manufacturers.</p>
   <p><a href="/about">About us</a> · <a href="/key-figures">Key figures</a> · <a href="/sustainability">Sustainability</a></p>`,
);
const ABOUT = page(
  'About us',
  `<p>Hollweg Verpackungstechnik was founded in 1954 in Bielefeld.</p>
   <p>We design and build packaging machines from stainless steel, drives and sensors that we buy from European suppliers.</p>
   <p>Our headquarters and assembly plant are in Bielefeld, Germany. We operate production sites in Brno, Czech Republic and Poznań, Poland, and a service office in Lyon, France.</p>
   <p>We sell to industrial customers, not to consumers.</p>
   <p>We employ 860 people. In 2025 our revenue was €212 million.</p>
   <p>Hollweg is part of the Marwick Industrial Group. The group employs 14,200 employees and reported revenue of €3.4 billion in 2025.</p>`,
);
const KEY_FIGURES = page(
  'Key figures',
  `<table>
     <tr><th>Indicator</th><th>2025</th><th>2024</th><th>Target 2030</th></tr>
     <tr><td>Scope 1 and 2 emissions (tCO2e)</td><td>3,120</td><td>3,480</td><td>1,500</td></tr>
     <tr><td>Energy consumption (MWh)</td><td>18,400</td><td>19,100</td><td></td></tr>
     <tr><td>Employees (31 December)</td><td>860</td><td>835</td><td></td></tr>
   </table>
   <p>The European packaging machinery market is worth €9.8 billion a year.</p>`,
);
const SUSTAINABILITY = page(
  'Sustainability',
  `<h2>Certificates</h2>
   <ul><li>ISO 14001 environmental management in Bielefeld and Brno</li><li>ISO 50001 energy management in Bielefeld</li></ul>
   <p>Read our <a href="/downloads/sustainability-report-2025.pdf">Sustainability report 2025</a>.</p>`,
);

function reportPdf(): Promise<Uint8Array> {
  return makePdf(
    (doc) => {
      doc.fontSize(24).text('Sustainability report 2025');
      doc.moveDown();
      doc.fontSize(16).text('Environmental figures', 72, 140);
      doc.fontSize(11);
      const xs = [72, 320, 420];
      tableRow(doc, 170, ['', '2025', '2024'], xs);
      tableRow(doc, 188, ['Water withdrawal (m³)', '12,300', '13,050'], xs);
      tableRow(doc, 206, ['Waste generated (t)', '1,840', '1,910'], xs);
      doc.text('Figures cover all Hollweg sites for the calendar year.', 72, 240);
    },
    { info: { Title: 'Hollweg Sustainability report 2025' }, lang: 'en-GB' },
  );
}

let t: TestApp;
let member: TestUser;
let site: FixtureSite;
let clientId: number;
beforeAll(async () => {
  site = await serveFixtureSite({
    '/': HOME,
    '/about': ABOUT,
    '/key-figures': KEY_FIGURES,
    '/sustainability': SUSTAINABILITY,
    '/downloads/sustainability-report-2025.pdf': {
      body: Buffer.from(await reportPdf()),
      type: 'application/pdf',
    },
    '/robots.txt': { body: 'User-agent: *\nAllow: /\n', type: 'text/plain' },
  });
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  member = await createUser(t);
  await createOrganization(t, { owner: member });
});
afterAll(async () => {
  await t.close();
  await site.close();
});

const post = (url: string, payload: object) =>
  t.request({ method: 'POST', url, token: member.token, payload });
async function section(path: string) {
  const response = await post(`/api/clients/${path}`, { clientId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('a German machine builder’s website, read end to end', () => {
  it('profiles the company by its own figures, not its group’s', async () => {
    const enriched = await post('/api/agent/company-enrichment', { domain: `${site.url}/` });
    expect(enriched.statusCode, enriched.body).toBe(200);
    const profile = enriched.json().data;
    expect(profile).toMatchObject({
      Headquarters: 'Bielefeld, Germany',
      FoundedYear: 1954,
      EmployeeCount: 'size_501_1000',
      Revenue: 'rev_100M_500M',
    });
    const created = await post('/api/clients', {
      data: {
        Name: profile.Name ?? 'Hollweg Verpackungstechnik GmbH',
        Headquarters: profile.Headquarters,
        FoundedYear: profile.FoundedYear,
        EmployeeCount: profile.EmployeeCount,
        Revenue: profile.Revenue,
        WebsiteUrl: profile.WebsiteUrl,
        FieldOrigins: profile.FieldOrigins,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    clientId = created.json().data.id;

    const business = await section('business-model-overview');
    expect(business.sector).toMatchObject({ division: '28', section: 'C' });
    expect(business.customerModel).toBe('B2B');
    expect(business.customerModelBasis).toMatchObject({ exclusive: true });
    expect(business.revenue).toContain('€212 million');
    expect(business.revenue).not.toContain('3.4 billion');
  });

  it('names its sites and only the laws of the countries it is in', async () => {
    const location = await section('location-presence');
    expect(location.headquarters).toBe('Bielefeld, Germany');
    for (const place of ['Brno', 'Poznań', 'Lyon']) expect(location.retail_presence).toContain(place);
    const types = (await section('sustainability-regulations')).map((row: { type: string }) => row.type);
    expect(types).toContain('DE Law');
    expect(types).not.toContain('BE Law');
  });

  it('reads both years of the key figures and the report, never the target, the group or the market', async () => {
    const metrics: { name: string; value: string; year: number; sources: Record<string, unknown>[] }[] =
      await section('reported-metrics');
    const stated = metrics.map((metric) => `${metric.name} ${metric.year}: ${metric.value}`);
    expect(stated).toEqual(
      expect.arrayContaining([
        'Scope 1 and 2 emissions 2025: 3,120 tCO2e',
        'Scope 1 and 2 emissions 2024: 3,480 tCO2e',
        'Energy consumption 2025: 18,400 MWh',
        'Energy consumption 2024: 19,100 MWh',
      ]),
    );
    expect(stated.join('\n')).not.toMatch(/1,500|14,200|3\.4 billion|9\.8 billion/);
    const water = metrics.find((metric) => /water/i.test(metric.name) && metric.year === 2025);
    expect(water).toMatchObject({ value: '12,300 m³' });
    expect(water!.sources[0]).toMatchObject({ kind: 'document', quote: expect.stringContaining('12,300') });
    // Every source in one shape: its kind, address, title, date, locator and quote.
    for (const metric of metrics)
      expect(Object.keys(metric.sources[0]!).toSorted()).toEqual([
        'kind',
        'locator',
        'quote',
        'retrievedAt',
        'title',
        'url',
      ]);
  });

  it('quotes each certificate’s own list item', async () => {
    const codes: { name: string; sources: { quote?: string }[] }[] = (await section('voluntary-codes')).codes;
    const iso14001 = codes.find((code) => /14001/.test(code.name));
    expect(iso14001?.sources[0]?.quote).toBe('ISO 14001 environmental management in Bielefeld and Brno');
  });

  it('lists no group employees and no consumers among its stakeholders', async () => {
    const groups: { type: string; members: { name: string; description: string }[] }[] =
      await section('research-stakeholders');
    const text = JSON.stringify(groups);
    expect(text).not.toMatch(/14,200/);
    const customers = groups.find((group) => /customer/i.test(group.type));
    expect(customers?.members.map((entry) => entry.name) ?? []).not.toContain('Consumers');
  });
});
