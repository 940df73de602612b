import type { WorkspaceMember } from '@impact/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { lockOrganization, membersOf, requireOwner, type Member } from './membership.js';

export const LAST_OWNER_MESSAGE = 'The last owner cannot leave the organization';

export function toMemberView(member: Member, viewerId: number): WorkspaceMember {
  return {
    userId: member.userId,
    name: member.name,
    email: member.email,
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
    isMe: member.userId === viewerId,
  };
}

/**
 * Removes a member (an owner's decision) or lets a member leave. Access ends at once: every client,
 * report and initiative check reads the memberships on each request.
 */
export async function removeMember(
  db: Database,
  actorId: number,
  organizationId: number,
  targetUserId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const members = await membersOf(tx, organizationId);
    const target = members.find((member) => member.userId === targetUserId);
    if (!target) throw notFound('Member not found');
    if (targetUserId !== actorId) requireOwner(members, actorId, 'Only an owner can remove other members');
    const owners = members.filter((member) => member.role === 'owner');
    if (target.role === 'owner' && owners.length === 1) throw conflict(LAST_OWNER_MESSAGE);
    await tx
      .delete(organizationMembers)
      .where(
        and(
          eq(organizationMembers.organizationId, organizationId),
          eq(organizationMembers.userId, targetUserId),
        ),
      );
    // Without any organization left, signing in leads to organization setup again.
    await tx
      .update(users)
      .set({ organizationSetupComplete: false, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, targetUserId),
          sql`NOT EXISTS (SELECT 1 FROM ${organizationMembers} WHERE ${organizationMembers.userId} = ${targetUserId})`,
        ),
      );
  });
}
