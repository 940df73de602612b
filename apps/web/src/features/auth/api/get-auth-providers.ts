import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Which social sign-in buttons to show: only providers the server has credentials for. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiClient.get('/auth/providers', (c) => c.authProvidersResponseSchema),
  staleTime: 5 * 60_000,
  retry: false,
});

export const useAuthProviders = () => useQuery(authProvidersQuery);
