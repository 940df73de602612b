import type { OutgoingMail } from '../../mail/mailer.js';

export interface RequestMailFacts {
  to: string;
  contactName: string | null;
  /** The form's address; the outbox keeps only its origin. */
  link: string;
  expiresAt: Date;
  message: string | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The reminder: plain text, so the link survives every mail client. */
export function requestMail(facts: RequestMailFacts): OutgoingMail {
  const greeting = facts.contactName ? `Hello ${oneLine(facts.contactName)},` : 'Hello,';
  const note = facts.message ? `${facts.message.trim()}\n\n` : '';
  return {
    to: facts.to,
    subject: 'Reminder: questions for your sustainability report',
    text:
      `${greeting}\n\n` +
      `Your consultant is still waiting for answers to a few questions for your VSME sustainability report.\n\n` +
      note +
      `Open the questions here (no account needed):\n\n${facts.link}\n\n` +
      `The link works until ${facts.expiresAt.toISOString().slice(0, 10)}. Keep it to yourself: anyone with it can answer.\n`,
  };
}
