import type { OrganizationFields } from '@impact/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { WORKSPACE_QUERY_ROOT } from '../../../lib/workspace';
import { useOrganizationStore } from '../../organization';

/** PUT /organizations/:documentId: any member may change the name, website and description. */
export function useUpdateOrganization(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OrganizationFields) =>
      apiClient
        .put(`/organizations/${encodeURIComponent(documentId)}`, (c) => c.organizationResponseSchema, {
          data: fields,
        })
        .then((answer) => answer.data),
    onSuccess: (organization) => {
      const store = useOrganizationStore.getState();
      if (store.currentOrganization?.documentId === organization.documentId) {
        store.setCurrentOrganization(organization);
      }
      return queryClient.invalidateQueries({ queryKey: [WORKSPACE_QUERY_ROOT] });
    },
  });
}
