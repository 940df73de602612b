import type { UserUpdateBody } from '@impact/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { conflict } from '../../lib/errors.js';

export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameName : and(sameName, ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

/** Applies the fields the user may change on their own record; the schema has already refused the rest. */
export async function updateOwnProfile(db: Database, userId: number, changes: UserUpdateBody): Promise<void> {
  if (changes.username !== undefined && (await isUsernameTaken(db, changes.username, userId))) {
    throw conflict('This username is already taken');
  }
  const values: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) values.username = changes.username;
  if (changes.fullName !== undefined) values.fullName = changes.fullName || null;
  if (changes.avatarUrl !== undefined) values.avatarUrl = changes.avatarUrl;
  if (changes.lastSelectedClientId !== undefined) values.lastSelectedClientId = changes.lastSelectedClientId;
  if (changes.OrganizationSetupComplete !== undefined) {
    values.organizationSetupComplete = changes.OrganizationSetupComplete;
  }
  if (changes.OnboardingComplete !== undefined) values.onboardingComplete = changes.OnboardingComplete;
  if (Object.keys(values).length === 0) return;
  try {
    await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  } catch (error) {
    // Two users claiming the same name at once: the unique index decides, the loser gets a clear answer.
    if (isUniqueViolation(error)) throw conflict('This username is already taken');
    throw error;
  }
}
