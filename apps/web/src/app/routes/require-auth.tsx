import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthStore } from '../../lib/auth';
import { SessionPending } from './session-pending';

/** Signed-out visitors go to '/', but only once the start-up token check has had its say. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isSessionChecked) return <SessionPending />;
  return isAuthenticated ? children : <Navigate to="/" replace />;
}
