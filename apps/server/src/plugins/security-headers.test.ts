import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { securityHeadersOf } from './security-headers.js';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
};

let plain: Server;
let t: TestApp;
beforeAll(async () => {
  // Helmet as middleware on a bare Node server: what it sets on a real answer.
  const middleware = helmet(OPTIONS);
  plain = createServer((request, response) => middleware(request, response, () => response.end('ok')));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  t = await createTestApp();
});
afterAll(async () => {
  await new Promise<void>((resolve) => plain.close(() => resolve()));
  await t.close();
});

const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  it('are the ones Helmet sets itself for the same options', async () => {
    const response = await fetch(`http://127.0.0.1:${(plain.address() as AddressInfo).port}/`);
    const expected = Object.fromEntries(HELMET_HEADERS.map((name) => [name, response.headers.get(name)]));
    expect(Object.values(expected).every((value) => value !== null)).toBe(true);
    expect(securityHeadersOf(OPTIONS)).toEqual(expected);
  });

  it('go out on API answers, errors and unknown addresses alike', async () => {
    for (const url of ['/api/health', '/api/clients/search?q=x', '/api/no-such-route']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security'], url).toBeDefined();
    }
  });
});
