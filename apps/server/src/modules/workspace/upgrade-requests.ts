import type { AdminWorkspace, PlanId, UpgradeRequest } from '@impact/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { organizations, upgradeRequests, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isMemberOrganization } from '../../authz/membership.js';
import { ORGANIZATION_NOT_FOUND, type OrganizationRow } from '../../authz/organizations.js';
import { lockOrganization, membersOf } from './membership.js';
import { toAdminWorkspaceView } from './workspace-view.js';

async function selectRequests(
  db: Database,
  where: SQL | undefined,
  window: PageWindow = { offset: 0, limit: 1 },
): Promise<UpgradeRequest[]> {
  const query = db
    .select({
      request: upgradeRequests,
      organizationDocumentId: organizations.documentId,
      organizationName: organizations.name,
      requestedByName: sql<string | null>`coalesce(nullif(trim(${users.fullName}), ''), ${users.username})`,
    })
    .from(upgradeRequests)
    .innerJoin(organizations, eq(organizations.id, upgradeRequests.organizationId))
    .leftJoin(users, eq(users.id, upgradeRequests.requestedBy))
    .where(where)
    .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  return (await query).map(({ request, ...joined }) => ({
    documentId: request.documentId,
    organizationDocumentId: joined.organizationDocumentId,
    organizationName: joined.organizationName,
    requestedByName: joined.requestedByName ?? null,
    plan: request.plan as PlanId,
    message: request.message,
    status: request.status as UpgradeRequest['status'],
    createdAt: request.createdAt.toISOString(),
  }));
}

/**
 * 'Request Pro' for an organization. One open request per organization: asking again answers the
 * open one (created: false) rather than adding a twin; the organization's row lock makes that hold
 * for two requests at once too.
 */
export async function requestUpgrade(
  db: Database,
  userId: number,
  organization: OrganizationRow,
  message: string | undefined,
): Promise<{ request: UpgradeRequest; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockOrganization(tx, organization.id);
    const [current] = await tx
      .select({ plan: organizations.plan })
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    if (current?.plan === 'pro') throw conflict('This organization is already on the Pro plan');
    const ofOrganization = eq(upgradeRequests.organizationId, organization.id);
    const [open] = await selectRequests(tx, and(ofOrganization, eq(upgradeRequests.status, 'open')));
    if (open) return { request: open, created: false };
    const [row] = await tx
      .insert(upgradeRequests)
      .values({
        documentId: newDocumentId(),
        organizationId: organization.id,
        requestedBy: userId,
        plan: 'pro',
        message: message || null,
      })
      .returning({ id: upgradeRequests.id });
    const [request] = await selectRequests(tx, eq(upgradeRequests.id, row!.id));
    return { request: request!, created: true };
  });
}

/**
 * An Admin sees every request; anyone else those of their organizations, or of the one named.
 */
export async function listUpgradeRequests(
  db: Database,
  viewer: { id: number; isAdmin: boolean },
  organization: OrganizationRow | undefined,
  window: PageWindow,
): Promise<{ rows: UpgradeRequest[]; total: number }> {
  const where = organization
    ? eq(upgradeRequests.organizationId, organization.id)
    : viewer.isAdmin
      ? undefined
      : isMemberOrganization(upgradeRequests.organizationId, viewer.id);
  const [rows, total] = await Promise.all([
    selectRequests(db, where, window),
    countWhere(db, upgradeRequests, where),
  ]);
  return { rows, total };
}

/** An Admin sets an organization's plan; granting Pro also closes its open requests as granted. */
export async function setOrganizationPlan(
  db: Database,
  adminId: number,
  documentId: string,
  plan: PlanId,
): Promise<AdminWorkspace> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(organizations)
      .set({ plan, updatedAt: sql`now()` })
      .where(eq(organizations.documentId, documentId))
      .returning();
    if (!row) throw notFound(ORGANIZATION_NOT_FOUND);
    if (plan === 'pro') {
      await tx
        .update(upgradeRequests)
        .set({ status: 'granted', handledAt: sql`now()` })
        .where(and(eq(upgradeRequests.organizationId, row.id), eq(upgradeRequests.status, 'open')));
    }
    return toAdminWorkspaceView(row, await membersOf(tx, row.id), adminId);
  });
}
