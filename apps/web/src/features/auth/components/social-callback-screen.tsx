import type { OAuthProvider } from '@impact/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../lib/auth';
import { exchangeSocialToken } from '../api/social-callback';
import { StatusScreen } from './status-screen';

/**
 * What each provider's callback says and shows on failure (spec 01 §2 and §8). LinkedIn explains the
 * failure in the sign-in box; Google returns to sign-in silently.
 */
const CALLBACK_TEXT: Record<OAuthProvider, { working: string; noToken?: string; failed?: string }> = {
  linkedin: {
    working: 'Signing you in with LinkedIn…',
    noToken: 'No access token found in LinkedIn redirect.',
    failed: 'LinkedIn login failed. Please try again.',
  },
  google: { working: 'Signing in with Google...' },
};

export function SocialCallbackScreen({ provider }: { provider: OAuthProvider }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('access_token');
  const text = CALLBACK_TEXT[provider];
  // The code is single-use: React's development double effect must not redeem it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { setError, startSession } = useAuthStore.getState();
    const fail = (message: string | undefined) => {
      setError(message ?? null);
      void navigate('/signin', { replace: true });
    };
    if (!accessToken) {
      fail(text.noToken);
      return;
    }
    exchangeSocialToken(provider, accessToken)
      .then(startSession)
      .then(() => navigate('/post-auth-redirect', { replace: true }))
      .catch(() => fail(text.failed));
  }, [accessToken, provider, text, navigate]);

  return <StatusScreen message={text.working} />;
}
