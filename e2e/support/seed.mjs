// Accounts the browser tests sign in with, written straight into the fresh data directory before the
// server starts: an Admin (granting the role needs the operator's command, which cannot run beside the
// embedded server) and a consultant, each with an organization. Seeding also keeps the suite inside the
// server's five sign-ups an hour per address.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { E2E_SEEDED_ACCOUNTS } from './seeded-accounts.mjs';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/drizzle',
);
const documentId = () => randomBytes(12).toString('hex');

export async function seedAccounts(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gist } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    for (const account of Object.values(E2E_SEEDED_ACCOUNTS)) {
      const role = await client.query('select id from roles where name = $1', [account.role]);
      const passwordHash = await hash(account.password);
      const user = await client.query(
        `insert into users (document_id, username, email, full_name, password_hash, role_id, confirmed,
           organization_setup_complete, onboarding_complete)
         values ($1, $2, $3, $4, $5, $6, true, true, $7) returning id`,
        [
          documentId(),
          account.username,
          account.email,
          account.fullName,
          passwordHash,
          role.rows[0].id,
          account.onboardingComplete ?? true,
        ],
      );
      const organization = await client.query(
        'insert into organizations (document_id, name) values ($1, $2) returning id',
        [documentId(), account.organization],
      );
      await client.query(
        "insert into organization_members (organization_id, user_id, role) values ($1, $2, 'owner')",
        [organization.rows[0].id, user.rows[0].id],
      );
    }
  } finally {
    await client.close();
  }
}
