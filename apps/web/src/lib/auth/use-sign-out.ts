import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';

/** Signs out, forgets all app state, and returns to the landing page. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const logout = useAuthStore((state) => state.logout);
  return useCallback(() => {
    logout();
    void navigate('/');
  }, [logout, navigate]);
}
