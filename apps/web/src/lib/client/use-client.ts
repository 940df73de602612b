import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from '../api-client';

/** GET /clients?name=: the organization's client of that name (any letter case), else a sample. */
export const fetchClientByName = (name: string) =>
  apiClient
    .get(`/clients?${new URLSearchParams({ name })}`, (c) => c.clientResponseSchema)
    .then((answer) => answer.data);

/** The query key of a client fetched by name; refreshing a section invalidates ['client']. */
export const clientQueryKey = (name: string) => ['client', 'by-name', name.toLowerCase()] as const;

export function useClientByName(name: string) {
  return useQuery({
    queryKey: clientQueryKey(name),
    queryFn: () => fetchClientByName(name),
    // 'Client not found' will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });
}
