import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const INDEX_HTML = '<!doctype html><html><body><div id="root">Impact Studio test shell</div></body></html>';
const APP_JS = 'console.log("impact studio bundle");';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'impact-web-dist-'));
  const dist = path.join(webRoot, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'app.js'), APP_JS);
  // Beside the served folder, never reachable through it.
  writeFileSync(path.join(webRoot, 'secret.txt'), 'do not serve me');
  t = await createTestApp({}, { webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', modelFallbacks: { total: 0 } });
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document listing the API routes', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('Impact Studio API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/local',
        '/api/auth/local/register',
        '/api/users/me',
        '/api/users/{id}',
        '/api/organizations',
        '/api/organizations/{documentId}',
        '/api/health',
      ]),
    );
    // Built from the zod schemas: the login body's fields are documented.
    const loginBody = document.paths['/api/auth/local'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(loginBody.properties)).toEqual(['identifier', 'password']);
    expect(document.paths['/api/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the documentation page', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/api/users/me/nothing'],
    ['DELETE', '/api/organizations'],
  ] as const)('answers %s %s with a JSON 404, not the web app', async (method, url) => {
    const response = await t.request({ method, url: `${url}?x=1` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: `No route for ${method} ${url}` },
    });
  });

  it('answers a POST outside /api with a JSON 404', async () => {
    const response = await t.request({ method: 'POST', url: '/nowhere', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ status: 404, message: 'No route for POST /nowhere' });
  });
});

describe('the web app', () => {
  it.each([
    '/',
    '/some/client/route',
    '/clients/abc123?tab=report',
    '/reset-password?code=x',
    '/client/Booking.com',
  ])('answers %s with index.html so the browser router can show the page', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_JS);
  });

  it('answers a missing build file with 404, not with the page', async () => {
    for (const url of ['/assets/old-build.js', '/assets/old-build.css', '/favicon.svg']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(`No route for GET ${url}`);
    }
  });

  it('serves files added after start (a rebuild needs no restart)', async () => {
    writeFileSync(path.join(webRoot, 'dist', 'assets', 'rebuilt.js'), 'console.log("rebuilt")');
    const response = await t.request({ method: 'GET', url: '/assets/rebuilt.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("rebuilt")');
  });

  it('sends the security headers with the page', async () => {
    const response = await t.request({ method: 'GET', url: '/some/client/route' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never serves a file outside the web app folder', async () => {
    for (const url of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.body).not.toContain('do not serve me');
    }
  });
});

describe('without a built web app', () => {
  let apiOnly: TestApp;
  beforeAll(async () => {
    apiOnly = await createTestApp({}, { webDistDir: path.join(os.tmpdir(), 'impact-no-such-dist') });
  });
  afterAll(() => apiOnly.close());

  it('answers paths outside /api with a JSON 404', async () => {
    const response = await apiOnly.request({ method: 'GET', url: '/some/client/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No route for GET /some/client/route');
  });
});
