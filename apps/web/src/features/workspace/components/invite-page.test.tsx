import {
  invitationPreviewResponseSchema,
  userSchema,
  workspaceResponseSchema,
  type InvitationPreview,
  type Workspace,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPendingInvitation, storePendingInvitation } from '../../../lib/pending-invitation';
import { answer, apiError, stubApi } from '../../../lib/test-support/stub-api';
import {
  click,
  cleanup,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signOut, testUser } from '../../../lib/test-support/session';
import InvitePage from './invite-page';

const TOKEN = 'inv_token_12345';
const PREVIEW_PATH = `/api/invitations/${TOKEN}`;

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organizationName: 'Greenworks Advisory',
  invitedByName: 'Sam Lee',
  email: 'alex@greenworks.example',
  state: 'pending',
  expiresAt: '2026-05-08T10:00:00.000Z',
  ...overrides,
});

const JOINED: Workspace = {
  documentId: 'org-2',
  Name: 'Greenworks Advisory',
  Type: 'team',
  Website: null,
  Description: null,
  plan: 'free-trial',
  myRole: 'member',
  memberCount: 3,
};

const renderInvite = () => render(<InvitePage />, { path: '/invite/:token', route: `/invite/${TOKEN}` });

afterEach(() => {
  cleanup();
  signOut();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('Invite page', () => {
  it('lets a signed-in user join and goes to the dashboard', async () => {
    signIn();
    const api = stubApi({
      [`GET ${PREVIEW_PATH}`]: answer(invitationPreviewResponseSchema, { data: preview() }),
      [`POST ${PREVIEW_PATH}/accept`]: answer(workspaceResponseSchema, { data: JOINED }),
      'GET /api/users/me': answer(userSchema, testUser()),
      'GET /api/users/7': answer(userSchema, { ...testUser(), Organizations: [] }),
    });
    storePendingInvitation(TOKEN);
    const view = renderInvite();
    await waitFor(() => getByRole('heading', 'Sam Lee invited you to join Greenworks Advisory'));
    click(getByRole('button', 'Join Greenworks Advisory'));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard'));
    expect(hasText('Welcome to Greenworks Advisory')).toBe(true);
    expect(api.calls('POST', `${PREVIEW_PATH}/accept`)).toHaveLength(1);
    expect(readPendingInvitation()).toBeNull();
  });

  it('keeps the token for a visitor and offers sign-in or sign-up', async () => {
    stubApi({ [`GET ${PREVIEW_PATH}`]: answer(invitationPreviewResponseSchema, { data: preview() }) });
    const view = renderInvite();
    await waitFor(() => getByRole('button', 'Create an account'));
    expect(readPendingInvitation()).toBe(TOKEN);
    expect(queryAllByRole('button', /^Join/)).toHaveLength(0);
    click(getByRole('button', 'Sign in'));
    expect(view.pathname()).toBe('/signin');
  });

  it.each([
    ['accepted', 'This invitation has already been accepted.'],
    ['expired', 'This invitation expired on May 8, 2026. Ask Sam Lee to send a new one.'],
    ['revoked', 'This invitation was withdrawn.'],
  ] as const)('says plainly when the invitation is %s, and forgets it', async (state, message) => {
    storePendingInvitation(TOKEN);
    stubApi({
      [`GET ${PREVIEW_PATH}`]: answer(invitationPreviewResponseSchema, { data: preview({ state }) }),
    });
    renderInvite();
    await waitFor(() => expect(getByRole('status').textContent).toBe(message));
    expect(getByRole('link', 'Go to the dashboard').getAttribute('href')).toBe('/dashboard');
    expect(readPendingInvitation()).toBeNull();
  });

  it("shows the server's message for an unknown invitation", async () => {
    stubApi({ [`GET ${PREVIEW_PATH}`]: apiError(404, 'Invitation not found') });
    renderInvite();
    await waitFor(() => expect(getByRole('alert').textContent).toBe('Invitation not found'));
    expect(getByRole('link', 'Go to the dashboard')).toBeTruthy();
  });

  it("shows the server's refusal when the invitation is for another e-mail", async () => {
    signIn({ email: 'someone@else.example' });
    stubApi({
      [`GET ${PREVIEW_PATH}`]: answer(invitationPreviewResponseSchema, { data: preview() }),
      [`POST ${PREVIEW_PATH}/accept`]: apiError(403, 'This invitation was sent to another e-mail address.'),
    });
    const view = renderInvite();
    await waitFor(() => expect(hasText('You are signed in as someone@else.example')).toBe(true));
    click(getByRole('button', 'Join Greenworks Advisory'));
    await waitFor(() =>
      expect(getByRole('alert').textContent).toBe('This invitation was sent to another e-mail address.'),
    );
    expect(view.pathname()).toBe(`/invite/${TOKEN}`);
    expect(getByRole('link', 'Go to the dashboard')).toBeTruthy();
  });
});
