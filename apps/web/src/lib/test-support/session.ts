import type { User } from '@impact/contracts';
import { act } from 'react';
import { useAuthStore } from '../auth';

/** A signed-in user as the session store holds it after GET /users/me. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    documentId: 'user-7',
    username: 'alexmorgan',
    email: 'alex@greenworks.example',
    fullName: 'Alex Morgan',
    avatarUrl: null,
    provider: 'local',
    confirmed: true,
    blocked: false,
    lastSelectedClientId: null,
    OrganizationSetupComplete: true,
    OnboardingComplete: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    role: { id: 1, name: 'Authenticated', type: 'authenticated' },
    ...overrides,
  };
}

export function signIn(overrides: Partial<User> = {}): User {
  const user = testUser(overrides);
  act(() => {
    useAuthStore.setState({ user, token: 'test-token', isAuthenticated: true, isSessionChecked: true });
  });
  return user;
}

export function signInAsAdmin(): User {
  return signIn({ role: { id: 3, name: 'Admin', type: 'admin' } });
}

export function signOut(): void {
  act(() => {
    useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isSessionChecked: true });
  });
}
