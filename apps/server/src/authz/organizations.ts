import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { organizationMembers, organizations } from '../db/schema.js';
import { forbidden, notFound } from '../lib/errors.js';
import { recordIdentity } from './record-id.js';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const OWNERS_EDIT_ORGANIZATION =
  "Only the organization's owners can change its name, website and description";

/** read: see it, its members and plan; edit: change its name and settings (owners only). */
export type OrganizationAction = 'read' | 'edit';
export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationWithViewer = { organization: OrganizationRow; viewerIsOwner: boolean };

const viewer = alias(organizationMembers, 'viewer');

/**
 * Whether the viewer's membership row makes them an owner: recorded as one, or, in an organization whose
 * rows name no owner (memberships older than owners, or a race that removed the last), its earliest
 * member, as the members list shows it. Evaluated in the lookup's own statement.
 */
const viewerIsOwner: SQL<boolean> = sql<boolean>`(${viewer.role} = 'owner' OR (
  NOT EXISTS (SELECT 1 FROM organization_members o WHERE o.organization_id = ${viewer.organizationId} AND o.role = 'owner')
  AND NOT EXISTS (SELECT 1 FROM organization_members o WHERE o.organization_id = ${viewer.organizationId}
    AND (o.created_at, o.user_id) < (${viewer.createdAt}, ${viewer.userId}))))`;

/** The check: members read; only owners edit. Non-members never get here: the scope found nothing. */
export function authorizeOrganization(
  action: OrganizationAction,
  found: OrganizationWithViewer | undefined,
): OrganizationRow {
  if (!found) throw notFound(ORGANIZATION_NOT_FOUND);
  if (action === 'edit' && !found.viewerIsOwner) throw forbidden(OWNERS_EDIT_ORGANIZATION);
  return found.organization;
}

/**
 * An organization `userId` belongs to, by id or documentId, with whether they own it: one query, the
 * membership joined in. Another organization is not found, whether it exists or not.
 */
export async function findOrganization(
  db: Database,
  userId: number,
  action: OrganizationAction,
  idOrDocumentId: string | number,
): Promise<OrganizationRow> {
  const identity = recordIdentity(organizations, idOrDocumentId);
  if (!identity) throw notFound(ORGANIZATION_NOT_FOUND);
  const [row] = await db
    .select({ organization: organizations, viewerIsOwner })
    .from(organizations)
    .innerJoin(viewer, and(eq(viewer.organizationId, organizations.id), eq(viewer.userId, userId)))
    .where(identity);
  return authorizeOrganization(action, row);
}
