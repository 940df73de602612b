/** The auth dialog's tabs; each has its own route (spec 01 §2). */
export const AUTH_TABS = ['signin', 'signup', 'forgot-password', 'reset-password'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export const AUTH_TAB_PATHS: Record<AuthTab, string> = {
  signin: '/signin',
  signup: '/signup',
  'forgot-password': '/forgot-password',
  'reset-password': '/reset-password',
};

export function authTabFromPath(pathname: string): AuthTab | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return AUTH_TABS.find((tab) => AUTH_TAB_PATHS[tab] === path) ?? null;
}

export const ORGANIZATION_STAGE_PATH = '/signup?stage=organization';
