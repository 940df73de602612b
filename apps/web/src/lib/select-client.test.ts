import type { User } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth';
import { selectClient } from './select-client';

const fetchMock = vi.fn<typeof fetch>();
const user = { id: 7, lastSelectedClientId: null } as User;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('selectClient', () => {
  it('only stores the selected client id for a signed-out visitor', () => {
    selectClient({ id: 12 });
    expect(window.localStorage.getItem('selectedClientId')).toBe('12');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves lastSelectedClientId on the account of a signed-in user', async () => {
    window.localStorage.setItem('token', 'tok');
    useAuthStore.setState({ user, isAuthenticated: true });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...user, lastSelectedClientId: 12 })));
    selectClient({ id: 12 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/7');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"lastSelectedClientId":12}');
    await vi.waitFor(() => expect(useAuthStore.getState().user?.lastSelectedClientId).toBe(12));
  });
});
