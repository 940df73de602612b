import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { serveFixtureSite, type FixtureSite } from '../../../test/fixture-site.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let user: TestUser;
let site: FixtureSite;
beforeAll(async () => {
  t = await createTestApp({ UNSAFE_FETCH_ALLOW_LOOPBACK: 'true' });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  site = await serveFixtureSite({
    '/': '<html><head><link rel="icon" href="/fake.png"><link rel="apple-touch-icon" sizes="180x180" href="/touch.png"></head><body></body></html>',
    '/touch.png': { body: PNG, type: 'image/png' },
    '/fake.png': { body: '<script>alert(1)</script>', type: 'image/png' },
  });
  await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: 'Logo Co', WebsiteUrl: `${site.url}/` } },
  });
});
afterAll(async () => {
  await site.close();
  await t.close();
});

describe('GET /api/logos/:domain', () => {
  it("serves the client's touch icon from its website, under a CSP that forbids scripts", async () => {
    const response = await t.request({ method: 'GET', url: '/api/logos/127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers from the cache once found, without fetching again', async () => {
    expect(await countRows(t, 'logos')).toEqual({ logos: 1 });
    const again = await t.request({ method: 'GET', url: '/api/logos/127.0.0.1' });
    expect(again.statusCode).toBe(200);
    expect(await countRows(t, 'logos')).toEqual({ logos: 1 });
  });

  it('never fetches a domain that is not one of our clients', async () => {
    const response = await t.request({ method: 'GET', url: '/api/logos/example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No logo for this domain');
    expect(await countRows(t, 'logos')).toEqual({ logos: 1 });
  });

  it('refuses what is not a domain', async () => {
    const response = await t.request({ method: 'GET', url: '/api/logos/not%20a%20domain' });
    expect(response.statusCode).toBe(400);
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

  it('finds no logo when the icon bytes are not an image (the route then answers 404)', async () => {
    const { findLogo } = await import('./find-logo.js');
    expect(await findLogo(`${fakeSite.url}/`, { allowLoopback: true })).toBeUndefined();
  });
});
