import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { craftJwt, nowSeconds, sessionJwt } from '../../test/jwt.js';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const me = (authorization?: string) =>
  t.request({
    method: 'GET',
    url: '/api/users/me',
    headers: authorization === undefined ? {} : { authorization },
  });

async function expect401(authorization: string | undefined, message: string) {
  const response = await me(authorization);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    data: null,
    error: { status: 401, name: 'UnauthorizedError', message },
  });
}

/** Flips one character of a base64url segment to another valid one. */
const flip = (segment: string) => (segment[0] === 'A' ? 'B' : 'A') + segment.slice(1);

describe('bearer tokens on GET /api/users/me', () => {
  it('accepts the token the app signed and a well-formed hand-made one', async () => {
    const signed = await me(`Bearer ${user.token}`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().id).toBe(user.id);
    // The hand-made tokens below differ from this one only in what each test breaks.
    const crafted = await me(`Bearer ${sessionJwt(user.id)}`);
    expect(crafted.statusCode).toBe(200);
    expect(crafted.json().id).toBe(user.id);
    // The scheme is case-insensitive, as HTTP auth schemes are.
    expect((await me(`bearer ${user.token}`)).statusCode).toBe(200);
  });

  it('refuses a request without an Authorization header', async () => {
    await expect401(undefined, 'Authentication required: send an Authorization: Bearer <token> header');
  });

  it.each(['Basic x', 'Bearer', 'Bearer ', `Token ${'x'.repeat(20)}`, 'Bearer two parts'])(
    'refuses the malformed header %j',
    async (header) => {
      await expect401(header, 'The Authorization header must be "Bearer <token>"');
    },
  );

  it.each([
    ['garbage', 'not-a-jwt'],
    ['three garbage segments', 'aaa.bbb.ccc'],
    ['an empty-looking token', '..'],
  ])('refuses %s as an invalid token', async (_label, token) => {
    await expect401(`Bearer ${token}`, 'Invalid token');
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature] = user.token.split('.');
    await expect401(`Bearer ${header}.${payload}.${flip(signature!)}`, 'Invalid token');
  });

  it("refuses a token whose payload was changed to another user's id", async () => {
    const other = await createUser(t);
    const [header, , signature] = user.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ id: other.id, iat: nowSeconds(), exp: nowSeconds() + 3600 }),
    ).toString('base64url');
    await expect401(`Bearer ${header}.${forged}.${signature}`, 'Invalid token');
  });

  it('refuses a token signed with another secret', async () => {
    const token = craftJwt(
      { id: user.id, iat: nowSeconds(), exp: nowSeconds() + 3600 },
      { secret: 'another-secret-that-is-also-long-enough-for-hs256' },
    );
    await expect401(`Bearer ${token}`, 'Invalid token');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = craftJwt(
      { id: user.id, iat: nowSeconds(), exp: nowSeconds() + 3600 },
      { header: { alg: 'none', typ: 'JWT' } },
    );
    const [header, payload] = unsigned.split('.');
    await expect401(`Bearer ${header}.${payload}.`, 'Invalid token');
  });

  it('refuses an expired token with a message saying so', async () => {
    const token = craftJwt({ id: user.id, iat: nowSeconds() - 7200, exp: nowSeconds() - 60 });
    await expect401(`Bearer ${token}`, 'Your session has expired. Please sign in again.');
  });

  it('refuses a correctly signed token without an expiry', async () => {
    await expect401(`Bearer ${craftJwt({ id: user.id, iat: nowSeconds() })}`, 'Invalid token');
  });

  it.each([
    ['without iat', () => ({ id: user.id, exp: nowSeconds() + 3600 })],
    ['without id', () => ({ iat: nowSeconds(), exp: nowSeconds() + 3600 })],
    ['with a string id', () => ({ id: String(user.id), iat: nowSeconds(), exp: nowSeconds() + 3600 })],
  ])('refuses a correctly signed token %s', async (_label, payload) => {
    await expect401(`Bearer ${craftJwt(payload())}`, 'Invalid token');
  });

  it('refuses the token of a deleted user', async () => {
    const doomed = await createUser(t);
    expect((await me(`Bearer ${doomed.token}`)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, doomed.id));
    await expect401(`Bearer ${doomed.token}`, 'This account no longer exists or has been blocked');
  });

  it('refuses the token of a blocked user', async () => {
    const blocked = await createUser(t);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
    await expect401(`Bearer ${blocked.token}`, 'This account no longer exists or has been blocked');
  });

  it('refuses a token issued before the password was changed, and accepts one issued after', async () => {
    const changed = await createUser(t);
    const before = sessionJwt(changed.id, 120);
    expect((await me(`Bearer ${before}`)).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ passwordChangedAt: sql`now() - interval '60 seconds'` })
      .where(eq(users.id, changed.id));
    await expect401(`Bearer ${before}`, 'Your password was changed. Please sign in again.');
    const after = await me(`Bearer ${sessionJwt(changed.id, 30)}`);
    expect(after.statusCode).toBe(200);
    expect(after.json().id).toBe(changed.id);
  });
});
