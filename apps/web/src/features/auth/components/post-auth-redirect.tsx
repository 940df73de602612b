import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth';
import { readPendingInvitation } from '../../../lib/pending-invitation';
import { getSelectedClientId } from '../../../lib/storage';
import { postAuthDestination } from '../post-auth-route';
import { StatusScreen } from './status-screen';

export function PostAuthRedirect() {
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const isSessionChecked = useAuthStore((state) => state.isSessionChecked);
  const isLoading = useAuthStore((state) => state.isLoading);

  useEffect(() => {
    if (!isSessionChecked || isLoading) return;
    // An invitation opened before signing in comes first: accepting it also completes the setup.
    const invitation = user ? readPendingInvitation() : null;
    const destination = !user
      ? '/signin'
      : invitation
        ? `/invite/${encodeURIComponent(invitation)}`
        : postAuthDestination(user, getSelectedClientId());
    void navigate(destination, { replace: true });
  }, [user, isSessionChecked, isLoading, navigate]);

  return <StatusScreen message="Redirecting..." />;
}
