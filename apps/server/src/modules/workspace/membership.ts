import type { OrganizationMemberRole } from '@impact/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { primaryOrganizationOf } from '../../authz/membership.js';
import { findOrganization, ORGANIZATION_NOT_FOUND, type OrganizationRow } from '../../authz/organizations.js';

export interface Member {
  userId: number;
  name: string;
  email: string;
  role: OrganizationMemberRole;
  joinedAt: Date;
}

/**
 * The organization a /workspace request means: the one named by `?organization=` when the caller
 * belongs to it, else the first they joined. Any organization they do not belong to is not found.
 */
export async function currentOrganization(
  db: Database,
  userId: number,
  documentId: string | undefined,
): Promise<OrganizationRow> {
  if (documentId !== undefined) return findOrganization(db, userId, 'read', documentId);
  const organizationId = await primaryOrganizationOf(db, userId);
  if (organizationId === undefined) throw notFound('You are not a member of any organization yet');
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
  return row;
}

/**
 * The members, earliest first, with their effective roles. An organization whose rows name no owner
 * (memberships made before owners were recorded, or a race that removed the last one) is owned by its
 * earliest member, so every organization always has someone who can manage it.
 */
export async function membersOf(db: Database, organizationId: number): Promise<Member[]> {
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.userId));
  const hasOwner = rows.some((row) => row.role === 'owner');
  return rows.map((row, index) => ({
    userId: row.userId,
    name: row.fullName?.trim() || row.username,
    email: row.email,
    role: row.role === 'owner' || (!hasOwner && index === 0) ? 'owner' : 'member',
    joinedAt: row.joinedAt,
  }));
}

export function roleOf(members: Member[], userId: number): OrganizationMemberRole | undefined {
  return members.find((member) => member.userId === userId)?.role;
}

/** Throws 403 with `message` unless `userId` is an owner among `members`. */
export function requireOwner(members: Member[], userId: number, message: string): void {
  if (roleOf(members, userId) !== 'owner') throw forbidden(message);
}

/**
 * Locks the organization's row until the transaction ends, so membership changes of one organization
 * (removals, accepted invitations, upgrade requests) happen one after another and their checks hold.
 */
export async function lockOrganization(tx: Database, organizationId: number): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}
