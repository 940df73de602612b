import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { organizations } from '../../db/schema.js';
import { invitedMember } from './test-support.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

interface UpgradeRequest {
  documentId: string;
  organizationDocumentId: string;
  organizationName: string;
  requestedByName: string | null;
  plan: string;
  message: string | null;
  status: string;
}

const requestPro = (user: TestUser, payload: unknown = {}, query = '') =>
  t.request({
    method: 'POST',
    url: `/api/upgrade-requests${query}`,
    payload: payload as object,
    token: user.token,
  });
const listRequests = async (user: TestUser, query = '') =>
  (await t.request({ method: 'GET', url: `/api/upgrade-requests${query}`, token: user.token })).json()
    .data as UpgradeRequest[];
const setPlan = (documentId: string, payload: unknown, token?: string) =>
  t.request({
    method: 'PUT',
    url: `/api/admin/organizations/${documentId}/plan`,
    payload: payload as object,
    token,
  });
const storedPlan = async (documentId: string) =>
  (await t.db.select().from(organizations).where(eq(organizations.documentId, documentId)))[0]!.plan;

describe('GET /api/plans', () => {
  it('shows Free Trial and Pro with their limits to anyone', async () => {
    const response = await t.request({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const [free, pro] = response.json().data;
    expect(free).toMatchObject({
      id: 'free-trial',
      name: 'Free Trial',
      limits: { clients: 5, assessmentsPerMonth: 10, reportExportsPerMonth: 10, teamSeats: 3 },
      modelProvider: "The server's configured model",
    });
    expect(pro).toMatchObject({
      id: 'pro',
      name: 'Pro',
      limits: { clients: null, assessmentsPerMonth: null, reportExportsPerMonth: null, teamSeats: 25 },
      modelProvider: 'Dedicated model capacity',
    });
  });
});

describe('POST /api/upgrade-requests', () => {
  it("records a request for the caller's organization, and answers a second one with the open request", async () => {
    const owner = await createUser(t, { fullName: 'Olivia Owner' });
    const organization = await createOrganization(t, { owner, name: 'Growing Studio' });
    const first = await requestPro(owner, { message: '  We onboard four consultants in May.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      organizationDocumentId: organization.documentId,
      organizationName: 'Growing Studio',
      requestedByName: 'Olivia Owner',
      plan: 'pro',
      message: 'We onboard four consultants in May.',
      status: 'open',
    });
    const before = await countRows(t, 'upgrade_requests');
    const member = await invitedMember(t, owner);
    const second = await requestPro(member);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.documentId).toBe(first.json().data.documentId);
    expect(await countRows(t, 'upgrade_requests')).toEqual(before);
  });

  it('refuses a bad message with 400 and stores nothing', async () => {
    const { owner } = await createOrganization(t);
    const before = await countRows(t, 'upgrade_requests');
    for (const [payload, message] of [
      [{ message: 'x'.repeat(2001) }, 'The message must be at most 2000 characters'],
      [{ message: 3 }, 'The message must be text'],
      [{ plan: 'enterprise' }, 'These fields cannot be set: plan'],
    ] as const) {
      const response = await requestPro(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect(await countRows(t, 'upgrade_requests')).toEqual(before);
  });

  it('refuses a signed-out request (401), one without an organization (404) and one for a Pro organization (409)', async () => {
    expect((await t.request({ method: 'POST', url: '/api/upgrade-requests', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await requestPro(await createUser(t))).statusCode).toBe(404);
    const organization = await createOrganization(t);
    await setPlan(organization.documentId, { plan: 'pro' }, admin.token);
    const response = await requestPro(organization.owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This organization is already on the Pro plan');
  });
});

describe('GET /api/upgrade-requests', () => {
  it("shows members their organization's requests and Admins every request, newest first", async () => {
    const older = await createOrganization(t, { name: 'Older Request' });
    const newer = await createOrganization(t, { name: 'Newer Request' });
    await requestPro(older.owner);
    await requestPro(newer.owner);

    const own = await listRequests(older.owner);
    expect(own.map((request) => request.organizationName)).toEqual(['Older Request']);
    expect(await listRequests(await createUser(t))).toEqual([]);

    const all = await listRequests(admin);
    const names = all.map((request) => request.organizationName);
    expect(names.indexOf('Newer Request')).toBeLessThan(names.indexOf('Older Request'));
    expect(names.indexOf('Older Request')).toBeGreaterThanOrEqual(0);
  });
});

describe('PUT /api/admin/organizations/:documentId/plan', () => {
  it("lets an Admin grant Pro, which closes the organization's open request as granted", async () => {
    const organization = await createOrganization(t, { name: 'Soon Pro' });
    const requested = (await requestPro(organization.owner)).json().data as UpgradeRequest;
    const response = await setPlan(organization.documentId, { plan: 'pro' }, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      documentId: organization.documentId,
      plan: 'pro',
      myRole: null,
      memberCount: 1,
    });
    expect(await storedPlan(organization.documentId)).toBe('pro');
    const [request] = await listRequests(organization.owner);
    expect(request).toMatchObject({ documentId: requested.documentId, status: 'granted' });
    const workspace = await t.request({
      method: 'GET',
      url: '/api/workspace',
      token: organization.owner.token,
    });
    expect(workspace.json().data.plan).toBe('pro');

    expect(
      (await setPlan(organization.documentId, { plan: 'free-trial' }, admin.token)).json().data.plan,
    ).toBe('free-trial');
  });

  it('refuses everyone but an Admin, and changes nothing', async () => {
    const organization = await createOrganization(t);
    const byOwner = await setPlan(organization.documentId, { plan: 'pro' }, organization.owner.token);
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().error.message).toBe("Only an Admin can change an organization's plan");
    expect((await setPlan(organization.documentId, { plan: 'pro' })).statusCode).toBe(401);
    expect(await storedPlan(organization.documentId)).toBe('free-trial');
  });

  it('refuses an unknown plan (400) or organization (404)', async () => {
    const organization = await createOrganization(t);
    const unknown = await setPlan(organization.documentId, { plan: 'enterprise' }, admin.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('plan must be one of free-trial, pro');
    expect(await storedPlan(organization.documentId)).toBe('free-trial');
    const missing = await setPlan('nosuchorganization', { plan: 'pro' }, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Organization not found');
  });
});
