import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { useAuthStore } from './auth';

/**
 * GET /api/workspace: the signed-in user's organization with its plan and their role in it. Shared
 * because the client sidebar (plan badge), the plans dialog (current plan) and Settings all show it.
 */

/** Every workspace query starts with this, so one invalidation refreshes them all. */
export const WORKSPACE_QUERY_ROOT = 'workspace';

/** A /workspace path naming which of the caller's organizations is meant, when the app knows it. */
export function workspacePath(path: string, organizationDocumentId?: string | null): string {
  if (!organizationDocumentId) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ organization: organizationDocumentId })}`;
}

export const workspaceQueryKey = (organizationDocumentId?: string | null) =>
  [WORKSPACE_QUERY_ROOT, organizationDocumentId ?? 'default'] as const;

export const fetchWorkspace = (organizationDocumentId?: string | null) =>
  apiClient
    .get(workspacePath('/workspace', organizationDocumentId), (c) => c.workspaceResponseSchema)
    .then((answer) => answer.data);

/** The workspace, fetched only for a signed-in user (visitors have none). */
export function useWorkspace(organizationDocumentId?: string | null) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: workspaceQueryKey(organizationDocumentId),
    queryFn: () => fetchWorkspace(organizationDocumentId),
    enabled: isAuthenticated,
  });
}
