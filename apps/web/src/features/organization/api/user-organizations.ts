import type { Organization } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/** Organization calls need a signed-in user; say so before the server has to. */
export function requireToken(): void {
  if (!getToken()) throw new Error('Authentication required');
}

/** The user's organizations (spec 01 §7: GET /users/{id}?populate=Organizations). */
export async function fetchUserOrganizations(userId: number): Promise<Organization[]> {
  requireToken();
  const user = await apiClient.get(`/users/${userId}?populate=Organizations`, (c) => c.userSchema);
  // Production does not check answers (docs/decisions/003): the spec's failures stay for a bad one.
  if (user.id === undefined) throw new Error('User not found');
  return user.Organizations ?? [];
}

export async function fetchPrimaryOrganization(userId: number): Promise<Organization> {
  const [first] = await fetchUserOrganizations(userId);
  if (!first) throw new Error('No organization found for user');
  return first;
}
