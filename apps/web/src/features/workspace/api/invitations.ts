import type { Invitation } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/pages';
import { WORKSPACE_QUERY_ROOT, workspacePath } from '../../../lib/workspace';

const invitationsKey = (organization: string | null) =>
  [WORKSPACE_QUERY_ROOT, organization ?? 'default', 'invitations'] as const;

/** The pending invitations (owners only: the server refuses anyone else). */
export const useInvitations = (organization: string | null, enabled: boolean) =>
  useQuery({
    queryKey: invitationsKey(organization),
    queryFn: () =>
      fetchAllPages(
        workspacePath('/workspace/invitations', organization),
        (c) => c.invitationListResponseSchema,
      ),
    enabled,
  });

export function useInvite(organization: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiClient
        .post(workspacePath('/workspace/invitations', organization), (c) => c.invitationResponseSchema, {
          email,
        })
        .then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(organization) }),
  });
}

export function useWithdrawInvitation(organization: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      apiClient
        .delete(
          workspacePath(`/workspace/invitations/${encodeURIComponent(invitation.documentId)}`, organization),
          (c) => c.noContentSchema,
        )
        .then(() => invitation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(organization) }),
  });
}

/** GET /invitations/:token: public, so a visitor sees who invited them before signing in. */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: () =>
      apiClient
        .get(`/invitations/${encodeURIComponent(token)}`, (c) => c.invitationPreviewResponseSchema)
        .then((answer) => answer.data),
    // A missing or foreign invitation will not appear by asking again.
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiClient
        .post(`/invitations/${encodeURIComponent(token)}/accept`, (c) => c.workspaceResponseSchema)
        .then((answer) => answer.data),
  });
