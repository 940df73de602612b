import type { AuthResponse, LoginBody, RegisterBody, User } from '@impact/contracts';
import { create } from 'zustand';
import { setUnauthorizedListener } from '../api-client';
import { onAppReset, resetAppState } from '../app-reset';
import { getToken, removeSelectedClientId, removeToken, setToken } from '../storage';
import { fetchCurrentUser, loginRequest, registerRequest } from './session-api';
import { isTokenUsable, nowInSeconds } from './token';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** False until the start-up check of the stored token has finished; guards wait for it. */
  isSessionChecked: boolean;
  initialize: () => Promise<void>;
  login: (body: LoginBody) => Promise<boolean>;
  register: (body: RegisterBody) => Promise<boolean>;
  /** Starts a session from a token the server just issued (password or social sign-in). */
  startSession: (response: AuthResponse) => Promise<void>;
  reloadUser: () => Promise<User | null>;
  setError: (error: string | null) => void;
  logout: () => void;
}

const signedOut = { user: null, token: null, isAuthenticated: false, isLoading: false } as const;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'An unknown error occurred';

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...signedOut,
  error: null,
  isSessionChecked: false,

  initialize: async () => {
    const token = getToken();
    if (!token || !isTokenUsable(token, nowInSeconds())) {
      if (token) removeToken();
      set({ ...signedOut, isSessionChecked: true });
      return;
    }
    set({ token, isLoading: true });
    try {
      const user = await fetchCurrentUser();
      set({ user, token, isAuthenticated: true, isLoading: false, isSessionChecked: true });
    } catch {
      // A 401 has already removed the stored token; a network failure keeps it for the next visit.
      set({ ...signedOut, isSessionChecked: true });
    }
  },

  startSession: async ({ jwt, user }) => {
    setToken(jwt);
    set({ token: jwt, user, isAuthenticated: true, error: null, isSessionChecked: true });
    try {
      // The sign-in answer lacks the populated relations; the full user decides where to go next.
      await get().reloadUser();
    } catch (error) {
      removeToken();
      set({ ...signedOut });
      throw error;
    }
  },

  login: async (body) => {
    set({ isLoading: true, error: null });
    try {
      await get().startSession(await loginRequest(body));
      set({ isLoading: false });
      return true;
    } catch (error) {
      removeToken();
      set({ ...signedOut, error: messageOf(error) });
      return false;
    }
  },

  register: async (body) => {
    set({ isLoading: true, error: null });
    try {
      await get().startSession(await registerRequest(body));
      set({ isLoading: false });
      return true;
    } catch (error) {
      set({ isLoading: false, error: messageOf(error) });
      return false;
    }
  },

  reloadUser: async () => {
    const user = await fetchCurrentUser();
    set({ user, isAuthenticated: true });
    return user;
  },

  setError: (error) => set({ error }),

  logout: () => {
    removeToken();
    removeSelectedClientId();
    resetAppState();
  },
}));

// Registered once at module load: sign-out empties this store like every other one.
onAppReset(() => useAuthStore.setState({ ...signedOut, error: null, isSessionChecked: true }));
setUnauthorizedListener(() => {
  if (useAuthStore.getState().isAuthenticated) useAuthStore.setState({ ...signedOut });
});
