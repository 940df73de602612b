import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /clients/:id/assessment: the client's latest run, or null when none has run. */
export const useLatestAssessment = (clientId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['vsme', 'assessment', clientId],
    queryFn: () =>
      apiClient
        .get(`/clients/${clientId}/assessment`, (c) => c.latestAssessmentRunResponseSchema)
        .then((answer) => answer.data),
    enabled,
  });
