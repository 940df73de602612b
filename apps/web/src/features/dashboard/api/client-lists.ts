import type { ClientSummary } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const ORG_CLIENTS_KEY = ['clients', 'org'] as const;
export const PUBLIC_CLIENTS_KEY = ['clients', 'public'] as const;

/** The organization's clients, or the public samples (with their initiatives) for visitors. */
export const fetchOrganizationClients = () =>
  apiClient.get('/org/clients', (c) => c.clientSummaryListResponseSchema).then((answer) => answer.data);
export const fetchPublicClients = () =>
  apiClient.get('/clients/public', (c) => c.publicClientListResponseSchema).then((answer) => answer.data);

/** 'Your Projects' when signed in, 'Explore Profiles' when not; nothing until the session is known. */
export function useClientTiles(audience: 'organization' | 'public' | null) {
  return useQuery<ClientSummary[]>({
    queryKey: audience === 'public' ? PUBLIC_CLIENTS_KEY : ORG_CLIENTS_KEY,
    queryFn: audience === 'public' ? fetchPublicClients : fetchOrganizationClients,
    enabled: audience !== null,
  });
}
