import { workspaceResponseSchema, type Client } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../lib/test-support/stub-api';
import {
  cleanup,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { ClientSidebar } from './client-sidebar';

const client = {
  id: 1,
  documentId: 'client-1',
  Name: 'Acme Foods',
  Industry: 'Food production',
  LogoUrl: null,
  WebContext: null,
  WebsiteContext: null,
} as unknown as Client;

const renderSidebar = () =>
  render(<ClientSidebar client={client} collapsed={false} onOpenLibrary={() => {}} />, {
    path: '/client/:clientName',
    route: '/client/Acme%20Foods',
  });

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Client sidebar', () => {
  it("offers Settings and Help, and shows the organization's plan", async () => {
    signIn();
    stubApi({
      'GET /api/workspace': answer(workspaceResponseSchema, {
        data: {
          documentId: 'org-1',
          Name: 'Greenworks',
          Type: 'team',
          Website: null,
          Description: null,
          plan: 'pro',
          myRole: 'owner',
          memberCount: 1,
        },
      }),
    });
    renderSidebar();
    expect(getByRole('link', 'Settings').getAttribute('href')).toBe('/settings');
    expect(getByRole('link', 'Help').getAttribute('href')).toBe('/help');
    expect(hasText('(soon)')).toBe(false);
    await waitFor(() => expect(hasText('Organization WorkspacePro')).toBe(true));
  });

  it("offers members the client's VSME reports, after the other client pages", () => {
    signIn();
    stubApi({});
    renderSidebar();
    const project = getByRole('link', 'VSME Report');
    expect(project.getAttribute('href')).toBe('/client/Acme%20Foods/vsme');
    const links = [...document.querySelectorAll('nav[aria-label="Project"] a')].map(
      (link) => link.textContent,
    );
    expect(links.at(-1)).toBe('VSME Report');
    expect(links.at(-2)).toBe('Communication');
  });

  it('shows a visitor Help only, and no workspace', () => {
    const api = stubApi({});
    renderSidebar();
    expect(queryAllByRole('link', 'Settings')).toHaveLength(0);
    expect(getByRole('link', 'Help')).toBeTruthy();
    expect(queryAllByRole('link', 'VSME Report')).toHaveLength(0);
    expect(hasText('Organization Workspace')).toBe(false);
    expect(api.requests).toHaveLength(0);
  });
});
