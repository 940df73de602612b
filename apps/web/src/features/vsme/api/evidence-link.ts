import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Signed addresses last five minutes: asked again every two while shown, so a click always works. */
const REFRESH_MS = 2 * 60_000;

/**
 * GET /api/onboarding/documents/{documentId}: an uploaded file (a consultant's document or a client's
 * evidence) with the signed address that opens it in a new tab, which cannot send the bearer token.
 */
export const useEvidenceLink = (documentId: string) =>
  useQuery({
    queryKey: ['onboarding-document', documentId],
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
