import type { AdminWorkspace, PlanId, Workspace } from '@impact/contracts';
import type { OrganizationRow } from '../../authz/organizations.js';
import type { Member } from './membership.js';
import { roleOf } from './membership.js';

function planOf(row: OrganizationRow): PlanId {
  return row.plan === 'pro' ? 'pro' : 'free-trial';
}

/** The organization as one of its members sees it. */
export function toWorkspaceView(row: OrganizationRow, members: Member[], viewerId: number): Workspace {
  const view = toAdminWorkspaceView(row, members, viewerId);
  if (!view.myRole) throw new Error(`user ${viewerId} is not a member of organization ${row.id}`);
  return { ...view, myRole: view.myRole };
}

/** The organization as anyone may be shown it, with the viewer's role when they belong to it. */
export function toAdminWorkspaceView(
  row: OrganizationRow,
  members: Member[],
  viewerId: number,
): AdminWorkspace {
  return {
    documentId: row.documentId,
    Name: row.name,
    Type: row.type,
    Website: row.website,
    Description: row.description,
    plan: planOf(row),
    myRole: roleOf(members, viewerId) ?? null,
    memberCount: members.length,
  };
}
