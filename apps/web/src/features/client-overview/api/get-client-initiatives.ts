import type { Initiative } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/pages';
import { useAuthStore } from '../../../lib/auth';

/**
 * GET /initiatives?filters[Clients][id][$eq]={id}&populate=*; signed-out visitors ask for the publicly
 * accessible ones (spec 02 §5, §6). A failure reads as no initiatives: the overview only counts them.
 */
export async function fetchClientInitiatives(clientId: number, publicAccess: boolean): Promise<Initiative[]> {
  const query = `filters[Clients][id][$eq]=${clientId}&populate=*${publicAccess ? '&publicAccess=true' : ''}`;
  try {
    return await fetchAllPages(`/initiatives?${query}`, (c) => c.initiativeListResponseSchema);
  } catch {
    return [];
  }
}

export function useClientInitiatives(clientId: number) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    // Under 'initiatives', so whatever invalidates the initiatives refreshes this count too.
    queryKey: ['initiatives', 'overview-count', clientId, isAuthenticated],
    queryFn: () => fetchClientInitiatives(clientId, !isAuthenticated),
  });
}
