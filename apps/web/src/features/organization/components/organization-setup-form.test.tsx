import { organizationResponseSchema, userSchema } from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  getByLabel,
  getByRole,
  hasText,
  render,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { setToken } from '../../../lib/storage';
import { signIn, signOut, testUser } from '../../../lib/test-support/session';
import { answer, stubApi } from '../../../lib/test-support/stub-api';
import { OrganizationSetupForm } from './organization-setup-form';

afterEach(() => {
  cleanup();
  signOut();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const created = (Name: string) =>
  answer(organizationResponseSchema, {
    data: {
      id: 3,
      documentId: 'org-3',
      Name,
      Type: 'team',
      Website: 'greenworks.example',
      Description: null,
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
    },
    meta: {},
  });

describe('OrganizationSetupForm', () => {
  it("asks for the organization's name, prefilled with the consultant's, and saves it", async () => {
    const user = signIn({ OrganizationSetupComplete: false });
    setToken('test-token');
    const api = stubApi({
      [`GET /api/users/${user.id}`]: answer(userSchema, { ...testUser(), Organizations: [] }),
      'POST /api/organizations': created('Greenworks Advisory'),
      'GET /api/users/me': answer(userSchema, testUser()),
    });
    render(<OrganizationSetupForm />, { path: '/signup' });
    const name = getByLabel('Organization name') as HTMLInputElement;
    expect(name.value).toBe('Alex Morgan');
    type(name, 'Greenworks Advisory');
    click(getByRole('button', 'Complete setup'));
    await waitFor(() => expect(api.calls('POST', '/api/organizations')).toHaveLength(1));
    expect(api.calls('POST', '/api/organizations')[0]!.body).toMatchObject({
      data: { Name: 'Greenworks Advisory' },
    });
  });

  it('refuses an empty name and says what is missing', async () => {
    signIn({ OrganizationSetupComplete: false });
    const api = stubApi({});
    render(<OrganizationSetupForm />, { path: '/signup' });
    type(getByLabel('Organization name'), '  ');
    click(getByRole('button', 'Complete setup'));
    await waitFor(() => expect(hasText("Please provide your organization's name.")).toBe(true));
    expect(getByLabel('Organization name').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toEqual([]);
  });
});
