import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetCodes, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { hashPassword } from './passwords.js';
import { hashSecretCode, newSecretCode } from './secrets.js';

export const RESET_CODE_LIFETIME_MINUTES = 60;

/**
 * Creates a reset code and mails the link when the account exists. The caller answers the same either
 * way, and the mail is sent in the background, so neither the answer nor its timing tells whether an
 * account exists.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  email: string,
  publicUrl: string,
  onBackgroundError: (error: unknown) => void,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, blocked: users.blocked, fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.blocked) return;
  const code = newSecretCode();
  await db.insert(passwordResetCodes).values({
    userId: user.id,
    codeHash: hashSecretCode(code),
    expiresAt: sql`now() + interval '${sql.raw(String(RESET_CODE_LIFETIME_MINUTES))} minutes'`,
  });
  const link = `${publicUrl}/reset-password?code=${encodeURIComponent(code)}`;
  const greeting = user.fullName || user.username;
  void mailer
    .send({
      to: email,
      subject: 'Reset your Impact Studio password',
      text:
        `Hello ${greeting},\n\n` +
        `Someone asked to reset the password of your Impact Studio account. To choose a new password, open:\n\n` +
        `${link}\n\n` +
        `The link works once and expires in ${RESET_CODE_LIFETIME_MINUTES} minutes. ` +
        `If you did not ask for it, ignore this mail: your password stays as it is.\n`,
    })
    .catch(onBackgroundError);
}

/** Why a code cannot be used, or undefined when it can. */
function refusal(row: { usedAt: Date | null; expired: boolean } | undefined): string | undefined {
  if (!row) return 'This reset link is not valid. Please request a new one.';
  if (row.usedAt) return 'This reset link has already been used. Please request a new one.';
  if (row.expired) return 'This reset link has expired. Please request a new one.';
  return undefined;
}

async function findCode(db: Database, codeHash: string, lock: boolean) {
  const query = db
    .select({
      userId: passwordResetCodes.userId,
      usedAt: passwordResetCodes.usedAt,
      expired: sql<boolean>`${passwordResetCodes.expiresAt} <= now()`,
    })
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.codeHash, codeHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Spends a reset code: sets the new password, and ends every session signed in with the old one. */
export async function resetPassword(db: Database, code: string, password: string): Promise<number> {
  const codeHash = hashSecretCode(code);
  // Checked before hashing, so a made-up code costs a lookup rather than an argon2 hash.
  const problem = refusal(await findCode(db, codeHash, false));
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Checked again under a row lock: two requests with one code must not both succeed.
    const row = await findCode(tx, codeHash, true);
    const lateProblem = refusal(row);
    if (lateProblem || !row) throw badRequest(lateProblem ?? 'This reset link is not valid.');
    // Spend this code and every other open one of the same user: no older mail works after a reset.
    await tx
      .update(passwordResetCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetCodes.userId, row.userId), isNull(passwordResetCodes.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, row.userId));
    return row.userId;
  });
}
