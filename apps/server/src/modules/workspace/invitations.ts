import { INVITATION_TTL_DAYS, type Invitation, type OrganizationMemberRole } from '@impact/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { organizationInvitations } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashSecretCode, newSecretCode } from '../auth/secrets.js';
import type { Mailer } from '../mail/mailer.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { invitationMail } from './invitation-mail.js';
import type { OrganizationRow } from '../../authz/organizations.js';
import { membersOf, requireOwner } from './membership.js';

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_USED = 'This invitation has already been used';

/** Per organization: a whole team in a day, not a mailing campaign. */
export const INVITATION_RATE_LIMIT = {
  name: 'invitation',
  limit: 20,
  windowSeconds: 24 * 60 * 60,
  message: 'This organization has sent many invitations today.',
} satisfies RateLimitRule;

type InvitationRow = typeof organizationInvitations.$inferSelect;

function toInvitationView(row: InvitationRow): Invitation {
  return {
    documentId: row.documentId,
    email: row.email,
    role: row.role as OrganizationMemberRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const isPending = and(
  isNull(organizationInvitations.acceptedAt),
  isNull(organizationInvitations.revokedAt),
  gt(organizationInvitations.expiresAt, sql`now()`),
);

/** The organization's invitations still waiting for an answer, newest first (owners only). */
export async function listPendingInvitations(
  db: Database,
  actorId: number,
  organization: OrganizationRow,
  window: PageWindow,
): Promise<{ rows: Invitation[]; total: number }> {
  requireOwner(await membersOf(db, organization.id), actorId, 'Only an owner can see the invitations');
  const where = and(eq(organizationInvitations.organizationId, organization.id), isPending);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(organizationInvitations)
      .where(where)
      .orderBy(desc(organizationInvitations.createdAt), desc(organizationInvitations.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, organizationInvitations, where),
  ]);
  return { rows: rows.map(toInvitationView), total };
}

export interface InvitationSending {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  onMailError: (error: unknown) => void;
}

/**
 * Invites an e-mail address to join as a member, replacing (revoking) a pending invitation to the same
 * address, and mails the link. Only the token's SHA-256 is stored: the link exists only in the mail.
 */
export async function createInvitation(
  sending: InvitationSending,
  actorId: number,
  organization: OrganizationRow,
  email: string,
): Promise<Invitation> {
  const { db } = sending;
  const members = await membersOf(db, organization.id);
  requireOwner(members, actorId, 'Only an owner can invite members');
  if (members.some((member) => member.email === email)) {
    throw conflict('This person is already a member of the organization');
  }
  await consumeRateLimit(db, INVITATION_RATE_LIMIT, String(organization.id));

  const token = newSecretCode();
  const row = await db.transaction(async (tx) => {
    await tx
      .update(organizationInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(organizationInvitations.organizationId, organization.id),
          eq(organizationInvitations.email, email),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      );
    const [inserted] = await tx
      .insert(organizationInvitations)
      .values({
        documentId: newDocumentId(),
        organizationId: organization.id,
        email,
        role: 'member',
        tokenHash: hashSecretCode(token),
        invitedBy: actorId,
        expiresAt: sql`now() + interval '${sql.raw(String(INVITATION_TTL_DAYS))} days'`,
      })
      .returning();
    return inserted!;
  });

  const inviter = members.find((member) => member.userId === actorId)!;
  // In the background, as password resets do: the owner's answer does not wait for an SMTP server.
  void sending.mailer
    .send(
      invitationMail({
        to: email,
        organizationName: organization.name,
        inviterName: inviter.name,
        link: `${sending.publicUrl}/invite/${token}`,
      }),
    )
    .catch(sending.onMailError);
  return toInvitationView(row);
}

/** Withdraws an invitation of the organization; withdrawing it again changes nothing. */
export async function revokeInvitation(
  db: Database,
  actorId: number,
  organization: OrganizationRow,
  documentId: string,
): Promise<void> {
  requireOwner(await membersOf(db, organization.id), actorId, 'Only an owner can withdraw invitations');
  const [row] = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.documentId, documentId),
        eq(organizationInvitations.organizationId, organization.id),
      ),
    );
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.acceptedAt) throw conflict(INVITATION_USED);
  await db
    .update(organizationInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(organizationInvitations.id, row.id),
        isNull(organizationInvitations.revokedAt),
        isNull(organizationInvitations.acceptedAt),
      ),
    );
}
