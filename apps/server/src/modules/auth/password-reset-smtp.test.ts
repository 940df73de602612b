import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes } from '../../db/schema.js';
import { countRows, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { resetLinkIn, settledOutboxRow } from '../../../test/mail.js';
import { waitFor } from '../../../test/wait.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
const received: ReceivedMail[] = [];
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  // Without a trusted certificate, nodemailer would refuse the STARTTLS upgrade it is offered.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Impact Studio <no-reply@app.test>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (address: string) =>
  waitFor(async () => received.find((mail) => mail.to.includes(address)), `a mail to ${address}`);

describe('password reset through SMTP', () => {
  it('delivers the reset link over SMTP, marks the mail sent, and the code from the mail resets the password', async () => {
    const user = await createUser(t, { email: 'smtp-user@example.com', password: 'the-old-password' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'smtp-user@example.com' },
      remoteAddress: '10.4.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const mail = await mailTo('smtp-user@example.com');
    expect(mail.from).toBe('no-reply@app.test');
    expect(mail.raw).toMatch(/^Subject: Reset your Impact Studio password\r?$/m);
    const link = resetLinkIn(mail.raw);
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);

    const row = await settledOutboxRow(t, 'smtp-user@example.com');
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // With SMTP configured nothing is written to the local outbox folder.
    expect(existsSync(path.join(t.dataDir, 'outbox'))).toBe(false);

    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { code, password: 'the-new-password', passwordConfirmation: 'the-new-password' },
      remoteAddress: '10.4.0.2',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.id).toBe(user.id);
    const [codeRow] = await t.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(codeRow!.usedAt).toBeInstanceOf(Date);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'smtp-user@example.com', password: 'the-new-password' },
      remoteAddress: '10.4.0.3',
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/local',
      payload: { identifier: 'smtp-user@example.com', password: 'the-old-password' },
      remoteAddress: '10.4.0.3',
    });
    expect(oldLogin.statusCode).toBe(400);
  });

  it('sends nothing over SMTP for an unknown address', async () => {
    const before = await countRows(t, 'mail_outbox');
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'smtp-nobody@example.com' },
      remoteAddress: '10.4.0.4',
    });
    expect(response.json()).toEqual({ ok: true });
    // A known address asked right after is delivered; by then the unknown one would have been too.
    const known = await createUser(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: known.email },
      remoteAddress: '10.4.0.5',
    });
    await mailTo(known.email);
    expect(received.some((mail) => mail.to.includes('smtp-nobody@example.com'))).toBe(false);
    expect(await countRows(t, 'mail_outbox')).toEqual({ mail_outbox: before.mail_outbox! + 1 });
  });
});

describe('password reset when the SMTP server is unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const freePort = (probe.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${freePort}` });
  });
  afterAll(() => down.close());

  it('still answers ok, and records the mail as failed with the reason', async () => {
    const user = await createUser(down);
    const response = await down.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: '10.4.1.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const row = await settledOutboxRow(down, user.email);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.sentAt).toBeNull();
  });
});
