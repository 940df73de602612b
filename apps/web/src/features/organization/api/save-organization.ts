import type { Organization, OrganizationFields } from '@impact/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOrganizationStore } from '../organization-store';
import { fetchUserOrganizations, requireToken } from './user-organizations';

/**
 * Updates the user's organization, or creates one when they have none yet. The server names a new
 * organization 'My Organization' and marks the user's setup complete itself.
 */
export async function saveOrganization(userId: number, fields: OrganizationFields): Promise<Organization> {
  requireToken();
  const [existing] = await fetchUserOrganizations(userId);
  if (existing) {
    if (!existing.documentId) throw new Error('Organization is missing required documentId');
    const answer = await apiClient
      .put(`/organizations/${existing.documentId}`, (c) => c.organizationResponseSchema, { data: fields })
      .catch((cause: unknown) => {
        throw new Error('Failed to update organization', { cause });
      });
    // Production does not check answers (docs/decisions/003): the spec's failures stay for a bad one.
    if (!answer.data) throw new Error('Failed to update organization');
    return answer.data;
  }
  const answer = await apiClient
    .post('/organizations', (c) => c.organizationResponseSchema, { data: fields })
    .catch((cause: unknown) => {
      throw new Error('Failed to create organization', { cause });
    });
  if (!answer.data) throw new Error('Failed to create organization');
  return answer.data;
}

export const useSaveOrganization = () =>
  useMutation({
    mutationFn: ({ userId, fields }: { userId: number; fields: OrganizationFields }) =>
      saveOrganization(userId, fields),
    onSuccess: (organization) => useOrganizationStore.getState().setCurrentOrganization(organization),
  });
