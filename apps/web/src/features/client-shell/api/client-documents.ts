import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/pages';

export const clientDocumentsKey = (clientId: string) => ['client-documents', clientId] as const;

/**
 * GET /api/clients/{id}/documents: the structured documents the Website Context was read from, every
 * page of them.
 */
export function useClientDocuments(clientId: string | undefined) {
  return useQuery({
    queryKey: clientDocumentsKey(clientId ?? ''),
    queryFn: () =>
      fetchAllPages(
        `/clients/${encodeURIComponent(clientId!)}/documents`,
        (c) => c.clientDocumentsResponseSchema,
      ),
    enabled: !!clientId,
    retry: false,
  });
}
