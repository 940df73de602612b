import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, organizations } from '../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { consultant, ownClient } from '../modules/reports/test-support.js';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let organization: { id: number; documentId: string };
let outsider: TestUser;
const theirs = { client: '', clientId: 0, initiative: '', report: '' };

beforeAll(async () => {
  t = await createTestApp();
  ({ user: owner, organization } = await consultant(t, { organization: 'Greenleaf Advisory' }));
  member = await createUser(t);
  await t.db
    .insert(organizationMembers)
    .values({ organizationId: organization.id, userId: member.id, role: 'member' });

  // Another organization's records, which nobody in Greenleaf may see.
  const other = await consultant(t);
  outsider = other.user;
  const client = await ownClient(t, outsider, { Name: 'Northwind Ceramics' });
  theirs.client = client.documentId;
  theirs.clientId = client.id;
  const initiative = await t.request({
    method: 'POST',
    url: '/api/initiatives',
    token: outsider.token,
    payload: {
      data: {
        Title: 'Kiln heat recovery',
        Description: 'Dries clay.',
        Category: 'Production',
        Status: 'active',
        Source: 'Annual report',
        Clients: { connect: [client.id] },
      },
    },
  });
  if (initiative.statusCode !== 200) throw new Error(`initiative not created: ${initiative.body}`);
  theirs.initiative = initiative.json().data.documentId;
  const report = await t.request({
    method: 'POST',
    url: '/api/reports',
    token: outsider.token,
    payload: { data: { Client: client.documentId } },
  });
  if (report.statusCode !== 200) throw new Error(`report not created: ${report.body}`);
  theirs.report = report.json().data.documentId;
});
afterAll(() => t.close());

const putOrganization = (user: TestUser, documentId: string, data: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/organizations/${documentId}`, token: user.token, payload: { data } });
const storedOrganization = async () =>
  (await t.db.select().from(organizations).where(eq(organizations.id, organization.id)))[0]!;

describe('organization settings', () => {
  it("refuses a member's change with 403 and a reason, and changes nothing", async () => {
    const before = await storedOrganization();
    const response = await putOrganization(member, organization.documentId, { Name: 'Taken Over' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
      message: "Only the organization's owners can change its name, website and description",
    });
    expect(await storedOrganization()).toEqual(before);
  });

  it("lets the owner change the organization's name and website", async () => {
    const response = await putOrganization(owner, organization.documentId, {
      Name: 'Greenleaf Partners',
      Website: 'greenleaf.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await storedOrganization()).toMatchObject({
      name: 'Greenleaf Partners',
      website: 'greenleaf.example',
    });
  });

  it('lets a member read the organization they cannot change', async () => {
    const response = await t.request({ method: 'GET', url: '/api/workspace', token: member.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ Name: 'Greenleaf Partners', myRole: 'member' });
  });

  it("answers another organization's settings exactly like an unknown one", async () => {
    const other = (
      await t.db.select().from(organizations).where(eq(organizations.name, 'Greenleaf Partners'))
    )[0]!;
    expect(other.id).toBe(organization.id);
    const [theirOrganization] = await t.db
      .select({ documentId: organizations.documentId })
      .from(organizations)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
      .where(eq(organizationMembers.userId, outsider.id));
    const foreign = await putOrganization(owner, theirOrganization!.documentId, { Name: 'Mine now' });
    const unknown = await putOrganization(owner, 'abcdefghijklmnopqrstuvwx', { Name: 'Mine now' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
  });

  it('follows membership at once: a member made owner may edit on their next request', async () => {
    await t.db
      .update(organizationMembers)
      .set({ role: 'owner' })
      .where(eq(organizationMembers.userId, member.id));
    const response = await putOrganization(member, organization.documentId, { Description: 'Advisors' });
    expect(response.statusCode).toBe(200);
    await t.db
      .update(organizationMembers)
      .set({ role: 'member' })
      .where(eq(organizationMembers.userId, member.id));
    const again = await putOrganization(member, organization.documentId, { Description: 'Again' });
    expect(again.statusCode).toBe(403);
  });
});

describe('an organization whose rows name no owner', () => {
  it('lets its earliest member edit it, as the members list shows them as owner', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const [row] = await t.db
      .insert(organizations)
      .values({ documentId: 'ownerlessorganization001', name: 'Ownerless' })
      .returning();
    await t.db
      .insert(organizationMembers)
      .values({ organizationId: row!.id, userId: first.id, role: 'member' });
    await t.db
      .insert(organizationMembers)
      .values({ organizationId: row!.id, userId: second.id, role: 'member' });
    expect((await putOrganization(second, row!.documentId, { Name: 'Second' })).statusCode).toBe(403);
    expect((await putOrganization(first, row!.documentId, { Name: 'First' })).statusCode).toBe(200);
  });
});

describe("another organization's records", () => {
  const unknownId = 'abcdefghijklmnopqrstuvwx';
  const reads: [string, (id: string) => string, () => string][] = [
    ['a client', (id) => `/api/clients?id=${id}`, () => theirs.client],
    ['a client by numeric id', (id) => `/api/clients?id=${id}`, () => String(theirs.clientId)],
    ["a client's completeness", (id) => `/api/clients/${id}/completeness`, () => theirs.client],
    ["a client's applicability facts", (id) => `/api/clients/${id}/applicability-facts`, () => theirs.client],
    [
      "a client's web search status",
      (id) => `/api/agent/strategic-web-search/${id}/status`,
      () => theirs.client,
    ],
    ['a report', (id) => `/api/reports/${id}`, () => theirs.report],
  ];

  it.each(reads)('answers %s with the same 404 as an unknown id', async (_, url, id) => {
    const known = await t.request({ method: 'GET', url: url(id()), token: owner.token });
    const unknown = await t.request({ method: 'GET', url: url(unknownId), token: owner.token });
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual(unknown.json());
  });

  it('refuses to change their initiative as if it did not exist', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/initiatives/${theirs.initiative}`,
      token: owner.token,
      payload: { data: { Title: 'Hijacked' } },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Initiative not found');
  });
});

describe('ids the API cannot have given out', () => {
  it.each(['-1', '0', '2147483648', '99999999999999999999', '1.5', '1e3', 'clïent', 'a%20b', '_x'])(
    'answers the client %s as not found',
    async (raw) => {
      const response = await t.request({ method: 'GET', url: `/api/clients?id=${raw}`, token: owner.token });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Client not found');
    },
  );

  it.each(['-1', '2147483648', '1.5', 'r%C3%A9port'])('answers the report %s as not found', async (raw) => {
    const response = await t.request({ method: 'GET', url: `/api/reports/${raw}`, token: owner.token });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Report not found');
  });
});
