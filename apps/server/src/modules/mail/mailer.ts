import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
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

/**
 * How mail leaves this server:
 * - 'smtp': through SMTP_URL;
 * - 'local-outbox': the embedded single-process default (no DATABASE_URL, PUBLIC_URL not https), that is
 *   someone running the product on their own machine: each mail goes to DATA_DIR/outbox as an .eml file
 *   and its text, links included, to the log, so they can still follow a reset link;
 * - 'undeliverable': a deployment without SMTP. Its log is read by others and kept, so no mail text or
 *   link goes there; the mail is recorded as failed.
 */
export type MailDelivery = 'smtp' | 'local-outbox' | 'undeliverable';

export function mailDeliveryOf(
  config: Pick<AppConfig, 'smtpUrl' | 'databaseUrl' | 'publicUrl'>,
): MailDelivery {
  if (config.smtpUrl) return 'smtp';
  const embeddedDefault = !config.databaseUrl && !config.publicUrl.startsWith('https:');
  return embeddedDefault ? 'local-outbox' : 'undeliverable';
}

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  delivery: MailDelivery;
  from: string;
  /** In 'local-outbox' delivery, each mail is written here as an .eml file a local user can open. */
  outboxDir: string;
}

/**
 * The mail_outbox table records every mail: recipient, subject, status, and the text with each link
 * replaced by its origin, since the links of our mails are credentials (reset codes, invitation tokens)
 * and a database is read by more people, and kept longer, than a mailbox.
 */
export function withoutLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s<>"']+/gi, (link) => {
    try {
      return `${new URL(link).origin}/[link removed]`;
    } catch {
      return '[link removed]';
    }
  });
}

export function createMailer(options: MailerOptions): Mailer {
  // nodemailer loads with the first mail, not at start: an idle server never needs it
  // (docs/decisions/010-embedded-memory.md).
  let transports: Promise<{ smtp?: Transporter; rendering: Transporter }> | undefined;
  const loadTransports = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return {
      smtp: options.delivery === 'smtp' ? nodemailer.createTransport(options.smtpUrl!) : undefined,
      rendering: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    };
  };
  if (options.delivery === 'undeliverable') {
    options.log.warn(
      'SMTP_URL is not set: mails (password resets, invitations) cannot be delivered. Set SMTP_URL to send them.',
    );
  }

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
        textBody: withoutLinks(mail.text),
        htmlBody: mail.html === undefined ? null : withoutLinks(mail.html),
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
      const { smtp, rendering } = await (transports ??= loadTransports());
      if (smtp) {
        await smtp.sendMail(message);
        await markOutbox(options.db, id, 'sent');
        options.log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent through SMTP');
        return;
      }
      if (options.delivery === 'undeliverable') {
        await markOutbox(options.db, id, 'failed', 'SMTP_URL is not set');
        options.log.warn({ mailId: id, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
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
