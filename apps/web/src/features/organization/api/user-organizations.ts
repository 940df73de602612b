import type { Organization, User } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/** Organization calls need a signed-in user; say so before the server has to. */
export function requireToken(): void {
  if (!getToken()) throw new Error('Authentication required');
}

type UserWithOrganizations = Partial<User> & { organizations?: Organization[] };

/** The user's organizations, read from `Organizations` or `organizations` (spec 01 §7). */
export async function fetchUserOrganizations(userId: number): Promise<Organization[]> {
  requireToken();
  const user = await apiClient.get<UserWithOrganizations>(`/users/${userId}?populate=Organizations`);
  if (user.id === undefined) throw new Error('User not found');
  return user.Organizations ?? user.organizations ?? [];
}

export async function fetchPrimaryOrganization(userId: number): Promise<Organization> {
  const [first] = await fetchUserOrganizations(userId);
  if (!first) throw new Error('No organization found for user');
  return first;
}
