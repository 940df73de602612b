import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const clientDocumentsKey = (clientId: string) => ['client-documents', clientId] as const;

/** GET /api/clients/{id}/documents: the structured documents the Website Context was read from. */
export function useClientDocuments(clientId: string | undefined) {
  return useQuery({
    queryKey: clientDocumentsKey(clientId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(
          `/clients/${encodeURIComponent(clientId!)}/documents`,
          (c) => c.clientDocumentsResponseSchema,
        )
      ).data,
    enabled: !!clientId,
    retry: false,
  });
}
