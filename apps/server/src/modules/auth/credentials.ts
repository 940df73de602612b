import { deriveUsername, ROLE_NAMES, type RegisterBody } from '@impact/contracts';
import { randomInt } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { roles, users } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { isUsernameTaken } from '../users/service.js';
import { hashPassword, verifyPassword } from './passwords.js';

export async function authenticatedRoleId(db: Database): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLE_NAMES.authenticated));
  if (!role) throw new Error('The Authenticated role is missing: were the migrations applied?');
  return role.id;
}

/**
 * A username derived from a full name must never block sign-up ("Jane Doe" twice is normal), so a taken
 * one gets a short numeric suffix. A username the person chose themselves is refused when taken.
 */
export async function chooseUsername(db: Database, wanted: string, derived: boolean): Promise<string> {
  if (!(await isUsernameTaken(db, wanted))) return wanted;
  if (!derived) throw conflict('This username is already taken');
  for (let digits = 2; digits <= 6; digits++) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const candidate = `${wanted}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
      if (!(await isUsernameTaken(db, candidate))) return candidate;
    }
  }
  throw conflict('Could not find a free username; please choose another name');
}

export async function registerLocalUser(db: Database, body: RegisterBody): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  if (existing) throw conflict('An account with this e-mail already exists. Sign in instead.');
  const derived =
    body.fullName !== undefined && deriveUsername(body.fullName) === body.username.toLowerCase();
  const username = await chooseUsername(db, body.username, derived);
  const passwordHash = await hashPassword(body.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        documentId: newDocumentId(),
        username,
        email: body.email,
        fullName: body.fullName || null,
        passwordHash,
        provider: 'local',
        roleId: await authenticatedRoleId(db),
      })
      .returning({ id: users.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this e-mail or username already exists.');
    throw error;
  }
}

export interface SignInAccount {
  id: number;
  passwordHash: string | null;
  blocked: boolean;
}

/** The account an e-mail or username (any case) names, if any. */
export async function findSignInAccount(
  db: Database,
  identifier: string,
): Promise<SignInAccount | undefined> {
  const name = identifier.toLowerCase();
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, blocked: users.blocked })
    .from(users)
    .where(or(eq(users.email, name), sql`lower(${users.username}) = ${name}`))
    .limit(1);
  return row;
}

/** Checks the password; the same answer, after the same work, for an unknown account and a wrong password. */
export async function checkSignInPassword(
  account: SignInAccount | undefined,
  password: string,
): Promise<number> {
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) throw badRequest('Wrong e-mail or password');
  if (account.blocked)
    throw new AppError(403, 'ForbiddenError', 'This account has been blocked. Contact support.');
  return account.id;
}
