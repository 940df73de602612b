import type { User, UserUpdateBody } from '@impact/contracts';
import { apiClient } from '../api-client';
import { getToken } from '../storage';

/** PUT /users/{id}: profile fields or lastSelectedClientId; refuses early when nobody is signed in. */
export async function updateUserProfile(userId: number, body: UserUpdateBody): Promise<User> {
  if (!getToken()) throw new Error('No authentication token found');
  return apiClient.put(`/users/${userId}`, (c) => c.userSchema, body);
}
