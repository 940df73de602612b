import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAppReset } from '../app-reset';
import { useAuthStore } from './auth-store';

const fetchMock = vi.fn<typeof fetch>();
const NOW = Math.floor(Date.now() / 1000);

const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');

function tokenExpiringAt(exp: number): string {
  return `${encode({ alg: 'HS256' })}.${encode({ id: 1, exp })}.sig`;
}

const user = { id: 1, username: 'janedoe', email: 'jane@acme.com', fullName: 'Jane Doe' };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('auth store start-up check', () => {
  it('drops an expired stored token without calling the server', async () => {
    window.localStorage.setItem('token', tokenExpiringAt(NOW - 60));
    await useAuthStore.getState().initialize();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isSessionChecked: true,
      user: null,
    });
  });

  it('loads the user with role and last onboarding session for a valid token', async () => {
    const token = tokenExpiringAt(NOW + 3600);
    window.localStorage.setItem('token', token);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(user), { status: 200 }));
    await useAuthStore.getState().initialize();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/me?populate[0]=LastOnboardingId&populate[1]=role');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      token,
      user,
      isSessionChecked: true,
    });
  });

  it('signs out when the server refuses the token', async () => {
    window.localStorage.setItem('token', tokenExpiringAt(NOW + 3600));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await useAuthStore.getState().initialize();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });
});

describe('auth store login and logout', () => {
  it('keeps the error and clears the session when login fails', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        '{"data":null,"error":{"status":400,"name":"ValidationError","message":"Invalid identifier or password"}}',
        {
          status: 400,
        },
      ),
    );
    expect(await useAuthStore.getState().login({ identifier: 'x', password: 'y' })).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      error: 'Invalid identifier or password',
      isLoading: false,
      user: null,
      token: null,
    });
  });

  it('stores the token, then loads the full user, on success', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify({ jwt: 'new-token', user }), { status: 200 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ ...user, role: { name: 'Admin' } }), { status: 200 }),
      );
    expect(await useAuthStore.getState().login({ identifier: 'jane@acme.com', password: 'pw' })).toBe(true);
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(useAuthStore.getState().user).toMatchObject({ role: { name: 'Admin' } });
  });

  it('logout forgets the token, the selected client and every registered piece of state', () => {
    const reset = vi.fn();
    const unregister = onAppReset(reset);
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('selectedClientId', '5');
    useAuthStore.setState({ user: user as never, token: 'tok', isAuthenticated: true });
    useAuthStore.getState().logout();
    unregister();
    expect(reset).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('selectedClientId')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
  });
});
