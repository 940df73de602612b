import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_DATA_DIR } from './environment';

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

/**
 * A unique account on a work domain (so organization setup prefills the website). Random, not from the
 * clock: two workers can ask in the same millisecond.
 */
export function newAccount(domain = 'acme-consulting.com'): Account {
  const id = randomUUID().replaceAll('-', '').slice(0, 12);
  return { fullName: `Test User ${id}`, email: `user-${id}@${domain}`, password: `pw-${id}-long-enough` };
}

/**
 * Registers through the API (the server allows five sign-ups an hour per address, so the suite keeps
 * its registrations few).
 */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/local/register', {
    data: {
      username: account.fullName.replace(/\s+/g, '').toLowerCase(),
      email: account.email,
      password: account.password,
      fullName: account.fullName,
    },
  });
  if (!response.ok()) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
}

/** Signs `account` in through the API and leaves its token where the web app keeps it: its token. */
export async function signInViaApi(
  request: APIRequestContext,
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<string> {
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  if (!session.ok()) throw new Error(`sign-in failed: ${session.status()} ${await session.text()}`);
  const { jwt } = (await session.json()) as { jwt: string };
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  return jwt;
}

/** Undoes quoted-printable encoding, which mail bodies use for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset code from the newest mail to `email` in the server's local outbox (no SMTP in tests). */
export async function readResetCode(email: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox).toSorted().toReversed();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const mail = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      if (!mail.includes(`To: ${email}`)) continue;
      const match = /reset-password\?code=([\w-]+)/.exec(mail);
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}
