import type { AuthResponse, LoginBody, RegisterBody, User } from '@impact/contracts';
import { apiClient } from '../api-client';

/** The user as the app needs it: with role (Admin controls) and the last onboarding session. */
const CURRENT_USER_PATH = '/users/me?populate[0]=LastOnboardingId&populate[1]=role';

export const fetchCurrentUser = (): Promise<User> => apiClient.get(CURRENT_USER_PATH, (c) => c.userSchema);

export const loginRequest = (body: LoginBody): Promise<AuthResponse> =>
  apiClient.post('/auth/local', (c) => c.authResponseSchema, body);

export const registerRequest = (body: RegisterBody): Promise<AuthResponse> =>
  apiClient.post('/auth/local/register', (c) => c.authResponseSchema, body);
