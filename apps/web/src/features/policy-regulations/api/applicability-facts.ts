import type { ApplicabilityFactsUpdate } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const path = (clientId: number) => `/clients/${clientId}/applicability-facts`;
// Not under ['client']: saving invalidates the client, and these answers are set from the PUT's answer.
const factsKey = (clientId: number) => ['applicability-facts', clientId] as const;

/** GET /clients/:id/applicability-facts: the consultant's saved answers, to prefill the form. */
export function useApplicabilityFacts(clientId: number, enabled: boolean) {
  return useQuery({
    queryKey: factsKey(clientId),
    queryFn: () =>
      apiClient
        .get(path(clientId), (c) => c.applicabilityFactsResponseSchema)
        .then((answer) => answer.data.facts),
    enabled,
    retry: false,
  });
}

/**
 * PUT /clients/:id/applicability-facts: stores the answers; the server re-runs the rule-decided sections,
 * so the client is read again and the table shows the new verdicts.
 */
export function useSaveApplicabilityFacts(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (facts: ApplicabilityFactsUpdate) =>
      apiClient
        .put(path(clientId), (c) => c.savedApplicabilityFactsResponseSchema, { facts })
        .then((answer) => answer.data.facts),
    onSuccess: async (facts) => {
      queryClient.setQueryData(factsKey(clientId), facts);
      await queryClient.invalidateQueries({ queryKey: ['client'] });
    },
  });
}
