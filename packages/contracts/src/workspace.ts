import { z } from 'zod';
import { dataOf } from './answers.js';
import { pageOf } from './pagination.js';

/**
 * Plans, upgrade requests and the team workspace (members, invitations).
 *
 * API (all under /api, signed in):
 *   GET    /plans                                      → { data: Plan[] }                       (public)
 *   GET    /workspace                                  → { data: Workspace }  the caller's current organization
 *   PUT    /organizations/:documentId                  (exists) name, website, description, type
 *   GET    /workspace/members                          → { data: WorkspaceMember[] }
 *   DELETE /workspace/members/:userId                  → 204  (owner only; a member may remove themself; the last owner cannot leave)
 *   GET    /workspace/invitations                      → { data: Invitation[] } pending ones    (owner only)
 *   POST   /workspace/invitations {email}              → { data: Invitation } 201               (owner only; rate limited; mail or outbox)
 *   DELETE /workspace/invitations/:documentId          → 204  revoke                             (owner only)
 *   GET    /invitations/:token                         → { data: InvitationPreview }             (public: organization name, inviter, e-mail, state)
 *   POST   /invitations/:token/accept                  → { data: Workspace }                    (signed in; joins; becomes the current organization)
 *   POST   /upgrade-requests {message?}                → { data: UpgradeRequest } 201           (signed in; one open request per organization)
 *   GET    /upgrade-requests                           → { data: UpgradeRequest[] }            (Admin: all; others: their organization's)
 *   PUT    /admin/organizations/:documentId/plan {plan} → { data: AdminWorkspace }             (Admin only; also marks open requests granted)
 *
 * Every /workspace path takes an optional `?organization=<documentId>` naming which of the caller's
 * organizations is meant (the web app's current organization); without it, the first one they joined.
 *
 * The invitation link in the mail is {APP_URL}/invite/{token}; the web app's /invite/:token page shows the preview
 * and, once signed in (or after sign-up), accepts it.
 */

export const PLAN_IDS = ['free-trial', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_LABELS: Record<PlanId, string> = { 'free-trial': 'Free Trial', pro: 'Pro' };

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  /** null = unlimited */
  limits: z.object({
    clients: z.number().int().nullable(),
    assessmentsPerMonth: z.number().int().nullable(),
    reportExportsPerMonth: z.number().int().nullable(),
    teamSeats: z.number().int().nullable(),
  }),
  /** Which model provider runs the work, in words. */
  modelProvider: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const ORGANIZATION_MEMBER_ROLES = ['owner', 'member'] as const;
export type OrganizationMemberRole = (typeof ORGANIZATION_MEMBER_ROLES)[number];

export const workspaceSchema = z.object({
  documentId: z.string(),
  Name: z.string(),
  Type: z.string().nullable(),
  Website: z.string().nullable(),
  Description: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  /** The caller's own role in it. */
  myRole: z.enum(ORGANIZATION_MEMBER_ROLES),
  memberCount: z.number().int(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** An organization as an Admin sees it when setting its plan: myRole is null unless the Admin is a member. */
export const adminWorkspaceSchema = workspaceSchema.extend({
  myRole: z.enum(ORGANIZATION_MEMBER_ROLES).nullable(),
});
export type AdminWorkspace = z.infer<typeof adminWorkspaceSchema>;

export const workspaceMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_MEMBER_ROLES),
  joinedAt: z.string(),
  isMe: z.boolean(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

export const INVITATION_TTL_DAYS = 7;

export const invitationSchema = z.object({
  documentId: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_MEMBER_ROLES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  invitedByName: z.string().nullable(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const createInvitationSchema = z.strictObject({
  // Trimmed before the format check, so a pasted address with a stray space is accepted.
  email: z
    .string('Enter a valid e-mail address')
    .trim()
    .max(254, 'The e-mail address is too long')
    .pipe(z.email('Enter a valid e-mail address'))
    .transform((email) => email.toLowerCase()),
});

export const UPGRADE_REQUEST_STATUSES = ['open', 'granted', 'declined'] as const;
export const upgradeRequestSchema = z.object({
  documentId: z.string(),
  organizationDocumentId: z.string(),
  organizationName: z.string(),
  requestedByName: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  message: z.string().nullable(),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const createUpgradeRequestSchema = z.strictObject({
  message: z
    .string('The message must be text')
    .trim()
    .max(2000, 'The message must be at most 2000 characters')
    .optional(),
});

export const setPlanSchema = z.strictObject({
  plan: z.enum(PLAN_IDS, `plan must be one of ${PLAN_IDS.join(', ')}`),
});

// ---- Answers (the paths above) ----

export const planListResponseSchema = dataOf(z.array(planSchema));
export const workspaceResponseSchema = dataOf(workspaceSchema);
export const adminWorkspaceResponseSchema = dataOf(adminWorkspaceSchema);
export const workspaceMemberListResponseSchema = pageOf(workspaceMemberSchema);
export const invitationResponseSchema = dataOf(invitationSchema);
export const invitationListResponseSchema = pageOf(invitationSchema);
export const invitationPreviewResponseSchema = dataOf(invitationPreviewSchema);
export const upgradeRequestResponseSchema = dataOf(upgradeRequestSchema);
export const upgradeRequestListResponseSchema = pageOf(upgradeRequestSchema);
