import type { ClassificationCorrectionUpdate } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { announceAssessmentRun } from '../../../lib/assessment-events';

/** GET /classification/sectors: the NACE divisions and groups to choose from; the same for everyone. */
export function useSectorChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['classification-sectors'],
    queryFn: () =>
      apiClient.get('/classification/sectors', (c) => c.sectorChoicesResponseSchema).then((a) => a.data),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * PUT /clients/:id/classification: stores the correction and starts the run that re-decides the
 * sections resting on it; the progress panel follows that run, and the client is read again.
 */
export function useCorrectClassification(client: { id: number; Name: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classification: ClassificationCorrectionUpdate) =>
      apiClient
        .put(`/clients/${client.id}/classification`, (c) => c.savedClassificationResponseSchema, {
          classification,
        })
        .then((answer) => answer.data),
    onSuccess: async ({ run }) => {
      announceAssessmentRun(run, client);
      await queryClient.invalidateQueries({ queryKey: ['client'] });
    },
  });
}
