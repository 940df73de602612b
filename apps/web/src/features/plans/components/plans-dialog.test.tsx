import {
  firstPageOf,
  adminWorkspaceResponseSchema,
  planListResponseSchema,
  upgradeRequestListResponseSchema,
  upgradeRequestResponseSchema,
  workspaceResponseSchema,
  type Plan,
  type UpgradeRequest,
  type Workspace,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, stubApi } from '../../../lib/test-support/stub-api';
import {
  accessibleName,
  click,
  cleanup,
  getByLabel,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  select,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signInAsAdmin, signOut } from '../../../lib/test-support/session';
import PlansDialog from './plans-dialog';
import UpgradeRequestsAdmin from './upgrade-requests-admin';

const PLANS: Plan[] = [
  {
    id: 'free-trial',
    name: 'Free Trial',
    limits: { clients: 3, assessmentsPerMonth: 5, reportExportsPerMonth: 10, teamSeats: 2 },
    modelProvider: 'The model the operator configured',
  },
  {
    id: 'pro',
    name: 'Pro',
    limits: { clients: null, assessmentsPerMonth: null, reportExportsPerMonth: null, teamSeats: 25 },
    modelProvider: 'The model the operator configured',
  },
];

const workspace = (overrides: Partial<Workspace> = {}): Workspace => ({
  documentId: 'org-1',
  Name: 'Greenworks Advisory',
  Type: 'team',
  Website: 'greenworks.example',
  Description: null,
  plan: 'free-trial',
  myRole: 'owner',
  memberCount: 2,
  ...overrides,
});

const upgradeRequest = (overrides: Partial<UpgradeRequest> = {}): UpgradeRequest => ({
  documentId: 'req-1',
  organizationDocumentId: 'org-1',
  organizationName: 'Greenworks Advisory',
  requestedByName: 'Alex Morgan',
  plan: 'pro',
  message: null,
  status: 'open',
  createdAt: '2026-04-01T08:00:00.000Z',
  ...overrides,
});

const routes = (overrides = {}) => ({
  'GET /api/plans': answer(planListResponseSchema, { data: PLANS }),
  'GET /api/workspace': answer(workspaceResponseSchema, { data: workspace() }),
  'GET /api/upgrade-requests': answer(upgradeRequestListResponseSchema, firstPageOf([])),
  ...overrides,
});

const renderDialog = (onOpenChange = () => {}) => render(<PlansDialog open onOpenChange={onOpenChange} />);

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Plans dialog', () => {
  it('compares the plans and marks the current one', async () => {
    signIn();
    stubApi(routes());
    renderDialog();
    await waitFor(() => getByRole('dialog', /^Plans/));
    await waitFor(() => expect(hasText('Current plan')).toBe(true));
    const headers = [...document.querySelectorAll('th[scope="col"]')].map((th) => accessibleName(th));
    expect(headers).toEqual(['Current planFree Trial', 'Pro']);
    const clientsRow = getByRole('row', /^Clients/);
    expect([...clientsRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '3',
      'Unlimited',
    ]);
    expect(hasText('Team seats', getByRole('table'))).toBe(true);
    expect(hasText('Model provider', getByRole('table'))).toBe(true);
  });

  it("sends 'Request Pro' and confirms with a toast", async () => {
    signIn();
    const api = stubApi(
      routes({
        'POST /api/upgrade-requests': answer(upgradeRequestResponseSchema, { data: upgradeRequest() }, 201),
      }),
    );
    renderDialog();
    const button = await waitFor(() => getByRole('button', 'Request Pro'));
    click(button);
    await waitFor(() => expect(hasText('Request sent')).toBe(true));
    expect(hasText("We'll contact you about Pro for Greenworks Advisory.")).toBe(true);
    expect(api.calls('POST', '/api/upgrade-requests')).toHaveLength(1);
  });

  it('shows why a request was refused', async () => {
    signIn();
    stubApi(
      routes({
        'POST /api/upgrade-requests': apiError(409, 'Your organization already has an open request.'),
      }),
    );
    renderDialog();
    click(await waitFor(() => getByRole('button', 'Request Pro')));
    await waitFor(() =>
      expect(getByRole('alert').textContent).toBe('Your organization already has an open request.'),
    );
  });

  it('offers no request when the organization is on Pro or has asked already', async () => {
    signIn();
    stubApi(
      routes({ 'GET /api/workspace': answer(workspaceResponseSchema, { data: workspace({ plan: 'pro' }) }) }),
    );
    renderDialog();
    await waitFor(() => expect(hasText('You are on Pro')).toBe(true));
    expect(queryAllByRole('button', 'Request Pro')).toHaveLength(0);

    cleanup();
    stubApi(
      routes({
        'GET /api/upgrade-requests': answer(
          upgradeRequestListResponseSchema,
          firstPageOf([upgradeRequest()]),
        ),
      }),
    );
    renderDialog();
    await waitFor(() => expect(hasText('Pro was requested on Apr 1, 2026.')).toBe(true));
    expect(queryAllByRole('button', 'Request Pro')).toHaveLength(0);
  });

  it('sends a visitor to sign in instead of requesting', async () => {
    const api = stubApi(routes());
    const closed: boolean[] = [];
    const view = renderDialog(() => closed.push(true));
    click(await waitFor(() => getByRole('button', 'Request Pro')));
    expect(view.pathname()).toBe('/signin');
    expect(closed).toEqual([true]);
    expect(api.calls('POST', '/api/upgrade-requests')).toHaveLength(0);
    expect(api.calls('GET', '/api/workspace')).toHaveLength(0);
  });
});

describe('Upgrade requests (Admin)', () => {
  it('lists one row per organization and sets its plan', async () => {
    signInAsAdmin();
    const api = stubApi({
      'GET /api/upgrade-requests': answer(upgradeRequestListResponseSchema, {
        ...firstPageOf([]),
        data: [
          upgradeRequest({ documentId: 'old', createdAt: '2026-01-01T08:00:00.000Z', status: 'declined' }),
          upgradeRequest(),
          upgradeRequest({
            documentId: 'req-2',
            organizationDocumentId: 'org-2',
            organizationName: 'Blue Harbour',
            createdAt: '2026-04-03T08:00:00.000Z',
          }),
        ],
      }),
      'PUT /api/admin/organizations/org-1/plan': answer(adminWorkspaceResponseSchema, {
        data: workspace({ plan: 'pro' }),
      }),
    });
    render(<UpgradeRequestsAdmin />);
    await waitFor(() => expect(hasText('Blue Harbour')).toBe(true));
    expect(queryAllByRole('combobox', /^Plan of/)).toHaveLength(2);
    select(getByLabel('Plan of Greenworks Advisory'), 'pro');
    await waitFor(() => expect(hasText('Greenworks Advisory is now on Pro.')).toBe(true));
    expect(api.calls('PUT', '/api/admin/organizations/org-1/plan')[0]!.body).toEqual({ plan: 'pro' });
    expect((getByLabel('Plan of Greenworks Advisory') as HTMLSelectElement).value).toBe('pro');
  });
});
