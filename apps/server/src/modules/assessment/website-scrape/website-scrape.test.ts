import { websiteContextSchema } from '@impact/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { asModelProvider } from '../../../../test/mock-models.js';
import { CLIENT_MISSING_WEBSITE } from './routes.js';
import { readCompanyWebsite, scrapeCompanyWebsite } from './scrape-website.js';
import { companySitePages, mockSiteReader, serveRecordedSite, type RecordedSite } from './test-support.js';

const LOOPBACK = { UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' };
// Each page is parsed in the document reader's worker, which takes seconds to start on a busy machine:
// the limits are raised, nothing is timed.

async function appWithUser(providers?: NonNullable<Parameters<typeof createTestApp>[1]>['providers']) {
  const t = await createTestApp(LOOPBACK, { providers });
  const user = await createUser(t);
  await createOrganization(t, { owner: user });
  return { t, user };
}

async function createClient(t: TestApp, user: TestUser, WebsiteUrl?: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: `Client ${Math.random()}`, ...(WebsiteUrl ? { WebsiteUrl } : {}) } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; documentId: string };
}

const scrape = (t: TestApp, id: string | number, token?: string) =>
  t.request({ method: 'POST', url: `/api/agent/website-scrape/${id}`, ...(token ? { token } : {}) });

const clientView = async (t: TestApp, user: TestUser, id: number) =>
  (await t.request({ method: 'GET', url: `/api/clients?id=${id}`, token: user.token })).json().data;

/** The website read as the assessment reads it when no model is configured. */
const readWithoutModel = (t: TestApp, url: string) =>
  readCompanyWebsite(
    {
      config: t.config,
      providers: { model: { configured: false as const, reason: 'none' } },
      log: t.app.log,
    },
    url,
  );

const pathsOf = (urls: string[], origin: string) => urls.map((url) => url.slice(origin.length) || '/');

