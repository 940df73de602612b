import type { ClientTile } from '@impact/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../lib/pages';

export const ORG_CLIENTS_KEY = ['clients', 'org'] as const;
export const PUBLIC_CLIENTS_KEY = ['clients', 'public'] as const;

/** Tiles a page: four rows of the widest grid (four columns). */
export const TILES_PAGE_SIZE = 16;

/** One page of the organization's clients, or of the public samples for visitors (tiles only). */
export const fetchOrganizationClients = (page: number) =>
  fetchPage('/org/clients', (c) => c.organizationClientListResponseSchema, page, TILES_PAGE_SIZE);
export const fetchPublicClients = (page: number) =>
  fetchPage('/clients/public', (c) => c.publicClientListResponseSchema, page, TILES_PAGE_SIZE);

/**
 * 'Your Projects' when signed in, 'Explore Profiles' when not, a page at a time (the next one when the
 * list's end scrolls into view); nothing until the session is known.
 */
export function useClientTiles(audience: 'organization' | 'public' | null) {
  return useInfiniteQuery({
    queryKey: audience === 'public' ? PUBLIC_CLIENTS_KEY : ORG_CLIENTS_KEY,
    queryFn: ({
      pageParam,
    }): Promise<{ items: ClientTile[]; pagination: { page: number; pageCount: number } }> =>
      audience === 'public' ? fetchPublicClients(pageParam) : fetchOrganizationClients(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.pageCount ? last.pagination.page + 1 : undefined,
    enabled: audience !== null,
  });
}
