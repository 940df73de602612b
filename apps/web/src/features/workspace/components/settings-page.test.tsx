import {
  firstPageOf,
  invitationListResponseSchema,
  invitationResponseSchema,
  organizationResponseSchema,
  upgradeRequestListResponseSchema,
  workspaceMemberListResponseSchema,
  workspaceResponseSchema,
  type Invitation,
  type Workspace,
  type WorkspaceMember,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, noContent, stubApi } from '../../../lib/test-support/stub-api';
import {
  click,
  cleanup,
  getByLabel,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  submit,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signInAsAdmin, signOut } from '../../../lib/test-support/session';
import SettingsPage from './settings-page';

const workspace = (overrides: Partial<Workspace> = {}): Workspace => ({
  documentId: 'org-1',
  Name: 'Greenworks Advisory',
  Type: 'team',
  Website: 'greenworks.example',
  Description: 'Sustainability advice for manufacturers.',
  plan: 'free-trial',
  myRole: 'owner',
  memberCount: 2,
  ...overrides,
});

const ME: WorkspaceMember = {
  userId: 7,
  name: 'Alex Morgan',
  email: 'alex@greenworks.example',
  role: 'owner',
  joinedAt: '2026-01-05T10:00:00.000Z',
  isMe: true,
};
const COLLEAGUE: WorkspaceMember = {
  userId: 8,
  name: 'Sam Lee',
  email: 'sam@greenworks.example',
  role: 'member',
  joinedAt: '2026-02-01T10:00:00.000Z',
  isMe: false,
};
const INVITATION: Invitation = {
  documentId: 'inv-1',
  email: 'kim@greenworks.example',
  role: 'member',
  expiresAt: '2026-05-08T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
};

const routes = (overrides = {}) => ({
  'GET /api/workspace': answer(workspaceResponseSchema, { data: workspace() }),
  'GET /api/workspace/members': answer(workspaceMemberListResponseSchema, firstPageOf([ME, COLLEAGUE])),
  'GET /api/workspace/invitations': answer(invitationListResponseSchema, firstPageOf([INVITATION])),
  ...overrides,
});

