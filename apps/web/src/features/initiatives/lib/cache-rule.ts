/**
 * Spec 02 §9: initiatives are cached per client and reused when the stored client matches and the
 * list is non-empty. The query key carries the client, so a cached list always belongs to it; this
 * decides whether that list is reused as it is (never stale) or asked for again on the next visit.
 */
export function isReusableInitiativeList(list: readonly unknown[] | undefined): boolean {
  return Array.isArray(list) && list.length > 0;
}

/** TanStack Query's staleTime for the cached list: forever when reusable, else refetch on every visit. */
export const initiativeListStaleTime = (list: readonly unknown[] | undefined): number =>
  isReusableInitiativeList(list) ? Number.POSITIVE_INFINITY : 0;
