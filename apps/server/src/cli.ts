import { ROLE_NAMES } from '@impact/contracts';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open.js';
import { describeError } from './logging/redact-value.js';
import { createScrubber } from './logging/scrub.js';
import { RoleChangeError, setRoleByEmail } from './modules/users/roles.js';

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-admin <email>    give the account the Admin role (operator: refresh sections, edit default prompts)
  revoke-admin <email>   give the account back the Authenticated role

Uses the same DATA_DIR or DATABASE_URL as the server. With the embedded database, stop the server first.`;

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
  // A command answers no requests: the embedded database's own thread would only add its start-up.
  const config = { ...loadConfig(), embeddedDatabaseThread: 'main' as const };
  const database = await openConfiguredDatabase(config, (message) => console.warn(message));
  try {
    await setRoleByEmail(database.handle.db, email, roleName);
    console.log(`${email} now has the ${roleName} role.`);
    return 0;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RoleChangeError;
    // A failed statement's own message lists its parameters; the cleaned one does not.
    console.error(known ? error.message : describeError(error, createScrubber([])));
    process.exit(1);
  },
);