const renderSettings = () => render(<SettingsPage />, { path: '/settings' });
const membersTable = () => getByRole('table', /^Members of/);

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Settings', () => {
  it('shows an owner the members with Remove and Leave, and the invitations', async () => {
    signIn();
    stubApi(routes());
    renderSettings();
    await waitFor(() => getByRole('row', /^Sam Lee/));
    expect(hasText('Free Trial')).toBe(true);
    const colleague = getByRole('row', /^Sam Lee/);
    expect(hasText('sam@greenworks.example', colleague)).toBe(true);
    expect(hasText('Member', colleague)).toBe(true);
    expect(hasText('Feb 1, 2026', colleague)).toBe(true);
    expect(queryAllByRole('button', 'Remove Sam Lee')).toHaveLength(1);
    expect(queryAllByRole('button', 'Leave organization', getByRole('row', /^Alex Morgan/))).toHaveLength(1);
    await waitFor(() => expect(hasText('kim@greenworks.example')).toBe(true));
    expect(hasText('Expires May 8, 2026')).toBe(true);
  });

  it('shows a member the members read-only, with only their own Leave', async () => {
    signIn();
    const api = stubApi(
      routes({
        'GET /api/workspace': answer(workspaceResponseSchema, { data: workspace({ myRole: 'member' }) }),
        'GET /api/workspace/members': answer(
          workspaceMemberListResponseSchema,
          firstPageOf([
            { ...ME, role: 'member' as const },
            { ...COLLEAGUE, role: 'owner' as const },
          ]),
        ),
      }),
    );
    renderSettings();
    await waitFor(() => membersTable());
    expect(queryAllByRole('button', /^Remove/)).toHaveLength(0);
    expect(queryAllByRole('button', 'Leave organization')).toHaveLength(1);
    expect(queryAllByRole('heading', 'Invite a colleague')).toHaveLength(0);
    expect(api.calls('GET', '/api/workspace/invitations')).toHaveLength(0);
  });

  it("shows a member the organization's details read-only, saying only owners can change them", async () => {
    signIn();
    const api = stubApi(
      routes({
        'GET /api/workspace': answer(workspaceResponseSchema, { data: workspace({ myRole: 'member' }) }),
      }),
    );
    renderSettings();
    const name = await waitFor(() => getByLabel('Name'));
    expect((name as HTMLInputElement).value).toBe('Greenworks Advisory');
    for (const label of ['Name', 'Website', 'Description']) {
      expect((getByLabel(label) as HTMLInputElement).disabled).toBe(true);
    }
    expect(queryAllByRole('button', 'Save changes')).toHaveLength(0);
    expect(hasText("Only the organization's owners can change these details.")).toBe(true);
    expect(api.calls('PUT', '/api/organizations/org-1')).toHaveLength(0);
  });

  it("lets an owner edit the organization's details", async () => {
    signIn();
    stubApi(routes());
    renderSettings();
    const name = await waitFor(() => getByLabel('Name'));
    expect((name as HTMLInputElement).disabled).toBe(false);
    expect(queryAllByRole('button', 'Save changes')).toHaveLength(1);
    expect(hasText("Only the organization's owners can change these details.")).toBe(false);
  });

  it("removes a member after confirming, and shows the server's refusal when the last owner leaves", async () => {
    signIn();
    const api = stubApi(
      routes({
        'DELETE /api/workspace/members/8': noContent(),
        'DELETE /api/workspace/members/7': apiError(
          409,
          'You are the only owner: make someone else an owner before you leave.',
        ),
      }),
    );
    const view = renderSettings();
    click(await waitFor(() => getByRole('button', 'Remove Sam Lee')));
    const confirmRemove = await waitFor(() => getByRole('alertdialog', 'Remove Sam Lee?'));
    click(getByRole('button', 'Remove', confirmRemove));
    await waitFor(() => expect(hasText('Sam Lee was removed from Greenworks Advisory')).toBe(true));
    expect(api.calls('DELETE', '/api/workspace/members/8')).toHaveLength(1);

    click(getByRole('button', 'Leave organization'));
    const confirmLeave = await waitFor(() => getByRole('alertdialog', 'Leave Greenworks Advisory?'));
    click(getByRole('button', 'Leave', confirmLeave));
    await waitFor(() =>
      expect(getByRole('alert', undefined, confirmLeave).textContent).toBe(
        'You are the only owner: make someone else an owner before you leave.',
      ),
    );
    expect(view.pathname()).toBe('/settings');
  });

  it('invites a colleague, refusing a malformed address without sending it', async () => {
    signIn();
    const api = stubApi(
      routes({
        'POST /api/workspace/invitations': answer(
          invitationResponseSchema,
          { data: { ...INVITATION, documentId: 'inv-2', email: 'robin@greenworks.example' } },
          201,
        ),
      }),
    );
    renderSettings();
    const email = await waitFor(() => getByLabel('E-mail address'));
    type(email, 'robin@');
    submit(email.closest('form')!);
    expect(hasText('Enter a valid e-mail address')).toBe(true);
    expect(api.calls('POST', '/api/workspace/invitations')).toHaveLength(0);

    type(email, ' Robin@Greenworks.example ');
    submit(email.closest('form')!);
    await waitFor(() => expect(hasText('Invitation sent to robin@greenworks.example')).toBe(true));
    expect(api.calls('POST', '/api/workspace/invitations')[0]!.body).toEqual({
      email: 'robin@greenworks.example',
    });
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('withdraws a pending invitation', async () => {
    signIn();
    const api = stubApi(routes({ 'DELETE /api/workspace/invitations/inv-1': noContent() }));
    renderSettings();
    click(await waitFor(() => getByRole('button', 'Withdraw the invitation to kim@greenworks.example')));
    await waitFor(() => expect(hasText('Invitation to kim@greenworks.example withdrawn')).toBe(true));
    expect(api.calls('DELETE', '/api/workspace/invitations/inv-1')).toHaveLength(1);
  });

  it('saves the organization details, validating them first', async () => {
    signIn();
    const api = stubApi(
      routes({
        'PUT /api/organizations/org-1': answer(organizationResponseSchema, {
          data: {
            id: 1,
            documentId: 'org-1',
            Name: 'Greenworks',
            Type: 'team',
            Website: null,
            Description: 'Sustainability advice for manufacturers.',
            createdAt: '2026-01-05T10:00:00.000Z',
            updatedAt: '2026-05-01T10:00:00.000Z',
          },
          meta: {},
        }),
      }),
    );
    renderSettings();
    const name = await waitFor(() => getByLabel('Name'));
    type(name, '   ');
    type(getByLabel('Website'), 'not a site');
    submit(name.closest('form')!);
    expect(hasText('Name cannot be empty')).toBe(true);
    expect(hasText('Website must be a domain such as example.com or an http(s) address')).toBe(true);
    expect(api.calls('PUT', '/api/organizations/org-1')).toHaveLength(0);

    type(name, 'Greenworks');
    type(getByLabel('Website'), '');
    submit(name.closest('form')!);
    await waitFor(() => expect(hasText('Organization saved')).toBe(true));
    expect(api.calls('PUT', '/api/organizations/org-1')[0]!.body).toEqual({
      data: { Name: 'Greenworks', Website: null, Description: 'Sustainability advice for manufacturers.' },
    });
  });

  it('shows Admins the upgrade requests below', async () => {
    signInAsAdmin();
    stubApi(
      routes({ 'GET /api/upgrade-requests': answer(upgradeRequestListResponseSchema, firstPageOf([])) }),
    );
    renderSettings();
    await waitFor(() => getByRole('heading', 'Upgrade requests'));
    await waitFor(() => expect(hasText('No organization has asked for Pro yet.')).toBe(true));
  });
});
