import type { InvitationPreview, Workspace } from '@impact/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationInvitations, organizationMembers, organizations, users } from '../../db/schema.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { hashSecretCode } from '../auth/secrets.js';
import { INVITATION_NOT_FOUND, INVITATION_USED } from './invitations.js';
import { lockOrganization, membersOf } from './membership.js';
import { toWorkspaceView } from './workspace-view.js';

type InvitationState = InvitationPreview['state'];

const gone = (message: string) => new AppError(410, 'GoneError', message);

/** Refusals of an invitation that can no longer be used, by state. */
const UNUSABLE: Record<Exclude<InvitationState, 'pending'>, string> = {
  accepted: INVITATION_USED,
  revoked: 'This invitation was withdrawn',
  expired: 'This invitation has expired',
};

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      invitation: organizationInvitations,
      organizationName: organizations.name,
      inviterName: sql<string | null>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`,
      expired: sql<boolean>`${organizationInvitations.expiresAt} <= now()`,
    })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, hashSecretCode(token)));
  return row;
}

function stateOf(row: {
  invitation: { acceptedAt: Date | null; revokedAt: Date | null };
  expired: boolean;
}): InvitationState {
  if (row.invitation.acceptedAt) return 'accepted';
  if (row.invitation.revokedAt) return 'revoked';
  if (row.expired) return 'expired';
  return 'pending';
}

/** What the /invite page shows before anyone signs in; a made-up token is simply not found. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const row = await findByToken(db, token);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return {
    organizationName: row.organizationName,
    invitedByName: row.inviterName ?? null,
    email: row.invitation.email,
    state: stateOf(row),
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * Joins the invited organization as a member. The invitation is spent by a conditional UPDATE in the
 * same transaction as the membership, so of two concurrent accepts only one can succeed.
 */
export async function acceptInvitation(db: Database, userId: number, token: string): Promise<Workspace> {
  const row = await findByToken(db, token);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  const state = stateOf(row);
  if (state !== 'pending') throw gone(UNUSABLE[state]);
  const { invitation } = row;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user?.email !== invitation.email) {
    throw forbidden('This invitation was sent to another e-mail address');
  }

  return db.transaction(async (tx) => {
    await lockOrganization(tx, invitation.organizationId);
    const joined = await tx
      .insert(organizationMembers)
      .values({ organizationId: invitation.organizationId, userId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: organizationMembers.userId });
    if (joined.length === 0) throw conflict('You are already a member of this organization');
    const spent = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(
        and(
          eq(organizationInvitations.id, invitation.id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          gt(organizationInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: organizationInvitations.id });
    // Spent, withdrawn or expired since we read it: the transaction (and the membership) rolls back.
    if (spent.length === 0) {
      const late = await findByToken(tx, token);
      const lateState = late ? stateOf(late) : 'revoked';
      throw gone(UNUSABLE[lateState === 'pending' ? 'accepted' : lateState]);
    }
    // They now have an organization: signing in no longer leads to organization setup.
    await tx
      .update(users)
      .set({ organizationSetupComplete: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    const [organization] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, invitation.organizationId));
    return toWorkspaceView(organization!, await membersOf(tx, invitation.organizationId), userId);
  });
}
