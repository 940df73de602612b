import { useNavigate } from 'react-router';
import { useAuthStore } from '../../lib/auth';
import { closeFeedbackDialog } from './feedback-dialog-store';

/**
 * Posting and voting need an account. A visitor who tries gets the sign-in dialog instead, as the
 * dashboard's search does (spec 01 §5); the feedback dialog closes so the two never stack.
 */
export function useSignInGate() {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (action: () => void) => {
    if (isAuthenticated) return action();
    closeFeedbackDialog();
    void navigate('/signin');
  };
}
