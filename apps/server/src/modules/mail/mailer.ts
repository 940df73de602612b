import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it; resolves once delivery has been attempted. */
  send(mail: OutgoingMail): Promise<void>;
  /** Resolves when every send started so far has finished (graceful shutdown waits for it). */
  drain(): Promise<void>;
}

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  /** Without SMTP, each mail is also written here as an .eml file a local user can open. */
  outboxDir: string;
}

/**
 * With SMTP_URL the mail goes through SMTP. Without it, nothing leaves the machine: the mail is written
 * to the server log and to the local outbox, so someone running the product locally can still follow
 * a password-reset link.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const rendering = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const inFlight = new Set<Promise<void>>();
  return {
    send(mail) {
      const sending = deliver(mail).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      return sending;
    },
    async drain() {
      await Promise.allSettled(inFlight);
    },
  };

  async function deliver(mail: OutgoingMail): Promise<void> {
    const [row] = await options.db
      .insert(mailOutbox)
      .values({
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    const message = {
      from: options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    };
    try {
      if (smtp) {
        await smtp.sendMail(message);
        await markOutbox(options.db, id, 'sent');
        options.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent through SMTP');
        return;
      }
      const rendered = await rendering.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${id}.eml`);
      await writeFile(file, rendered.message as Buffer, { mode: 0o600 });
      await markOutbox(options.db, id, 'logged');
      options.log.info(
        { mailId: id, to: mail.to, subject: mail.subject, file },
        `mail not sent (SMTP_URL is not set); it was written to the outbox:\n${mail.text}`,
      );
    } catch (error) {
      await markOutbox(options.db, id, 'failed', (error as Error).message);
      options.log.error({ err: error, mailId: id, to: mail.to }, 'mail delivery failed');
    }
  }
}

async function markOutbox(db: Database, id: number, status: string, error?: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, error: error ?? null, sentAt: status === 'failed' ? null : sql`now()` })
    .where(eq(mailOutbox.id, id));
}
