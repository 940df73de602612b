import { afterEach, describe, expect, it } from 'vitest';
import { storePendingInvitation } from '../../../lib/pending-invitation';
import { cleanup, render, waitFor } from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { PostAuthRedirect } from './post-auth-redirect';

const renderRedirect = () => render(<PostAuthRedirect />, { path: '/post-auth-redirect' });

afterEach(() => {
  cleanup();
  signOut();
  window.localStorage.clear();
});

describe('PostAuthRedirect', () => {
  it('goes to a pending invitation before organization setup', async () => {
    signIn({ OrganizationSetupComplete: false });
    storePendingInvitation('inv_token_12345');
    const view = renderRedirect();
    await waitFor(() => expect(view.pathname()).toBe('/invite/inv_token_12345'));
  });

  it('routes by the user state when no invitation waits', async () => {
    signIn({ OrganizationSetupComplete: true, OnboardingComplete: true });
    const view = renderRedirect();
    await waitFor(() => expect(view.pathname()).toBe('/dashboard'));
  });
});
