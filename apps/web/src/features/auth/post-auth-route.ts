import type { User } from '@impact/contracts';

export type PostAuthUser = Pick<
  User,
  'OrganizationSetupComplete' | 'OnboardingComplete' | 'lastSelectedClientId'
>;

/**
 * Where a freshly signed-in user goes (spec 01 §4): organization setup first, then adding a first
 * client unless onboarding is done or a client is already selected, else the dashboard.
 */
export function postAuthDestination(user: PostAuthUser, storedSelectedClientId: string | null): string {
  if (!user.OrganizationSetupComplete) return '/signup?stage=organization';
  const hasSelectedClient = Boolean(storedSelectedClientId) || user.lastSelectedClientId != null;
  if (!user.OnboardingComplete && !hasSelectedClient) return '/add-client';
  return '/dashboard';
}
