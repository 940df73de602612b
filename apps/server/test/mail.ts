import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema.js';
import type { TestApp } from './harness.js';
import { waitFor } from './wait.js';

/** Undoes quoted-printable (soft line breaks and =XX), which nodemailer uses for long lines. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    ),
    'latin1',
  ).toString('utf8');
}

/** The reset link of a rendered mail (raw RFC 822 text, possibly quoted-printable). */
export function resetLinkIn(rawMail: string): URL {
  const match = /http:\/\/app\.test\/reset-password\?code=[\w%-]+/.exec(decodeQuotedPrintable(rawMail));
  if (!match) throw new Error(`No reset link in this mail:\n${rawMail}`);
  return new URL(match[0]);
}

/** The latest outbox row of `recipient`, once its delivery has been attempted (status no longer pending). */
export function settledOutboxRow(t: TestApp, recipient: string) {
  return waitFor(async () => {
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, recipient))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row && row.status !== 'pending' ? row : undefined;
  }, `the mail to ${recipient}`);
}

/**
 * The latest mail to `recipient` as the local outbox wrote it (embedded mode, no SMTP): raw RFC 822
 * text, links included, which the mail_outbox table does not keep.
 */
export async function outboxMailFile(t: TestApp, recipient: string): Promise<string> {
  const row = await settledOutboxRow(t, recipient);
  const dir = path.join(t.dataDir, 'outbox');
  const file = readdirSync(dir).find((name) => name.endsWith(`-${row.id}.eml`));
  if (!file) throw new Error(`No outbox file for mail ${row.id} to ${recipient} (status ${row.status})`);
  return readFileSync(path.join(dir, file), 'utf8');
}
