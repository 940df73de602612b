import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/pages';
import { useAuthStore } from '../../../lib/auth';
import { initiativeListStaleTime } from '../lib/cache-rule';
import { toInitiativeRecord, type InitiativeRecord } from '../lib/initiative-record';
import { MESSAGES } from '../lib/messages';

/** Under 'initiatives', so every write (and the overview's count) refreshes with one invalidation. */
export const initiativesQueryKey = (clientId: number, publicAccess: boolean) =>
  ['initiatives', 'list', clientId, publicAccess] as const;

/**
 * GET /initiatives?filters[Clients][id][$eq]={clientId}&populate=* (spec 02 §7), every page: the page
 * filters them in the browser. Signed-out visitors
 * ask for the publicly accessible ones and read a failure as an empty list (spec 02 §6); a signed-in
 * user gets 'Failed to fetch initiatives'.
 */
export async function fetchInitiatives(clientId: number, publicAccess: boolean): Promise<InitiativeRecord[]> {
  const query = `filters[Clients][id][$eq]=${clientId}&populate=*${publicAccess ? '&publicAccess=true' : ''}`;
  try {
    const initiatives = await fetchAllPages(`/initiatives?${query}`, (c) => c.initiativeListResponseSchema);
    return initiatives.map(toInitiativeRecord);
  } catch (error) {
    if (publicAccess) return [];
    throw new Error(MESSAGES.fetch, { cause: error });
  }
}

export const initiativesQueryOptions = (clientId: number, publicAccess: boolean) =>
  queryOptions({
    queryKey: initiativesQueryKey(clientId, publicAccess),
    queryFn: () => fetchInitiatives(clientId, publicAccess),
    // Spec 02 §9's cache rule (lib/cache-rule.ts): a non-empty list of this client is reused.
    staleTime: (query) => initiativeListStaleTime(query.state.data),
  });

export function useInitiatives(clientId: number) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery(initiativesQueryOptions(clientId, !signedIn));
}
