import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetCodes, users } from '../../db/schema.js';
import { countRows, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessionJwt } from '../../../test/jwt.js';
import { resetLinkIn, settledOutboxRow } from '../../../test/mail.js';
import { waitFor } from '../../../test/wait.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;
const forgot = (email: string, remoteAddress = nextIp()) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: payload as object,
    remoteAddress: nextIp(),
  });
const login = (identifier: string, password: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/local',
    payload: { identifier, password },
    remoteAddress: nextIp(),
  });

const outboxDir = () => path.join(t.dataDir, 'outbox');
const emlFiles = () => {
  try {
    return readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

/** Asks for a reset link and reads the code from the .eml file the outbox wrote. */
async function requestCode(email: string): Promise<string> {
  const before = new Set(emlFiles());
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  // The new file addressed to `email`: a mail of another test may land at the same time.
  const mail = await waitFor(async () => {
    for (const name of emlFiles().filter((file) => !before.has(file))) {
      const content = readFileSync(path.join(outboxDir(), name), 'utf8');
      if (content.includes(`\nTo: ${email}\n`)) return content;
    }
    return undefined;
  }, `an .eml for ${email}`);
  return resetLinkIn(mail).searchParams.get('code')!;
}

const passwordHashOf = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;

describe('POST /api/auth/forgot-password without SMTP', () => {
  it('answers ok, writes the mail with the reset link to an .eml file and records it without the link', async () => {
    const user = await createUser(t, { email: 'reset-me@example.com', fullName: 'Reset Me' });
    const before = new Set(emlFiles());
    const response = await forgot('  Reset-Me@Example.com ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const row = await settledOutboxRow(t, 'reset-me@example.com');
    expect(row).toMatchObject({
      status: 'logged',
      subject: 'Reset your Impact Studio password',
      error: null,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.textBody).toContain('Hello Reset Me,');
    // The table keeps the text without the link: whoever reads it could otherwise take the account.
    expect(row.textBody).toContain('\nhttp://app.test/[link removed]\n');
    expect(row.textBody).not.toContain('code=');

    const files = emlFiles().filter((name) => !before.has(name));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir(), files[0]!), 'utf8');
    expect(eml).toMatch(/^To: reset-me@example\.com$/m);
    expect(eml).toMatch(/^Subject: Reset your Impact Studio password$/m);
    const link = resetLinkIn(eml);
    expect(link.origin + link.pathname).toBe('http://app.test/reset-password');
    expect(link.searchParams.get('code')).toMatch(/^[\w-]{43}$/);

    const codes = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(codes).toHaveLength(1);
    // Only the hash of the code is stored.
    expect(codes[0]!.codeHash).not.toContain(link.searchParams.get('code'));
  });

  it('gives an unknown e-mail the identical answer and sends nothing', async () => {
    const known = await createUser(t);
    const before = await countRows(t, 'mail_outbox', 'password_reset_codes');
    const filesBefore = emlFiles().length;

    const unknownAnswer = await forgot('nobody-here@example.com');
    const knownAnswer = await forgot(known.email);
    expect(unknownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.json()).toEqual({ ok: true });
    expect(unknownAnswer.statusCode).toBe(knownAnswer.statusCode);
    expect(unknownAnswer.body).toBe(knownAnswer.body);

    await settledOutboxRow(t, known.email);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'nobody-here@example.com'));
    expect(rows).toEqual([]);
    // Only the known address produced a code, a mail and a file.
    const after = await countRows(t, 'mail_outbox', 'password_reset_codes');
    expect(after).toEqual({
      mail_outbox: before.mail_outbox! + 1,
      password_reset_codes: before.password_reset_codes! + 1,
    });
    expect(emlFiles()).toHaveLength(filesBefore + 1);
  });

  it.each([
    [{}, 'E-mail is required'],
    [{ email: 'not-an-email' }, 'E-mail is not a valid address'],
  ])('refuses %j and sends nothing', async (payload, message) => {
    const before = await countRows(t, 'mail_outbox', 'password_reset_codes');
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await countRows(t, 'mail_outbox', 'password_reset_codes')).toEqual(before);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the user in and ends the sessions issued before', async () => {
    const user = await createUser(t, { password: 'the-old-password' });
    // A session from before the reset (issued a while ago, as any real one would be).
    const oldSession = sessionJwt(user.id, 60);
    expect((await t.request({ method: 'GET', url: '/api/users/me', token: oldSession })).statusCode).toBe(
      200,
    );

    const code = await requestCode(user.email);
    const response = await reset({
      code,
      password: 'the-new-password',
      passwordConfirmation: 'the-new-password',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: { name: 'Authenticated' } });
    expect(body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // The token from the reset works; the one from before does not.
    const fresh = await t.request({ method: 'GET', url: '/api/users/me', token: body.jwt });
    expect(fresh.statusCode).toBe(200);
    const stale = await t.request({ method: 'GET', url: '/api/users/me', token: oldSession });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.message).toBe('Your password was changed. Please sign in again.');

    const withNew = await login(user.email, 'the-new-password');
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user.id).toBe(user.id);
    const withOld = await login(user.email, 'the-old-password');
    expect(withOld.statusCode).toBe(400);
    expect(withOld.json().error.message).toBe('Wrong e-mail or password');

    // The same code a second time.
    const hashAfterReset = await passwordHashOf(user.id);
    const again = await reset({
      code,
      password: 'a-third-password',
      passwordConfirmation: 'a-third-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      name: 'ValidationError',
      message: 'This reset link has already been used. Please request a new one.',
    });
    expect(await passwordHashOf(user.id)).toBe(hashAfterReset);
  });

  it('spends every open code of the user, so an older mail no longer works', async () => {
    const user = await createUser(t);
    const older = await requestCode(user.email);
    const newer = await requestCode(user.email);
    expect(older).not.toBe(newer);
    expect(
      (await reset({ code: newer, password: 'password-one', passwordConfirmation: 'password-one' }))
        .statusCode,
    ).toBe(200);
    const response = await reset({
      code: older,
      password: 'password-two',
      passwordConfirmation: 'password-two',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'This reset link has already been used. Please request a new one.',
    );
    expect((await login(user.email, 'password-one')).statusCode).toBe(200);
  });

  it('refuses an expired code and keeps the password', async () => {
    const user = await createUser(t, { password: 'kept-password' });
    const code = await requestCode(user.email);
    await t.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, user.id));
    const hash = await passwordHashOf(user.id);
    const response = await reset({
      code,
      password: 'a-new-password',
      passwordConfirmation: 'a-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'This reset link has expired. Please request a new one.',
      },
    });
    expect(await passwordHashOf(user.id)).toBe(hash);
    const [row] = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row!.usedAt).toBeNull();
    expect((await login(user.email, 'kept-password')).statusCode).toBe(200);
  });

  it('refuses an unknown code', async () => {
    const before = await countRows(t, 'password_reset_codes');
    const response = await reset({
      code: 'this-code-was-never-issued',
      password: 'a-new-password',
      passwordConfirmation: 'a-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This reset link is not valid. Please request a new one.');
    expect(await countRows(t, 'password_reset_codes')).toEqual(before);
  });

  it.each([
    [{ password: 'a-new-password', passwordConfirmation: 'a-new-passw0rd' }, 'Passwords do not match'],
    [{ password: 'short', passwordConfirmation: 'short' }, 'Password must be at least 8 characters long'],
    [{ password: 'a-new-password' }, 'Password confirmation is required'],
    [{ passwordConfirmation: 'a-new-password' }, 'Password is required'],
  ])('refuses %j and leaves the password and the code alone', async (fields, message) => {
    const user = await createUser(t, { password: 'unchanged-password' });
    const code = await requestCode(user.email);
    const hash = await passwordHashOf(user.id);
    const response = await reset({ code, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await passwordHashOf(user.id)).toBe(hash);
    // The code is still usable afterwards: a typo does not burn the link.
    const ok = await reset({ code, password: 'finally-right', passwordConfirmation: 'finally-right' });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a request without a code', async () => {
    const response = await reset({ password: 'a-new-password', passwordConfirmation: 'a-new-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Reset code is required');
  });
});

describe('rate limits of POST /api/auth/forgot-password', () => {
  it('mails an account at most 3 times an hour, from any address, with the same answer every time', async () => {
    const user = await createUser(t);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await forgot(i % 2 === 0 ? user.email : user.email.toUpperCase()));
    }
    const unknown = await forgot('never-registered@example.com');
    for (const answer of [...answers, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('{"ok":true}');
    }
    // A mail is only sent with a new code: three codes, so three mails and no more.
    const codes = await t.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(codes).toHaveLength(3);
    const mails = await waitFor(async () => {
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
      return rows.length === 3 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    }, 'three mails');
    expect(mails.map((row) => row.status)).toEqual(['logged', 'logged', 'logged']);
    // Another account is not affected.
    const other = await createUser(t);
    expect((await forgot(other.email)).statusCode).toBe(200);
    await settledOutboxRow(t, other.email);
  });

  it('allows 5 requests an hour per address, for any e-mail, then answers 429', async () => {
    const address = '10.3.9.9';
    for (let i = 0; i < 5; i++) {
      expect((await forgot(`unknown-${i}@example.com`, address)).statusCode).toBe(200);
    }
    const user = await createUser(t);
    const before = await countRows(t, 'mail_outbox', 'password_reset_codes');
    const limited = await forgot(user.email, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(
      'Too many password reset requests. Please try again in 60 minutes.',
    );
    expect(await countRows(t, 'mail_outbox', 'password_reset_codes')).toEqual(before);
    // The same account from another address still gets its mail.
    expect((await forgot(user.email)).statusCode).toBe(200);
    await settledOutboxRow(t, user.email);
  });
});

describe('rate limit of POST /api/auth/reset-password', () => {
  it('allows 10 attempts per 15 minutes per address, then answers 429 without touching any account', async () => {
    const address = '10.7.7.7';
    const attempt = () =>
      t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { code: 'made-up-code', password: 'new-password-1', passwordConfirmation: 'new-password-1' },
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i++) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('This reset link is not valid. Please request a new one.');
    }
    const before = await countRows(t, 'users', 'password_reset_codes');
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      name: 'RateLimitError',
      message: 'Too many password reset attempts. Please try again in 15 minutes.',
    });
    expect(await countRows(t, 'users', 'password_reset_codes')).toEqual(before);
  });
});
