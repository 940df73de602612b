import { userSchema } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth';
import { selectClient } from './select-client';
import { answer, stubApi } from './test-support/stub-api';
import { testUser } from './test-support/session';

const user = testUser({ id: 7, lastSelectedClientId: null });

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('selectClient', () => {
  it('only stores the selected client id for a signed-out visitor', () => {
    const api = stubApi({});
    selectClient({ id: 12 });
    expect(window.localStorage.getItem('selectedClientId')).toBe('12');
    expect(api.requests).toHaveLength(0);
  });

  it('saves lastSelectedClientId on the account of a signed-in user', async () => {
    window.localStorage.setItem('token', 'tok');
    useAuthStore.setState({ user, isAuthenticated: true });
    const api = stubApi({ 'PUT /api/users/7': answer(userSchema, { ...user, lastSelectedClientId: 12 }) });
    selectClient({ id: 12 });
    expect(api.requests).toEqual([
      { method: 'PUT', url: '/api/users/7', body: { lastSelectedClientId: 12 } },
    ]);
    await vi.waitFor(() => expect(useAuthStore.getState().user?.lastSelectedClientId).toBe(12));
  });
});
