import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PUBLIC_ROUTES, routeKey } from './route-access.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every route the app serves, one per method; HEAD is the GET route's, checked with it. */
const servedRoutes = () =>
  t.app.routeCatalog.routes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => ({ ...route, key: routeKey(route.method, route.url) }));

/** A concrete address for a route pattern: each parameter or wildcard replaced by a placeholder. */
const addressOf = (url: string) => url.replace(/:[A-Za-z]+/g, 'placeholder').replace('*', 'placeholder');

describe('every route', () => {
  it('is either listed as public or registered in the authenticated scope', () => {
    const unguarded = servedRoutes()
      .filter(
        (route) => !(route.key in PUBLIC_ROUTES) && !t.app.routeCatalog.authenticatedScope.has(route.key),
      )
      .map((route) => route.key);
    expect(unguarded).toEqual([]);
  });

  it('lists as public only routes that exist', () => {
    const served = new Set(servedRoutes().map((route) => route.key));
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !served.has(key))).toEqual([]);
  });

  it('answers 401 without a token unless it is public, before reading the body', async () => {
    const answers: string[] = [];
    for (const route of servedRoutes().filter(({ key }) => !(key in PUBLIC_ROUTES))) {
      const response = await t.request({
        method: route.method as 'GET',
        url: addressOf(route.url),
        // A body no route would accept: the 401 must come before it is validated.
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
      });
      if (response.statusCode !== 401) answers.push(`${route.key}: ${response.statusCode}`);
      else expect(response.json().error.name).toBe('UnauthorizedError');
    }
    expect(answers).toEqual([]);
  });

  it('answers each public route without a token', async () => {
    const refused: string[] = [];
    for (const route of servedRoutes().filter(({ key }) => key in PUBLIC_ROUTES)) {
      const response = await t.request({
        method: route.method as 'GET',
        url: addressOf(route.url),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      // A placeholder may name nothing (404) or be malformed (400): what matters is no 401 and no 5xx.
      if (response.statusCode === 401 || response.statusCode >= 500) {
        refused.push(`${route.key}: ${response.statusCode}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('still refuses a bad token on a visitor route, and ignores a stale one where signing in', async () => {
    const visitor = await t.request({ method: 'GET', url: '/api/clients?id=1', token: 'not-a-token' });
    expect(visitor.statusCode).toBe(401);
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/local',
      token: 'not-a-token',
      payload: { identifier: 'nobody@example.com', password: 'wrong password' },
    });
    expect(signIn.statusCode).toBe(400);
  });
});
