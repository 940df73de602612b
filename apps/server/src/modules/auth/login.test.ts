import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let alice: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t, {
    email: 'alice@example.com',
    username: 'AliceW',
    password: 'wonderland-rabbit',
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each attempt from its own address unless told, so the rate limit only bites in the tests about it. */
const login = (payload: unknown, remoteAddress = `10.2.0.${++ipCounter}`) =>
  t.request({ method: 'POST', url: '/api/auth/local', payload: payload as object, remoteAddress });

describe('POST /api/auth/local', () => {
  it.each([
    ['the e-mail', 'alice@example.com'],
    ['the e-mail in another case, with spaces', '  ALICE@Example.com '],
    ['the username', 'AliceW'],
    ['the username in another case', 'alicew'],
  ])('signs in with %s', async (_label, identifier) => {
    const response = await login({ identifier, password: 'wonderland-rabbit' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      id: alice.id,
      email: 'alice@example.com',
      username: 'AliceW',
      role: { name: 'Authenticated' },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: body.jwt });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(alice.id);
  });

  it.each([
    ['a wrong password', { identifier: 'alice@example.com', password: 'wonderland-rabbiT' }],
    ['a wrong password with the username', { identifier: 'AliceW', password: 'not-her-password' }],
    ['an unknown e-mail', { identifier: 'nobody@example.com', password: 'wonderland-rabbit' }],
    ['an unknown username', { identifier: 'nobody', password: 'wonderland-rabbit' }],
  ])('answers %s with the same 400 and no token', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Wrong e-mail or password' },
    });
  });

  it.each([
    [{}, 'E-mail or username is required; Password is required'],
    [{ identifier: 'alice@example.com' }, 'Password is required'],
    [{ password: 'wonderland-rabbit' }, 'E-mail or username is required'],
    [{ identifier: '   ', password: 'wonderland-rabbit' }, 'E-mail or username is required'],
    [{ identifier: 'alice@example.com', password: '' }, 'Password is required'],
    [{ identifier: 42, password: 'wonderland-rabbit' }, 'E-mail or username is required'],
  ])('refuses %j with a clear message', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message },
    });
  });

  it('refuses a blocked account even with the right password', async () => {
    const blocked = await createUser(t, { password: 'blocked-password' });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    const response = await login({ identifier: blocked.email, password: 'blocked-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
      message: 'This account has been blocked. Contact support.',
    });
  });

  it('allows 10 attempts per 15 minutes per address and identifier, then answers 429', async () => {
    await createUser(t, { username: 'ratelimited', password: 'the-right-password' });
    const address = '10.2.9.9';
    for (let i = 0; i < 10; i++) {
      // Mixed case: the identifier is counted case-insensitively, so changing case does not reset it.
      const identifier = i % 2 === 0 ? 'ratelimited' : 'RateLimited';
      const wrong = await login({ identifier, password: `wrong-${i}` }, address);
      expect(wrong.statusCode).toBe(400);
    }
    const before = await countRows(t, 'rate_limit_buckets', 'users');
    const limited = await login({ identifier: 'ratelimited', password: 'the-right-password' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().error.details).toEqual({ retryAfterSeconds: retryAfter });
    expect(await countRows(t, 'rate_limit_buckets', 'users')).toEqual(before);

    // Another identifier from the same address still works.
    const otherIdentifier = await login({ identifier: 'alicew', password: 'wonderland-rabbit' }, address);
    expect(otherIdentifier.statusCode).toBe(200);
    expect(otherIdentifier.json().user.id).toBe(alice.id);
    // The account itself has had its 10 failures: from another address it meets the account's ceiling
    // (account-limits.test.ts), and a password reset is its way out.
    const otherAddress = await login(
      { identifier: 'ratelimited', password: 'the-right-password' },
      '10.2.9.10',
    );
    expect(otherAddress.statusCode).toBe(429);
    expect(otherAddress.json().error.message).toMatch(/for this account\. .* or reset your password\.$/);
  });

  it('counts failed tries only: a successful sign-in starts the count afresh', async () => {
    await createUser(t, { username: 'officeworker', password: 'office-password' });
    const address = '10.2.8.8';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) {
        const wrong = await login({ identifier: 'officeworker', password: `typo-${i}` }, address);
        expect(wrong.statusCode).toBe(400);
      }
      const right = await login({ identifier: 'officeworker', password: 'office-password' }, address);
      expect(right.statusCode).toBe(200);
    }
  });
});
