import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './harness.js';
import { sessionJwt } from './jwt.js';

export const GONE_OR_BLOCKED = 'This account no longer exists or has been blocked';
export const PASSWORD_CHANGED = 'Your password was changed. Please sign in again.';

/**
 * Three tokens every authenticated read must refuse with 401, each with its message: a blocked user's
 * (`prepare` may give the user data first, while not yet blocked), a deleted user's, and one signed
 * before its user's password changed (`changedUserId`: a token signed now for that user is valid).
 */
export async function refusedTokens(
  t: TestApp,
  prepare?: (user: TestUser) => Promise<unknown>,
): Promise<{ blocked: string; deleted: string; beforeChange: string; changedUserId: number }> {
  const blocked = await createUser(t);
  await prepare?.(blocked);
  await t.db.update(users).set({ blocked: true }).where(eq(users.id, blocked.id));
  const deleted = await createUser(t);
  await t.db.delete(users).where(eq(users.id, deleted.id));
  const changed = await createUser(t);
  const beforeChange = sessionJwt(changed.id, 120);
  await t.db
    .update(users)
    .set({ passwordChangedAt: sql`now() - interval '60 seconds'` })
    .where(eq(users.id, changed.id));
  return { blocked: blocked.token, deleted: deleted.token, beforeChange, changedUserId: changed.id };
}
