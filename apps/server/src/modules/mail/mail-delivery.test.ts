import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { outboxMailFile, resetLinkIn, settledOutboxRow } from '../../../test/mail.js';
import { waitFor } from '../../../test/wait.js';
import { mailDeliveryOf, withoutLinks } from './mailer.js';

const UNDELIVERABLE_WARNING =
  'SMTP_URL is not set: mails (password resets, invitations) cannot be delivered. Set SMTP_URL to send them.';

/** A test app whose log lines are kept, as parsed entries. */
async function loggedApp(env: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  const entries = () => lines.map((line) => JSON.parse(line) as { msg: string; [key: string]: unknown });
  const line = (message: string) =>
    waitFor(
      async () => entries().find((entry) => entry.msg.startsWith(message)),
      `the log line '${message}'`,
    );
  return { t, text: () => lines.join(''), entries, line };
}

const forgot = (t: TestApp, email: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: '10.50.0.1',
  });

const deliveryFor = (env: Record<string, string>) =>
  mailDeliveryOf(loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env }));

describe('mailDeliveryOf', () => {
  it.each([
    [{}, 'local-outbox'],
    [{ PUBLIC_URL: 'http://studio.lan:3000' }, 'local-outbox'],
    [{ PUBLIC_URL: 'https://impact.example.com' }, 'undeliverable'],
    [{ DATABASE_URL: 'postgres://db.internal/impact' }, 'undeliverable'],
    [{ DATABASE_URL: 'postgres://db.internal/impact', SMTP_URL: 'smtp://mail.internal:587' }, 'smtp'],
    [{ SMTP_URL: 'smtp://mail.internal:587' }, 'smtp'],
  ])('%j delivers by %s', (env, delivery) => {
    expect(deliveryFor(env)).toBe(delivery);
  });
});

describe('withoutLinks', () => {
  it('keeps the text and the origin of each link, never its path or query', () => {
    expect(
      withoutLinks(
        'Open:\n\nhttps://app.test/reset-password?code=abc-123_x\n\nor https://app.test/invite/tok3n.',
      ),
    ).toBe('Open:\n\nhttps://app.test/[link removed]\n\nor https://app.test/[link removed]');
  });
});

describe('a deployment without SMTP (PUBLIC_URL on https)', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp({ PUBLIC_URL: 'https://app.test' });
  });
  afterAll(() => app.t.close());

  it('says once, at start-up, that mails cannot be delivered', () => {
    expect(app.entries().filter((entry) => entry.msg === UNDELIVERABLE_WARNING)).toHaveLength(1);
    expect(app.entries().find((entry) => entry.msg === UNDELIVERABLE_WARNING)).toMatchObject({ level: 40 });
  });

  it('records a reset mail as failed, without its link, and neither prints nor writes it', async () => {
    const user = await createUser(app.t, { fullName: 'Deployed User' });
    expect((await forgot(app.t, user.email)).json()).toEqual({ ok: true });
    const row = await settledOutboxRow(app.t, user.email);
    expect(row).toMatchObject({ status: 'failed', error: 'SMTP_URL is not set', sentAt: null });
    expect(row.textBody).toContain('Hello Deployed User,');
    expect(row.textBody).toContain('https://app.test/[link removed]');
    expect(row.textBody).not.toContain('code=');

    const notSent = await app.line('mail not sent: SMTP_URL is not set');
    expect(notSent).toMatchObject({ subject: 'Reset your Impact Studio password' });
    expect(app.text()).not.toContain('reset-password');
    expect(app.text()).not.toContain('Hello Deployed User');
    expect(existsSync(path.join(app.t.dataDir, 'outbox'))).toBe(false);
    // Only the start-up line says it: one line per mail would flood the log.
    expect(app.entries().filter((entry) => entry.msg === UNDELIVERABLE_WARNING)).toHaveLength(1);
  });
});

describe('the embedded default without SMTP', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp({});
  });
  afterAll(() => app.t.close());

  it('writes the mail to the outbox folder and prints its link, and warns of nothing', async () => {
    const user = await createUser(app.t);
    await forgot(app.t, user.email);
    const link = resetLinkIn(await outboxMailFile(app.t, user.email));
    const printed = await app.line('mail not sent (SMTP_URL is not set); it was written to the outbox');
    expect(printed.msg).toContain(link.toString());
    expect(app.entries().some((entry) => entry.msg === UNDELIVERABLE_WARNING)).toBe(false);
    expect((await settledOutboxRow(app.t, user.email)).textBody).not.toContain(link.toString());
  });
});
