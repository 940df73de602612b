import { INVITATION_TTL_DAYS } from '@impact/contracts';
import type { OutgoingMail } from '../mail/mailer.js';

export interface InvitationMailFacts {
  to: string;
  organizationName: string;
  inviterName: string;
  /** The page of the web app that shows the invitation and accepts it. */
  link: string;
}

/** Plain text: the link must survive every mail client, and nothing in it needs formatting. */
export function invitationMail(facts: InvitationMailFacts): OutgoingMail {
  // Names are typed by users: one line each, so none can break the subject header or the layout.
  const inviter = oneLine(facts.inviterName);
  const organization = oneLine(facts.organizationName);
  return {
    to: facts.to,
    subject: `${inviter} invited you to ${organization} on Impact Studio`,
    text:
      `Hello,\n\n` +
      `${inviter} invited you to join the organization "${organization}" on Impact Studio, ` +
      `where its team shares clients, assessments and reports. To accept, open:\n\n` +
      `${facts.link}\n\n` +
      `Sign in, or create an account, with this e-mail address (${facts.to}). ` +
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. ` +
      `If you did not expect this invitation, ignore this mail.\n`,
  };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
