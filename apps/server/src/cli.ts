import { ROLE_NAMES } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open.js';
import { roles, users } from './db/schema.js';

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-admin <email>    give the account the Admin role (operator: refresh sections, edit default prompts)
  revoke-admin <email>   give the account back the Authenticated role

Uses the same DATA_DIR or DATABASE_URL as the server. With the embedded database, stop the server first.`;

async function setRole(db: Database, email: string, roleName: string): Promise<string> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`The ${roleName} role is missing from the database`);
  const updated = await db
    .update(users)
    .set({ roleId: role.id })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id });
  if (updated.length === 0) throw new Error(`No account with the e-mail ${email}`);
  return `${email} now has the ${roleName} role.`;
}

async function run(argv: string[]): Promise<number> {
  const [command, email] = argv;
  const roleName =
    command === 'grant-admin'
      ? ROLE_NAMES.admin
      : command === 'revoke-admin'
        ? ROLE_NAMES.authenticated
        : undefined;
  if (!roleName || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, (message) => console.warn(message));
  try {
    console.log(await setRole(database.handle.db, email, roleName));
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(known || error instanceof Error ? (error as Error).message : error);
    process.exit(1);
  },
);
