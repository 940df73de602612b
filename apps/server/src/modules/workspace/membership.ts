import type { OrganizationMemberRole } from '@impact/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizationMembers, organizations, users } from '../../db/schema.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
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
  return (await memberRows(db, organizationId)).members;
}

/** One page of the members, earliest first (ties by user id), and how many there are. */
export async function pageOfMembers(
  db: Database,
  organizationId: number,
  window: PageWindow,
): Promise<{ members: Member[]; total: number }> {
  const where = eq(organizationMembers.organizationId, organizationId);
  const [page, total] = await Promise.all([
    memberRows(db, organizationId, window),
    countWhere(db, organizationMembers, where),
  ]);
  return { members: page.members, total };
}

async function memberRows(db: Database, organizationId: number, window?: PageWindow) {
  const where = eq(organizationMembers.organizationId, organizationId);
  const query = db
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
    .where(where)
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.userId));
  const [rows, owners] = await Promise.all([
    window ? query.limit(window.limit).offset(window.offset) : query,
    countWhere(db, organizationMembers, and(where, eq(organizationMembers.role, 'owner'))),
  ]);
  const offset = window?.offset ?? 0;
  const members: Member[] = rows.map((row, index) => ({
    userId: row.userId,
    name: row.fullName?.trim() || row.username,
    email: row.email,
    role: row.role === 'owner' || (owners === 0 && offset + index === 0) ? 'owner' : 'member',
    joinedAt: row.joinedAt,
  }));
  return { members };
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
