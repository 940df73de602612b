import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each registration from its own address, so the per-IP limit only bites in the test about it. */
const register = (payload: unknown, remoteAddress = `10.1.0.${++ipCounter}`) =>
  t.request({ method: 'POST', url: '/api/auth/local/register', payload: payload as object, remoteAddress });

describe('POST /api/auth/local/register', () => {
  it('creates the account, normalises the e-mail, keeps the full name and signs the user in', async () => {
    const response = await register({
      username: 'adalovelace',
      email: '  Ada.Lovelace@Example.COM ',
      password: 'analytical-engine',
      fullName: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      username: 'adalovelace',
      email: 'ada.lovelace@example.com',
      fullName: 'Ada Lovelace',
      OrganizationSetupComplete: false,
      OnboardingComplete: false,
      role: { name: 'Authenticated' },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: body.jwt });
    expect(me.json().email).toBe('ada.lovelace@example.com');
  });

  it('stores the password as an argon2id hash', async () => {
    await register({ username: 'hashcheck', email: 'hash@example.com', password: 'a-long-password' });
    const result = await t.handle.db.execute(
      "SELECT password_hash FROM users WHERE email = 'hash@example.com'" as never,
    );
    const hash = (result as unknown as { rows: { password_hash: string }[] }).rows[0]!.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{}, 'Username is required; E-mail is required; Password is required'],
    [{ username: 'x', email: 'x@example.com' }, 'Password is required'],
    [{ username: 'x', email: 'not-an-email', password: 'long-enough' }, 'E-mail is not a valid address'],
    [
      { username: 'x', email: 'x@example.com', password: 'short' },
      'Password must be at least 8 characters long',
    ],
    [
      { username: 'has space', email: 'x@example.com', password: 'long-enough' },
      'Username cannot contain spaces or @',
    ],
    [{ username: 12, email: 'x@example.com', password: 'long-enough' }, 'Username is required'],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const before = await countRows(t, 'users');
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message },
    });
    expect(await countRows(t, 'users')).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/local/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
      remoteAddress: '10.1.1.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The request body is not valid JSON');
  });

  it('refuses an oversize body with 413 and stores nothing', async () => {
    const before = await countRows(t, 'users');
    const response = await register({
      username: 'big',
      email: 'big@example.com',
      password: 'long-enough',
      fullName: 'x'.repeat(200_000),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      name: 'PayloadTooLargeError',
      message: 'The request body is too large',
    });
    expect(await countRows(t, 'users')).toEqual(before);
  });

  it('refuses a second account with the same e-mail, in any case', async () => {
    const existing = await createUser(t, { email: 'taken@example.com' });
    const before = await countRows(t, 'users');
    const response = await register({
      username: 'other',
      email: 'TAKEN@example.com',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'An account with this e-mail already exists. Sign in instead.',
    );
    expect(await countRows(t, 'users')).toEqual(before);
    expect(existing.id).toBeGreaterThan(0);
  });

  it('refuses a chosen username that is taken', async () => {
    await createUser(t, { username: 'chosenname' });
    const before = await countRows(t, 'users');
    const response = await register({
      username: 'ChosenName',
      email: 'new1@example.com',
      password: 'long-enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This username is already taken');
    expect(await countRows(t, 'users')).toEqual(before);
  });

  it('gives a taken username derived from the full name a numeric suffix instead of refusing', async () => {
    await createUser(t, { username: 'janedoe' });
    const response = await register({
      username: 'janedoe',
      email: 'jane2@example.com',
      password: 'long-enough',
      fullName: 'Jane  Doe',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toMatch(/^janedoe\d{2,6}$/);
    expect(response.json().user.fullName).toBe('Jane  Doe');
  });

  it('allows 5 registrations an hour from one address, then answers 429', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) {
      const ok = await register(
        { username: `burst${i}`, email: `burst${i}@example.com`, password: 'long-enough' },
        address,
      );
      expect(ok.statusCode).toBe(200);
    }
    const before = await countRows(t, 'users');
    const limited = await register(
      { username: 'burst5', email: 'burst5@example.com', password: 'long-enough' },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ name: 'RateLimitError' });
    expect(limited.json().error.message).toMatch(
      /^Too many accounts were created from this address\. Please try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await countRows(t, 'users')).toEqual(before);
    const elsewhere = await register({
      username: 'burst6',
      email: 'burst6@example.com',
      password: 'long-enough',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
