import { authResponseSchema, userSchema } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAppReset } from '../app-reset';
import { answer, apiError, stubApi } from '../test-support/stub-api';
import { testUser } from '../test-support/session';
import { useAuthStore } from './auth-store';

const NOW = Math.floor(Date.now() / 1000);

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function tokenExpiringAt(exp: number): string {
  return `${encode({ alg: 'HS256' })}.${encode({ id: 1, exp })}.sig`;
}

const user = testUser({ id: 1, username: 'janedoe', email: 'jane@acme.com', fullName: 'Jane Doe' });
const CURRENT_USER = '/api/users/me?populate[0]=LastOnboardingId&populate[1]=role';

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth store start-up check', () => {
  it('drops an expired stored token without calling the server', async () => {
    window.localStorage.setItem('token', tokenExpiringAt(NOW - 60));
    const api = stubApi({});
    await useAuthStore.getState().initialize();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.requests).toHaveLength(0);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isSessionChecked: true,
      user: null,
    });
  });

  it('loads the user with role and last onboarding session for a valid token', async () => {
    const token = tokenExpiringAt(NOW + 3600);
    window.localStorage.setItem('token', token);
    const api = stubApi({ [`GET ${CURRENT_USER}`]: answer(userSchema, user) });
    await useAuthStore.getState().initialize();
    expect(api.requests.map((request) => request.url)).toEqual([CURRENT_USER]);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token,
      user,
      isSessionChecked: true,
    });
  });

  it('signs out when the server refuses the token', async () => {
    window.localStorage.setItem('token', tokenExpiringAt(NOW + 3600));
    stubApi({ [`GET ${CURRENT_USER}`]: apiError(401, 'Token expired') });
    await useAuthStore.getState().initialize();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });
});

describe('auth store login and logout', () => {
  it('keeps the error and clears the session when login fails', async () => {
    stubApi({ 'POST /api/auth/local': apiError(400, 'Wrong e-mail or password') });
    expect(await useAuthStore.getState().login({ identifier: 'x', password: 'y' })).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Wrong e-mail or password',
      isLoading: false,
      user: null,
      token: null,
    });
  });

  it('stores the token, then loads the full user, on success', async () => {
    stubApi({
      'POST /api/auth/local': answer(authResponseSchema, { jwt: 'new-token', user }),
      [`GET ${CURRENT_USER}`]: answer(userSchema, { ...user, role: { id: 3, name: 'Admin', type: 'admin' } }),
    });
    expect(await useAuthStore.getState().login({ identifier: 'jane@acme.com', password: 'pw' })).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(useAuthStore.getState().user).toMatchObject({ role: { name: 'Admin' } });
  });

  it('logout forgets the token, the selected client and every registered piece of state', () => {
    const reset = vi.fn();
    const unregister = onAppReset(reset);
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('selectedClientId', '5');
    useAuthStore.setState({ user, token: 'tok', isAuthenticated: true });
    useAuthStore.getState().logout();
    unregister();
    expect(reset).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('selectedClientId')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });
});
