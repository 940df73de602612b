import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles, users } from '../../db/schema.js';

export class RoleChangeError extends Error {}

/** Gives the account with this e-mail the named role; the operator's command, not an API call. */
export async function setRoleByEmail(db: Database, email: string, roleName: string): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new RoleChangeError(`The ${roleName} role is missing from the database`);
  const updated = await db
    .update(users)
    .set({ roleId: role.id })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (updated.length === 0) throw new RoleChangeError(`No account with the e-mail ${email}`);
}
