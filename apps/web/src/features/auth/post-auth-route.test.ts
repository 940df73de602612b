import { describe, expect, it } from 'vitest';
import { postAuthDestination, type PostAuthUser } from './post-auth-route';

const user = (overrides: Partial<PostAuthUser> = {}): PostAuthUser => ({
  OrganizationSetupComplete: true,
  OnboardingComplete: false,
  lastSelectedClientId: null,
  ...overrides,
});

describe('postAuthDestination', () => {
  it('sends users without organization setup to the setup stage, whatever else is true', () => {
    expect(
      postAuthDestination(
        user({ OrganizationSetupComplete: false, OnboardingComplete: true, lastSelectedClientId: 4 }),
        '7',
      ),
    ).toBe('/signup?stage=organization');
  });

  it('sends users who have not onboarded and have no selected client to /add-client', () => {
    expect(postAuthDestination(user(), null)).toBe('/add-client');
    expect(postAuthDestination(user(), '')).toBe('/add-client');
  });

  it('goes to the dashboard when a client is selected in this browser', () => {
    expect(postAuthDestination(user(), '12')).toBe('/dashboard');
  });

  it('goes to the dashboard when the account remembers a selected client', () => {
    expect(postAuthDestination(user({ lastSelectedClientId: 3 }), null)).toBe('/dashboard');
  });

  it('goes to the dashboard once onboarding is complete', () => {
    expect(postAuthDestination(user({ OnboardingComplete: true }), null)).toBe('/dashboard');
  });
});
