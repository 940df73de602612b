import type { User } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { loadLastOnboarding } from '../chat/sessions.js';
import { listOrganizationsOfUser } from '../organizations/service.js';
import type { UserRelation } from './populate.js';

type UserRow = typeof users.$inferSelect;

/** The public shape of a user: never the password hash, provider ids or internal timestamps. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    documentId: row.documentId,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    provider: row.provider,
    confirmed: row.confirmed,
    blocked: row.blocked,
    lastSelectedClientId: row.lastSelectedClientId,
    OrganizationSetupComplete: row.organizationSetupComplete,
    OnboardingComplete: row.onboardingComplete,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One user, with the relations asked for. */
export async function loadUserView(
  db: Database,
  userId: number,
  populate: ReadonlySet<UserRelation>,
): Promise<User> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  const view = toUserView(row.user);
  if (populate.has('role')) view.role = { id: row.role.id, name: row.role.name, type: row.role.type };
  // The onboarding chat session last worked in, with its messages, so the chat can be restored.
  if (populate.has('LastOnboardingId')) view.LastOnboardingId = await loadLastOnboarding(db, userId);
  if (populate.has('Organizations')) view.Organizations = await listOrganizationsOfUser(db, userId);
  return view;
}
