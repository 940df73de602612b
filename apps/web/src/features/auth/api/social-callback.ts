import type { OAuthProvider } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';

/** Trades the single-use code from the social redirect for a session token. */
export const exchangeSocialToken = (provider: OAuthProvider, accessToken: string) =>
  apiClient.get(
    `/auth/${provider}/callback?access_token=${encodeURIComponent(accessToken)}`,
    (c) => c.authResponseSchema,
  );

/** Starting social sign-in is a full-page visit: the server redirects to the provider. */
export function startSocialSignIn(provider: OAuthProvider): void {
  window.location.href = `/api/connect/${provider}`;
}
