import type { PlanId } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/pages';
import { useAuthStore } from '../../../lib/auth';
import { WORKSPACE_QUERY_ROOT, workspacePath } from '../../../lib/workspace';

export const usePlans = () =>
  useQuery({
    queryKey: ['plans'],
    queryFn: () => apiClient.get('/plans', (c) => c.planListResponseSchema).then((answer) => answer.data),
  });

const UPGRADE_REQUESTS_KEY = ['upgrade-requests'] as const;

/** The newest this many upgrade requests are shown (a page of the largest size at a time). */
export const UPGRADE_REQUESTS_SHOWN = 200;

/** GET /upgrade-requests: an Admin's are everyone's, anyone else's their organization's. */
export function useUpgradeRequests() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: UPGRADE_REQUESTS_KEY,
    queryFn: () =>
      fetchAllPages('/upgrade-requests', (c) => c.upgradeRequestListResponseSchema, {
        maxItems: UPGRADE_REQUESTS_SHOWN,
      }),
    enabled: isAuthenticated,
  });
}

/** For the organization the app works in; the server answers the open request if one exists already. */
export function useRequestPro(organization: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient
        .post(workspacePath('/upgrade-requests', organization), (c) => c.upgradeRequestResponseSchema, {})
        .then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY }),
  });
}

/** PUT /admin/organizations/:documentId/plan (Admin): also marks that organization's open requests granted. */
export function useSetOrganizationPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationDocumentId, plan }: { organizationDocumentId: string; plan: PlanId }) =>
      apiClient
        .put(
          `/admin/organizations/${encodeURIComponent(organizationDocumentId)}/plan`,
          (c) => c.adminWorkspaceResponseSchema,
          { plan },
        )
        .then((answer) => answer.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: UPGRADE_REQUESTS_KEY }),
        queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_ROOT] }),
      ]),
  });
}
