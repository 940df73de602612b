import { randomBytes } from 'node:crypto';
import { ROLE_NAMES } from '@impact/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { newDocumentId } from '../src/db/ids.js';
import { organizationMembers, organizations, roles, users } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import type { TestApp } from './harness.js';

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
  token: string;
}

const unique = () => randomBytes(5).toString('hex');

/** A user written straight to the database (no rate limit involved), with a valid session token. */
export async function createUser(
  t: TestApp,
  overrides: {
    email?: string;
    username?: string;
    password?: string;
    fullName?: string;
    admin?: boolean;
  } = {},
): Promise<TestUser> {
  const suffix = unique();
  const email = overrides.email ?? `user-${suffix}@example.com`;
  const username = overrides.username ?? `user${suffix}`;
  const password = overrides.password ?? 'correct horse battery';
  const roleName = overrides.admin ? ROLE_NAMES.admin : ROLE_NAMES.authenticated;
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  const [row] = await t.db
    .insert(users)
    .values({
      documentId: newDocumentId(),
      email,
      username,
      fullName: overrides.fullName ?? null,
      passwordHash: await hashPassword(password),
      roleId: role!.id,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, username, password, token: t.app.signToken(row!.id) };
}

/** An organization with `owner` as its member; creates the owner when none is given. */
export async function createOrganization(
  t: TestApp,
  options: { owner?: TestUser; name?: string } = {},
): Promise<{ id: number; documentId: string; owner: TestUser }> {
  const owner = options.owner ?? (await createUser(t));
  const [row] = await t.db
    .insert(organizations)
    .values({ documentId: newDocumentId(), name: options.name ?? `Org ${unique()}` })
    .returning();
  await t.db.insert(organizationMembers).values({ organizationId: row!.id, userId: owner.id, role: 'owner' });
  return { id: row!.id, documentId: row!.documentId, owner };
}

/** A client named `name` in `user`'s organization, created as the API creates one. */
export async function createClientVia(
  t: TestApp,
  user: TestUser,
  name: string,
): Promise<{ id: number; documentId: string }> {
  const response = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: name } },
  });
  if (response.statusCode !== 200) throw new Error(`Creating ${name} answered ${response.statusCode}`);
  return response.json().data;
}

/** Row counts of the given tables, for asserting that a refused request changed nothing. */
export async function countRows(t: TestApp, ...tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`));
    counts[table] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

/** Rows of a raw query, typed by the caller (drizzle types execute() results per driver). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
