import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxMailFile, resetLinkIn } from '../../../test/mail.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every request from an address of its own: only the account's ceiling can refuse it. */
let ipCounter = 0;
const freshAddress = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const login = (identifier: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password },
    remoteAddress: freshAddress(),
  });

const CEILING_MESSAGE =
  'Too many sign-in attempts for this account. Try again in 15 minutes or reset your password.';

/** Ten failed sign-ins from ten addresses, by e-mail and username in mixed case. */
async function failTenTimes(identifiers: string[]) {
  for (let i = 0; i < 10; i++) {
    const response = await login(identifiers[i % identifiers.length]!, `wrong-guess-${i}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Wrong e-mail or password');
  }
}

describe('the sign-in ceiling of an account, across addresses', () => {
  it('refuses the 11th try within 15 minutes from any address, the right password included', async () => {
    const user = await createUser(t, { username: 'Manyaddresses', password: 'the-right-password' });
    await failTenTimes([user.email, 'manyaddresses', user.email.toUpperCase(), 'MANYADDRESSES']);

    const before = await countRows(t, 'users', 'password_reset_codes');
    const limited = await login(user.email, 'the-right-password');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'RateLimitError',
        message: CEILING_MESSAGE,
        details: { retryAfterSeconds: retryAfter },
      },
    });
    expect((await login('manyaddresses', 'the-right-password')).statusCode).toBe(429);
    expect(await countRows(t, 'users', 'password_reset_codes')).toEqual(before);

    // Another account is not affected.
    const other = await createUser(t, { password: 'other-password' });
    expect((await login(other.email, 'other-password')).statusCode).toBe(200);
  });

  it('answers an unknown identifier exactly as an existing account, ceiling included', async () => {
    const user = await createUser(t, { username: 'realperson', password: 'real-password' });
    await failTenTimes([user.email]);
    await failTenTimes(['ghost@example.com', 'GHOST@example.com', ' Ghost@Example.COM ']);

    const existing = await login(user.email, 'real-password');
    const unknown = await login('ghost@example.com', 'real-password');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body.replace(/\d+/g, 'N')).toBe(existing.body.replace(/\d+/g, 'N'));
    expect(Object.keys(unknown.headers).toSorted()).toEqual(Object.keys(existing.headers).toSorted());
  });

  it('counts failures only: a successful sign-in starts the count afresh', async () => {
    const user = await createUser(t, { password: 'sometimes-typed-right' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await login(user.email, `typo-${i}`)).statusCode).toBe(400);
      expect((await login(user.email, 'sometimes-typed-right')).statusCode).toBe(200);
    }
  });

  it('never blocks the way out: the reset mail is sent, and the reset clears the count', async () => {
    const user = await createUser(t, { username: 'lockedout', password: 'forgotten-password' });
    await failTenTimes([user.email, 'lockedout']);
    expect((await login(user.email, 'forgotten-password')).statusCode).toBe(429);

    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const code = resetLinkIn(await outboxMailFile(t, user.email)).searchParams.get('code')!;
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, password: 'a-fresh-password', passwordConfirmation: 'a-fresh-password' },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(200);

    const signedIn = await login('lockedout', 'a-fresh-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
  });
});