describe('POST /api/agent/website-scrape/:id without a model', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  let client: { id: number; documentId: string };
  let response: Awaited<ReturnType<typeof scrape>>;
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    ({ t, user } = await appWithUser());
    client = await createClient(t, user, site.url);
    // The Library's 'Repeat Website Scrape' calls it by documentId.
    response = await scrape(t, client.documentId, user.token);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('answers success with the Website Context, valid against the contract', () => {
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(websiteContextSchema.safeParse(body.data).success).toBe(true);
    expect(Date.parse(body.data.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads the home page and the most relevant sitemap pages, within the limit of ten', () => {
    const { pages, selectedLinks } = response.json().data;
    expect(pages).toHaveLength(10);
    expect(
      pathsOf(
        pages.map((page: { url: string }) => page.url),
        site.url,
      ),
    ).toEqual([
      '/',
      '/sustainability/climate',
      '/esg-report',
      '/sustainability',
      '/impact',
      '/community',
      '/about-us',
      '/careers',
      // Read last, when slots are left: the contact page for the office address, then a blog post.
      '/contact',
      '/blog/2024/03/new-delivery-vans',
    ]);
    expect(selectedLinks).toEqual(pages.slice(1).map((page: { url: string }) => page.url));
  });

  it('never reads irrelevant pages, pages of other sites, or what robots.txt forbids', () => {
    for (const path of ['/products/blue-widget', '/privacy', '/shop/cart', '/private-esg']) {
      expect(site.requested, path).not.toContain(path);
    }
    expect(JSON.stringify(response.json().data)).not.toContain('other.example');
    expect(site.requested).toEqual(
      expect.arrayContaining(['/robots.txt', '/sitemap_index.xml', '/sitemap-pages.xml']),
    );
  });

  it("keeps each page's readable text without menus and footers, and summarises it with its own sentences", () => {
    const sustainability = response
      .json()
      .data.pages.find((page: { url: string }) => page.url === `${site.url}/sustainability`);
    expect(sustainability).toEqual({
      title: 'Sustainability at Verdant',
      url: `${site.url}/sustainability`,
      content:
        'Sustainability at Verdant\n' +
        'We aim to reach net zero emissions across our value chain by 2040, validated by SBTi.\n' +
        'All of our packaging is recyclable and 60% is made from recycled material.',
      summary:
        'We aim to reach net zero emissions across our value chain by 2040, validated by SBTi. ' +
        'All of our packaging is recyclable and 60% is made from recycled material.',
    });
  });

  it('stores the section with its provenance, shown by GET /api/clients?id=', async () => {
    const view = await clientView(t, user, client.id);
    expect(view.WebsiteContext.data).toEqual(response.json().data);
    expect(view.WebsiteContext.provenance).toMatchObject({ method: 'extraction', provider: 'website' });
    expect(view.WebsiteContext.provenance.note).toMatch(
      /^Read http:\/\/127\.0\.0\.1:\d+\/, 3 sitemap file\(s\) and 9 of 11 linked page\(s\)\./,
    );
    expect(view.WebsiteContext.provenance.note).toContain('does not allow fetching /private-esg');
  });

  it('stores a new version on every repeat (numeric id accepted too)', async () => {
    expect((await scrape(t, client.id, user.token)).statusCode).toBe(200);
    const rows = await t.db.execute(
      sql`SELECT version FROM client_sections WHERE client_id = ${client.id} AND section_key = 'WebsiteContext' ORDER BY version`,
    );
    expect((rows as unknown as { rows: { version: number }[] }).rows.map((row) => row.version)).toEqual([
      1, 2,
    ]);
  });
});

describe('scrapeCompanyWebsite, as the assessment pipeline calls it', () => {
  it('honours the page limit it is given and stores the section', async () => {
    const site = await serveRecordedSite(companySitePages);
    const { t, user } = await appWithUser();
    try {
      const client = await createClient(t, user, site.url);
      const deps = {
        db: t.db,
        config: t.config,
        providers: { model: { configured: false as const, reason: 'none' } },
        log: t.app.log,
      };
      const result = await scrapeCompanyWebsite(deps, site.url, { clientId: client.id, maxPages: 3 });
      expect(
        pathsOf(
          result.data.pages.map((page) => page.url ?? ''),
          site.url,
        ),
      ).toEqual(['/', '/sustainability/climate', '/esg-report']);
      expect(result.version).toBe(1);
      expect((await clientView(t, user, client.id)).WebsiteContext.data).toEqual(result.data);
    } finally {
      await t.close();
      await site.close();
    }
  });
});

describe('a site without sitemap', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': `<html><head><title>Northwind</title></head><body><nav>
        <a href="/about">About</a><a href="/our-sustainability/">Our sustainability</a><a href="/jobs">Jobs</a>
        <a href="/contact">Contact</a><a href="/brochure.pdf">Sustainability brochure</a>
        <a href="https://elsewhere.example/esg">ESG partner</a></nav>
        <main><p>Northwind Advisory helps family businesses plan their succession.</p></main></body></html>`,
      '/about': '<main><p>Northwind Advisory was founded in 1994 in Antwerp, Belgium.</p></main>',
      '/our-sustainability': '<main><p>We offset the emissions of all business travel since 2019.</p></main>',
      '/jobs': '<main><p>We are hiring two junior advisers for our Antwerp office.</p></main>',
      '/contact': '<main><p>Call us on weekdays between nine and five o’clock.</p></main>',
    }));
    ({ t, user } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it("follows the home page's relevant links instead, and says no sitemap was found", async () => {
    const client = await createClient(t, user, site.url);
    const response = await scrape(t, client.id, user.token);
    expect(response.statusCode).toBe(200);
    const { pages } = response.json().data;
    // The contact page last: its address is the head office when no sentence names one.
    expect(
      pathsOf(
        pages.map((page: { url: string }) => page.url),
        site.url,
      ),
    ).toEqual(['/', '/our-sustainability', '/about', '/jobs', '/contact']);
    expect(site.requested).toContain('/sitemap.xml');
    expect(site.requested).not.toContain('/brochure.pdf');
    expect((await clientView(t, user, client.id)).WebsiteContext.provenance.note).toContain(
      'no sitemap (none found)',
    );
  });
});

describe('pages that cannot be read', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': `<html><body><a href="/sustainability">Sustainability</a><a href="/about">About</a>
        <main><p>Acme Logistics moves pallets across the Benelux with electric trucks.</p></main></body></html>`,
      '/sustainability': { status: 500, body: 'boom' },
      '/about': '<main><p>Acme Logistics was founded in 1987 and employs 90 drivers.</p></main>',
    }));
    ({ t, user } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('skips a dead page, keeps the others and notes what was skipped', async () => {
    const client = await createClient(t, user, site.url);
    const response = await scrape(t, client.id, user.token);
    expect(response.statusCode).toBe(200);
    expect(
      pathsOf(
        response.json().data.pages.map((page: { url: string }) => page.url),
        site.url,
      ),
    ).toEqual(['/', '/about']);
    expect((await clientView(t, user, client.id)).WebsiteContext.provenance.note).toContain(
      `Skipped ${site.url}/sustainability (${site.url}/sustainability answered with status 500)`,
    );
  });
});

describe('a site with nothing readable', () => {
  let site: RecordedSite;
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': '<html><body><div id="app"></div><script>render()</script></body></html>',
    }));
    ({ t, user } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('stores an honest empty section that says what was checked', async () => {
    const client = await createClient(t, user, site.url);
    const response = await scrape(t, client.documentId, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      generatedAt: expect.any(String),
      pages: [],
      selectedLinks: [],
    });
    const section = (await clientView(t, user, client.id)).WebsiteContext;
    expect(section.data.pages).toEqual([]);
    expect(section.lastUpdated).toEqual(expect.any(String));
    expect(section.provenance).toEqual({
      method: 'extraction',
      provider: 'website',
      note:
        `Read ${site.url}/, no sitemap (none found) and 0 of 0 linked page(s). ` +
        'No readable text was found on the home page or the 0 page(s) tried.',
    });
  });
});

describe('with a language model', () => {
  let site: RecordedSite;
  beforeAll(async () => (site = await serveRecordedSite(companySitePages)));
  afterAll(() => site.close());

  it('lets the model choose among the candidates and summarise each page', async () => {
    const model = mockSiteReader({
      choose: () => [`${site.url}/about-us`, `${site.url}/esg-report`, `${site.url}/about-us`],
      summary: (prompt) => `Model summary of ${/Page: ([^\\]+)\\n/.exec(prompt)?.[1]}.`,
    });
    const { t, user } = await appWithUser({ model: asModelProvider(model) });
    try {
      const client = await createClient(t, user, site.url);
      const response = await scrape(t, client.id, user.token);
      expect(response.statusCode).toBe(200);
      const { pages, selectedLinks } = response.json().data;
      expect(pages.map((page: { url: string; summary: string }) => [page.url, page.summary])).toEqual([
        [`${site.url}/`, 'Model summary of Verdant Foods | Plant-based meals.'],
        [`${site.url}/about-us`, 'Model summary of About Verdant Foods.'],
        [`${site.url}/esg-report`, 'Model summary of ESG report 2024.'],
      ]);
      expect(selectedLinks).toEqual([`${site.url}/about-us`, `${site.url}/esg-report`]);
      const choice = JSON.stringify(
        model.doGenerateCalls.find((call) => JSON.stringify(call.prompt).includes('Candidate pages'))!.prompt,
      );
      expect(choice).toContain(`${site.url}/sustainability — Sustainability`);
      expect(choice).toContain('Choose at most 9 pages');
      for (const path of ['/privacy', '/shop/cart', 'other.example']) expect(choice).not.toContain(path);
      const view = await clientView(t, user, client.id);
      expect(view.WebsiteContext.provenance).toMatchObject({
        method: 'llm',
        provider: 'openai',
        model: 'mock-model',
      });
    } finally {
      await t.close();
    }
  });

  it('summarises the home page while the model is still choosing the other pages', async () => {
    // The choice is answered only once the home page's summary has been asked for: a reading that
    // summarised only after choosing and reading would wait here for ever.
    let homeSummaryAsked!: () => void;
    const homeAsked = new Promise<void>((resolve) => (homeSummaryAsked = resolve));
    const model = mockSiteReader({
      choose: async () => {
        await homeAsked;
        return [`${site.url}/about-us`];
      },
      summary: (prompt) => {
        if (prompt.includes(`Address: ${site.url}/\\n`)) homeSummaryAsked();
        return 'A summary.';
      },
    });
    const { t, user } = await appWithUser({ model: asModelProvider(model) });
    try {
      const client = await createClient(t, user, site.url);
      const response = await scrape(t, client.id, user.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.pages.map((page: { url: string }) => page.url)).toEqual([
        `${site.url}/`,
        `${site.url}/about-us`,
      ]);
    } finally {
      await t.close();
    }
  });

  it('asks for the summaries of all the pages read at once, not a few at a time', async () => {
    // Every summary of a page other than the home page waits until all nine have been asked for.
    const others = 9;
    let asked = 0;
    let allAsked!: () => void;
    const together = new Promise<void>((resolve) => (allAsked = resolve));
    const model = mockSiteReader({
      choose: null,
      summary: async (prompt) => {
        if (prompt.includes(`Address: ${site.url}/\\n`)) return 'The home page.';
        if (++asked === others) allAsked();
        await together;
        return 'A page.';
      },
    });
    const { t, user } = await appWithUser({ model: asModelProvider(model) });
    try {
      const client = await createClient(t, user, site.url);
      const response = await scrape(t, client.id, user.token);
      expect(response.statusCode).toBe(200);
      const summaries = response.json().data.pages.map((page: { summary: string }) => page.summary);
      expect(summaries).toEqual(['The home page.', ...Array<string>(others).fill('A page.')]);
    } finally {
      await t.close();
    }
  });

  it('falls back to choosing by address and to extractive summaries when the model answers badly', async () => {
    const model = mockSiteReader({ choose: () => ['https://invented.example/esg'], summary: null });
    const { t, user } = await appWithUser({ model: asModelProvider(model) });
    try {
      const client = await createClient(t, user, site.url);
      const response = await scrape(t, client.id, user.token);
      expect(response.statusCode).toBe(200);
      const { pages } = response.json().data;
      expect(pages).toHaveLength(10);
      expect(pages[1]).toMatchObject({
        url: `${site.url}/sustainability/climate`,
        summary: 'Our scope 1 and 2 carbon emissions fell by 35% between 2019 and 2024.',
      });
      const { provenance } = (await clientView(t, user, client.id)).WebsiteContext;
      expect(provenance).toMatchObject({ method: 'extraction', provider: 'website' });
      expect(provenance.note).toContain(
        'The language model could not choose the pages (The language model (openai mock-model) answered, but its answer did not match the expected shape',
      );
      expect(provenance.note).toContain('The language model could not summarise 10 page(s)');
    } finally {
      await t.close();
    }
  });
});

describe('refused requests', () => {
  let t: TestApp;
  let user: TestUser;
  let site: RecordedSite;
  let client: { id: number; documentId: string };
  beforeAll(async () => {
    site = await serveRecordedSite(companySitePages);
    ({ t, user } = await appWithUser());
    client = await createClient(t, user, site.url);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const unchanged = async (send: () => ReturnType<typeof scrape>, status: number, message: string) => {
    const before = await countRows(t, 'client_sections', 'rate_limit_buckets');
    const requestsBefore = site.requested.length;
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'client_sections', 'rate_limit_buckets')).toEqual(before);
    expect(site.requested.length).toBe(requestsBefore);
  };

  it('401 when signed out', () =>
    unchanged(
      () => scrape(t, client.id),
      401,
      'Authentication required: send an Authorization: Bearer <token> header',
    ));

  it('404 for an unknown id or documentId', async () => {
    await unchanged(() => scrape(t, 987654, user.token), 404, 'Client not found');
    await unchanged(() => scrape(t, 'no-such-client', user.token), 404, 'Client not found');
  });

  it('400 for an id longer than any id', () =>
    unchanged(() => scrape(t, 'x'.repeat(65), user.token), 400, 'The client id is too long'));

  it("404 for another organization's client, by id and by documentId", async () => {
    const stranger = await createUser(t);
    await createOrganization(t, { owner: stranger });
    await unchanged(() => scrape(t, client.id, stranger.token), 404, 'Client not found');
    await unchanged(() => scrape(t, client.documentId, stranger.token), 404, 'Client not found');
  });

  it('404 for a signed-in user without an organization', async () => {
    const loner = await createUser(t);
    await unchanged(() => scrape(t, client.id, loner.token), 404, 'Client not found');
  });

  it('400 when the client has no website', async () => {
    const withoutWebsite = await createClient(t, user);
    await unchanged(() => scrape(t, withoutWebsite.id, user.token), 400, CLIENT_MISSING_WEBSITE);
  });

  it("502 with the fetcher's message when the home page cannot be read, storing nothing", async () => {
    const down = await serveRecordedSite(() => ({ '/': { status: 503, body: 'down for maintenance' } }));
    try {
      const broken = await createClient(t, user, down.url);
      const before = await countRows(t, 'client_sections');
      const response = await scrape(t, broken.id, user.token);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(`${down.url}/ answered with status 503`);
      expect(await countRows(t, 'client_sections')).toEqual(before);
    } finally {
      await down.close();
    }
  });

  it("400 with the fetcher's message for a website on a private network", async () => {
    const internal = await createClient(t, user, 'http://10.1.2.3/');
    const before = await countRows(t, 'client_sections');
    const response = await scrape(t, internal.id, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Refused to fetch http://10.1.2.3/: the address 10.1.2.3 is a private or reserved network address',
    );
    expect(await countRows(t, 'client_sections')).toEqual(before);
  });
});

const paragraphs = (count: number, text: string) =>
  Array.from({ length: count }, (_, index) => `<p>${text} (${index + 1})</p>`).join('');

describe('a report published as a web page', () => {
  let site: RecordedSite;
  let t: TestApp;
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': `<html><head><title>Albaretto Hotels</title></head><body><nav><a href="/chi-siamo">Chi siamo</a>
        <a href="/it/rapporto-esg-2025">Rapporto ESG 2025</a></nav>
        <main><p>Albaretto Hotels runs six family hotels on the shores of Lake Garda.</p></main></body></html>`,
      '/chi-siamo': `<main><h1>Chi siamo</h1>${paragraphs(120, 'Accogliamo i nostri ospiti come in famiglia, stagione dopo stagione.')}</main>`,
      '/it/rapporto-esg-2025': `<main><h1>Rapporto ESG 2025</h1>${paragraphs(160, 'Nel 2025 abbiamo ridotto i consumi di acqua delle cucine e delle lavanderie.')}
        <h2>Profilo aziendale</h2><p>Albaretto Hotels è stata fondata nel 1961 a Sirmione.</p></main>`,
    }));
    ({ t } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('keeps as much of it as of a linked PDF, while a long page is cut as before', async () => {
    const reading = await readWithoutModel(t, site.url);
    const content = (path: string) =>
      reading.data.pages.find((page) => page.url === `${site.url}${path}`)?.content ?? '';
    expect(content('/it/rapporto-esg-2025')).toContain(
      'Albaretto Hotels è stata fondata nel 1961 a Sirmione.',
    );
    expect(content('/it/rapporto-esg-2025').length).toBeGreaterThan(6000);
    expect(content('/chi-siamo').length).toBeLessThanOrEqual(6000);
  });
});

describe('the home page links that found no slot', () => {
  let site: RecordedSite;
  let t: TestApp;
  const menu: [string, string][] = [
    ['/esg-data', 'ESG data'],
    ['/sustainability', 'Sustainability'],
    ['/climate', 'Climate'],
    ['/community', 'Community'],
    ['/stakeholders', 'Our stakeholders'],
    ['/modern-slavery', 'Modern slavery'],
    ['/about', 'About us'],
    ['/accreditations', 'Accreditations'],
    ['/find-a-branch', 'Find a branch'],
    ['/quality', 'Quality'],
    ['/news', 'News'],
  ];
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': `<html><head><title>Brackenmoor Mutual</title></head><body><nav>
        ${menu.map(([path, text]) => `<a href="${path}">${text}</a>`).join('')}</nav>
        <main><p>Brackenmoor Mutual offers savings and mortgages in Cumbria.</p></main></body></html>`,
      ...Object.fromEntries(
        menu.map(([path, text]) => [
          path,
          `<main><h1>${text}</h1><p>What we say about ${text.toLowerCase()}.</p></main>`,
        ]),
      ),
    }));
    ({ t } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('reads the branch finder, the accreditations and the quality page in the slots left for sub-pages, not the news', async () => {
    const reading = await readWithoutModel(t, site.url);
    const read = pathsOf(
      reading.data.pages.map((page) => page.url ?? ''),
      site.url,
    );
    // A quality page ranks as a certificates page does: it holds the management systems.
    expect(read).toHaveLength(8 + 3);
    expect(read).toEqual(expect.arrayContaining(['/find-a-branch', '/accreditations', '/quality']));
    expect(site.requested).not.toContain('/news');
  });
});

describe("a section's own sub-pages, one link further than the home page", () => {
  let site: RecordedSite;
  let t: TestApp;
  beforeAll(async () => {
    site = await serveRecordedSite(() => ({
      '/': `<html><head><title>Harrowgate Garden Centres</title></head><body><nav>
        <a href="/about">About us</a><a href="/sustainability">Sustainability</a></nav>
        <main><p>Harrowgate runs nine garden centres in Yorkshire.</p></main></body></html>`,
      '/about': `<main><h1>About us</h1><p>Harrowgate was founded in 1971 in Harrogate.</p>
        <a href="/about/locations">Our locations</a><a href="/about/news/summer-fair">Summer fair</a></main>`,
      '/sustainability': `<main><h1>Sustainability</h1><p>We grow our own bedding plants.</p>
        <a href="/sustainability/report-2025-26">Sustainability report 2025/26</a>
        <a href="/sustainability/report-2025-26/print">Report 2025/26 (print version)</a>
        <a href="/jobs">Work with us</a><a href="/">Home</a><a href="/about">About us</a></main>`,
      '/about/locations':
        '<main><h1>Our locations</h1><p>Our centres are in Harrogate, Ripon and Thirsk.</p></main>',
      '/about/news/summer-fair': '<main><p>Our summer fair returns on 12 July.</p></main>',
      '/sustainability/report-2025-26': `<main><h1>Sustainability report 2025/26</h1>
        <p>We generated 1,870 tonnes of operational waste in FY2025/26, of which 81% was recycled.</p></main>`,
      '/sustainability/report-2025-26/print': '<main><p>Printable version.</p></main>',
      '/jobs': '<main><p>We are hiring seasonal staff.</p></main>',
    }));
    ({ t } = await appWithUser());
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('reads the sub-pages that promise as much as a report or locations page, not news or jobs', async () => {
    const reading = await readWithoutModel(t, site.url);
    const read = pathsOf(
      reading.data.pages.map((page) => page.url ?? ''),
      site.url,
    );
    expect(read.slice(0, 3)).toEqual(['/', '/sustainability', '/about']);
    expect(read).toEqual(
      expect.arrayContaining([
        '/sustainability/report-2025-26',
        '/about/locations',
        '/sustainability/report-2025-26/print',
      ]),
    );
    expect(read).not.toContain('/about/news/summer-fair');
    expect(read).not.toContain('/jobs');
    expect(site.requested).not.toContain('/about/news/summer-fair');
    expect(reading.documents.map((document) => document.url ?? '')).toContain(`${site.url}/about/locations`);
  });
});
