import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth';
import { fetchAllPages } from '../../../lib/pages';

export const clientDocumentsKey = (clientId: string) => ['client-documents', clientId] as const;

/**
 * GET /api/clients/{id}/documents: the structured documents the Website Context was read from, every
 * page of them.
 */
export function useClientDocuments(clientId: string | undefined) {
  // Signed-in users only (a visitor reading a sample has no documents to ask for: the server says 401).
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: clientDocumentsKey(clientId ?? ''),
    queryFn: () =>
      fetchAllPages(
        `/clients/${encodeURIComponent(clientId!)}/documents`,
        (c) => c.clientDocumentsResponseSchema,
      ),
    enabled: !!clientId && isAuthenticated,
    retry: false,
  });
}
