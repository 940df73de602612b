import { useAuthStore } from '../auth';

/** Spec 02 §6: role name Admin is the only one that sees refresh and edit-prompt controls. */
export function useIsAdmin(): boolean {
  return useAuthStore((state) => state.isAuthenticated && state.user?.role?.name === 'Admin');
}
