import type { Client } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from '../../../lib/api-client';

/** GET /clients?name=: the organization's client of that name (any letter case), else a sample. */
export const fetchClientByName = (name: string) =>
  apiClient.get<{ data: Client }>(`/clients?${new URLSearchParams({ name })}`).then((answer) => answer.data);

export function useClientByName(name: string) {
  return useQuery({
    queryKey: ['client', 'by-name', name.toLowerCase()],
    queryFn: () => fetchClientByName(name),
    // 'Client not found' will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });
}
