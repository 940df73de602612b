import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { newDocumentId } from '../../db/ids.js';
import { clients } from '../../db/schema.js';
import { refreshSampleLogos } from './client-logo.js';
import { findLogo } from './find-logo.js';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO_ADDRESS = /^\/api\/logos\/files\/[a-f0-9]{64}\.png$/;

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let site: FixtureSite;
beforeAll(async () => {
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  bob = await createUser(t);
  await createOrganization(t, { owner: bob });
  site = await serveFixtureSite({
    '/': '<html><head><title>Logo Co</title><link rel="icon" href="/fake.png"><link rel="apple-touch-icon" sizes="180x180" href="/touch.png"></head><body><p>We make logos.</p></body></html>',
    '/touch.png': { body: PNG, type: 'image/png' },
    '/fake.png': { body: '<script>alert(1)</script>', type: 'image/png' },
  });
});
afterAll(async () => {
  await site.close();
  await t.close();
});

const createClient = (token: string, name: string) =>
  t.request({
    method: 'POST',
    url: '/api/clients',
    token,
    payload: { data: { Name: name, WebsiteUrl: `${site.url}/` } },
  });

describe('no logo look-up by domain', () => {
  it('answers the same whether or not some organization has a client on the domain, fetching nothing', async () => {
    const created = await createClient(alice.token, 'Logo Co');
    expect(created.statusCode).toBe(200);
    const asked = site.requests.length;
    const answers = [];
    for (const token of [undefined, bob.token]) {
      for (const domain of ['127.0.0.1', 'example.com']) {
        const response = await t.request({ method: 'GET', url: `/api/logos/${domain}`, token });
        // The answer may name the path asked for; apart from that it must be one and the same.
        answers.push({ status: response.statusCode, body: response.body.replaceAll(domain, '<domain>') });
      }
    }
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(site.requests.length).toBe(asked);
  });
});

describe('the logo is found when the website is read, and served by its content address', () => {
  let logoUrl: string;

  it('comes with the enrichment of the website', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/agent/company-enrichment',
      token: alice.token,
      payload: { domain: `${site.url}/` },
    });
    expect(response.statusCode).toBe(200);
    logoUrl = response.json().data.LogoUrl;
    expect(logoUrl).toMatch(LOGO_ADDRESS);
    expect(site.requests).toContain('/touch.png');
    expect(await countRows(t, 'logo_files')).toEqual({ logo_files: 1 });
  });

  it('is served to anyone, cached for a year, under a CSP that forbids scripts, without fetching', async () => {
    const asked = site.requests.length;
    const response = await t.request({ method: 'GET', url: logoUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(site.requests.length).toBe(asked);
  });

  it("is on the client record once the client's website is scraped, and only on that client's", async () => {
    const [mine] = (await t.request({ method: 'GET', url: '/api/org/clients', token: alice.token })).json()
      .data;
    expect(mine.LogoUrl).toBeNull();
    const scraped = await t.request({
      method: 'POST',
      url: `/api/agent/website-scrape/${mine.documentId}`,
      token: alice.token,
    });
    expect(scraped.statusCode).toBe(200);
    const read = await t.request({
      method: 'GET',
      url: `/api/clients?id=${mine.documentId}`,
      token: alice.token,
    });
    expect(read.json().data.LogoUrl).toBe(logoUrl);

    // Another organization's client on the same website has no logo until its own website is read.
    expect((await createClient(bob.token, 'Logo Co')).json().data.LogoUrl).toBeNull();
    const [theirs] = (await t.request({ method: 'GET', url: '/api/org/clients', token: bob.token })).json()
      .data;
    expect(theirs.LogoUrl).toBeNull();
    expect(await countRows(t, 'logo_files')).toEqual({ logo_files: 1 });
  });

  it.each([
    ['an unknown file', `/api/logos/files/${'0'.repeat(64)}.png`, 404],
    ['the right file under another extension', 'SAME.svg', 404],
    ['a name that is not a content address', '/api/logos/files/..%2Fsecret.png', 400],
  ])('answers %s with %s', async (_label, url, status) => {
    const address = url.startsWith('SAME') ? logoUrl.replace(/\.png$/, '.svg') : url;
    const response = await t.request({ method: 'GET', url: address });
    expect(response.statusCode).toBe(status);
  });
});

describe("the public samples' logos", () => {
  it('are looked for by the server, once, then read from the store', async () => {
    await t.db.insert(clients).values({
      documentId: newDocumentId(),
      name: 'Sample Co',
      websiteUrl: `${site.url}/`,
      domain: '127.0.0.1',
      sampleCompiledOn: '2026-01-15',
      sampleSlug: 'sample-co',
    });
    const before = await t.request({ method: 'GET', url: '/api/clients/public' });
    expect(before.json().data[0].LogoUrl).toBeNull();

    const deps = { db: t.db, fetchOptions: { allowLoopback: true } };
    expect(await refreshSampleLogos(deps)).toBe(1);
    const asked = site.requests.length;
    expect(await refreshSampleLogos(deps)).toBe(0);
    expect(site.requests.length).toBe(asked);

    const after = await t.request({ method: 'GET', url: '/api/clients/public' });
    expect(after.json().data[0].LogoUrl).toMatch(LOGO_ADDRESS);
    expect(site.requests.length).toBe(asked);
  });
});

describe('a site whose only icon is not really an image', () => {
  let fakeSite: FixtureSite;
  beforeAll(async () => {
    fakeSite = await serveFixtureSite({
      '/': '<html><head><link rel="icon" href="/x.png"></head></html>',
      '/x.png': { body: '<html>not an image</html>', type: 'image/png' },
    });
  });
  afterAll(() => fakeSite.close());

  it('finds no logo when the icon bytes are not an image', async () => {
    expect(await findLogo(`${fakeSite.url}/`, { allowLoopback: true })).toBeUndefined();
  });
});
