import type { WorkspaceMember } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/pages';
import { useOrganizationStore } from '../../organization';
import { WORKSPACE_QUERY_ROOT, workspacePath } from '../../../lib/workspace';

export const membersKey = (organization: string | null) =>
  [WORKSPACE_QUERY_ROOT, organization ?? 'default', 'members'] as const;

export const useMembers = (organization: string | null) =>
  useQuery({
    queryKey: membersKey(organization),
    queryFn: () =>
      fetchAllPages(
        workspacePath('/workspace/members', organization),
        (c) => c.workspaceMemberListResponseSchema,
      ),
  });

/** DELETE /workspace/members/:userId: an owner removes someone, or anyone removes themself (leaves). */
export function useRemoveMember(organization: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: WorkspaceMember) =>
      apiClient
        .delete(workspacePath(`/workspace/members/${member.userId}`, organization), (c) => c.noContentSchema)
        .then(() => member),
    onSuccess: (member) => {
      if (!member.isMe) return queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_ROOT] });
      // Leaving: forget the organization first, so the refetches below ask for one the user still has.
      const store = useOrganizationStore.getState();
      // (Without an explicit organization the one left was the default: the current one is re-chosen.)
      if (organization === null || store.currentOrganization?.documentId === organization) {
        store.setCurrentOrganization(null);
      }
      return queryClient.invalidateQueries();
    },
  });
}
