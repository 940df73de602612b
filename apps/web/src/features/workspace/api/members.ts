import type { WorkspaceMember } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WORKSPACE_QUERY_ROOT, workspacePath } from '../../../lib/workspace';

export const membersKey = (organization: string | null) =>
  [WORKSPACE_QUERY_ROOT, organization ?? 'default', 'members'] as const;

export const useMembers = (organization: string | null) =>
  useQuery({
    queryKey: membersKey(organization),
    queryFn: () =>
      apiClient
        .get<{ data: WorkspaceMember[] }>(workspacePath('/workspace/members', organization))
        .then((answer) => answer.data),
  });

/** DELETE /workspace/members/:userId: an owner removes someone, or anyone removes themself (leaves). */
export function useRemoveMember(organization: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: WorkspaceMember) =>
      apiClient.delete(workspacePath(`/workspace/members/${member.userId}`, organization)).then(() => member),
    onSuccess: (member) =>
      // Leaving changes what the whole app may see; removing someone only this organization's lists.
      member.isMe
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_ROOT] }),
  });
}
