import { DEFAULT_ORGANIZATION_NAME, type Organization, type OrganizationFields } from '@impact/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { findOrganization } from '../../authz/organizations.js';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { organizationMembers, organizations, users } from '../../db/schema.js';

type OrganizationRow = typeof organizations.$inferSelect;

export function toOrganizationView(row: OrganizationRow): Organization {
  return {
    id: row.id,
    documentId: row.documentId,
    Name: row.name,
    Type: row.type === 'individual' || row.type === 'team' ? row.type : null,
    Website: row.website,
    Description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listOrganizationsOfUser(db: Database, userId: number): Promise<Organization[]> {
  const rows = await db
    .select({ organization: organizations })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    // The one joined first leads: the web app takes the first as the current organization, as the server does.
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.id));
  return rows.map((row) => toOrganizationView(row.organization));
}

function toColumns(fields: OrganizationFields): Partial<typeof organizations.$inferInsert> {
  const columns: Partial<typeof organizations.$inferInsert> = {};
  if (fields.Name !== undefined) columns.name = fields.Name;
  if (fields.Type !== undefined) columns.type = fields.Type;
  if (fields.Website !== undefined) columns.website = fields.Website || null;
  if (fields.Description !== undefined) columns.description = fields.Description || null;
  return columns;
}

/**
 * Organization setup is complete once the organization has a type and either a website or a
 * description of services (spec 01 §5); the user's flag follows in the same transaction.
 */
function isSetupComplete(row: OrganizationRow): boolean {
  return Boolean(row.type && (row.website || row.description));
}

async function markSetupCompleteIfReady(tx: Database, userId: number, row: OrganizationRow): Promise<void> {
  if (!isSetupComplete(row)) return;
  await tx
    .update(users)
    .set({ organizationSetupComplete: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.organizationSetupComplete, false)));
}

/** Creates an organization with the user as its owner. */
export async function createOrganization(
  db: Database,
  userId: number,
  fields: OrganizationFields,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ name: DEFAULT_ORGANIZATION_NAME, ...toColumns(fields), documentId: newDocumentId() })
      .returning();
    await tx.insert(organizationMembers).values({ organizationId: row!.id, userId, role: 'owner' });
    await markSetupCompleteIfReady(tx, userId, row!);
    return toOrganizationView(row!);
  });
}

/**
 * Updates an organization the user owns. A member is refused (403: they can see it, so saying why
 * reveals nothing); any other organization is answered as not found.
 */
export async function updateOrganization(
  db: Database,
  userId: number,
  documentId: string,
  fields: OrganizationFields,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const organization = await findOrganization(tx, userId, 'edit', documentId);
    const [row] = await tx
      .update(organizations)
      .set({ ...toColumns(fields), updatedAt: sql`now()` })
      .where(eq(organizations.id, organization.id))
      .returning();
    await markSetupCompleteIfReady(tx, userId, row!);
    return toOrganizationView(row!);
  });
}
