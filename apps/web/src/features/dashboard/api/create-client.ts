import type { ClientFields, ClientSummary } from '@impact/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announceAssessmentRun } from '../../../lib/assessment-events';
import { fetchPrimaryOrganization, useOrganizationStore } from '../../organization';
import { ORG_CLIENTS_KEY } from './client-lists';
import { COMPANY_SEARCH_KEY } from './search-companies';

/** Spec 01 §4: the current organization, or else the user's first one (which then becomes current). */
async function currentOrganizationId(userId: number): Promise<number> {
  const current = useOrganizationStore.getState().currentOrganization;
  if (current) return current.id;
  const organization = await fetchPrimaryOrganization(userId);
  useOrganizationStore.getState().setCurrentOrganization(organization);
  return organization.id;
}

export type NewClientFields = Omit<ClientFields, 'Organizations'>;

/** POST /clients with the organization attached; the answer must name the client and carry an id. */
export async function createClient(userId: number, fields: NewClientFields): Promise<ClientSummary> {
  const organizationId = await currentOrganizationId(userId);
  const answer = await apiClient.post('/clients', (c) => c.createdClientResponseSchema, {
    data: { ...fields, Organizations: [organizationId] },
  });
  // Production does not check answers (docs/decisions/003): the spec's failures stay for a bad one.
  const created: Partial<ClientSummary> | null | undefined = answer.data;
  if (!created || (created.id == null && !created.documentId)) throw new Error('Created client has no ID');
  if (!created.Name) throw new Error('Client created but required data is missing');
  announceAssessmentRun(answer.meta?.assessment, created);
  return answer.data;
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, fields }: { userId: number; fields: NewClientFields }) =>
      createClient(userId, fields),
    // The new client joins the tiles, and earlier searches would still offer it as a web result.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORG_CLIENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPANY_SEARCH_KEY }),
      ]),
  });
}
