import { lazy } from 'react';

/**
 * The dialog and its forms load on first use: they bring the shared zod contracts, which the
 * dashboard a visitor lands on does not need.
 */
export const AuthDialog = lazy(() =>
  import('./components/auth-dialog').then((module) => ({ default: module.AuthDialog })),
);
export { PostAuthRedirect } from './components/post-auth-redirect';
export { SocialCallbackScreen } from './components/social-callback-screen';
export { authTabFromPath, type AuthTab } from './auth-tabs';
