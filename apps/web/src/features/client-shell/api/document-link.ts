import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * GET /api/onboarding/documents/{documentId}: an uploaded document with the signed address that opens
 * it in a new tab for five minutes (a new tab cannot send the bearer token). Asked again every two
 * minutes while shown, so the link on the page has always got time left.
 */
const REFRESH_MS = 2 * 60_000;

export const documentLinkKey = (documentId: string) => ['onboarding-document', documentId] as const;

export function useDocumentLink(documentId: string) {
  return useQuery({
    queryKey: documentLinkKey(documentId),
    queryFn: async () =>
      (
        await apiClient.get(
          `/onboarding/documents/${encodeURIComponent(documentId)}`,
          (c) => c.onboardingDocumentLinkResponseSchema,
        )
      ).data,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
}
