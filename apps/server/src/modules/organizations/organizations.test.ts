import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, organizations, users } from '../../db/schema.js';
import { countRows, createOrganization, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, token?: string) =>
  t.request({ method: 'POST', url: '/api/organizations', payload: payload as object, token });
const put = (documentId: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/organizations/${documentId}`, payload: payload as object, token });

const readOrganization = async (documentId: string) =>
  (await t.db.select().from(organizations).where(eq(organizations.documentId, documentId)))[0];
const setupComplete = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.organizationSetupComplete;

describe('POST /api/organizations', () => {
  it("creates 'My Organization' with the creator as owner and completes the user's organization setup", async () => {
    const user = await createUser(t);
    const response = await post(
      { data: { Type: 'team', Website: 'acme.example', Description: 'Sustainability advisory' } },
      user.token,
    );
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({});
    expect(data).toMatchObject({
      Name: 'My Organization',
      Type: 'team',
      Website: 'acme.example',
      Description: 'Sustainability advisory',
    });
    expect(data.documentId).toMatch(/^[a-z0-9]{24}$/);

    const row = await readOrganization(data.documentId);
    expect(row).toMatchObject({
      id: data.id,
      name: 'My Organization',
      type: 'team',
      website: 'acme.example',
    });
    const members = await t.db
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, data.id));
    expect(members).toEqual([expect.objectContaining({ userId: user.id, role: 'owner' })]);
    expect(await setupComplete(user.id)).toBe(true);

    const me = await t.request({
      method: 'GET',
      url: '/api/users/me?populate=Organizations',
      token: user.token,
    });
    expect(me.json().OrganizationSetupComplete).toBe(true);
    expect(me.json().Organizations.map((org: { documentId: string }) => org.documentId)).toEqual([
      data.documentId,
    ]);
  });

  it('keeps organization setup incomplete when only a Name is given', async () => {
    const user = await createUser(t);
    const response = await post({ data: { Name: 'Named Only' } }, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      Name: 'Named Only',
      Type: null,
      Website: null,
      Description: null,
    });
    expect(await setupComplete(user.id)).toBe(false);
  });

  it('keeps organization setup incomplete with a type but neither website nor description', async () => {
    const user = await createUser(t);
    const response = await post({ data: { Type: 'individual' } }, user.token);
    expect(response.statusCode).toBe(200);
    expect(await setupComplete(user.id)).toBe(false);
  });

  it.each([
    [{ data: { Type: 'company' } }, "Type must be 'individual' or 'team'"],
    [
      { data: { Type: 'team', Website: 'not a website' } },
      'Website must be a domain such as example.com or an http(s) address',
    ],
    [
      { data: { Type: 'team', Website: 'ftp://files.example.com' } },
      'Website must be a domain such as example.com or an http(s) address',
    ],
    [{ data: { Type: 'team', Owner: 1 } }, 'These fields cannot be set: Owner'],
    [{ data: { Name: 'x' }, extra: true }, 'These fields cannot be set: extra'],
    [{}, 'data is required: send the fields as { "data": { … } }'],
    [
      { Type: 'team' },
      'data is required: send the fields as { "data": { … } }; These fields cannot be set: Type',
    ],
    [{ data: { Type: 'team', Description: 'x'.repeat(4001) } }, 'Description is too long'],
    [{ data: { Name: '   ' } }, 'Name cannot be empty'],
  ])('refuses %j and stores nothing', async (payload, message) => {
    const user = await createUser(t);
    const before = await countRows(t, 'organizations', 'organization_members');
    const response = await post(payload, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message },
    });
    expect(await countRows(t, 'organizations', 'organization_members')).toEqual(before);
    expect(await setupComplete(user.id)).toBe(false);
  });

  it('accepts a Description of exactly 4000 characters', async () => {
    const user = await createUser(t);
    const response = await post({ data: { Type: 'team', Description: 'x'.repeat(4000) } }, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.Description).toHaveLength(4000);
  });

  it('answers 401 without a token and stores nothing', async () => {
    const before = await countRows(t, 'organizations', 'organization_members');
    const response = await post({ data: { Type: 'team', Website: 'anon.example' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    expect(await countRows(t, 'organizations', 'organization_members')).toEqual(before);
  });
});

describe('PUT /api/organizations/:documentId', () => {
  it('updates an organization the user belongs to, and completes setup once it is ready', async () => {
    const owner = await createUser(t);
    const organization = await createOrganization(t, { owner, name: 'Before' });
    const response = await put(
      organization.documentId,
      { data: { Name: 'After', Type: 'individual', Website: 'https://after.example/about' } },
      owner.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: organization.id,
      documentId: organization.documentId,
      Name: 'After',
      Type: 'individual',
      Website: 'https://after.example/about',
    });
    expect(await readOrganization(organization.documentId)).toMatchObject({
      name: 'After',
      type: 'individual',
      website: 'https://after.example/about',
    });
    expect(await setupComplete(owner.id)).toBe(true);
  });

  it('clears the website with an empty string or null', async () => {
    const owner = await createUser(t);
    const organization = await createOrganization(t, { owner });
    await put(organization.documentId, { data: { Website: 'clear.example' } }, owner.token);
    const response = await put(organization.documentId, { data: { Website: '' } }, owner.token);
    expect(response.statusCode).toBe(200);
    expect((await readOrganization(organization.documentId))!.website).toBeNull();
  });

  it("answers 404 for another organization's documentId and leaves it unchanged", async () => {
    const intruder = await createUser(t);
    await createOrganization(t, { owner: intruder });
    const victim = await createOrganization(t, { name: 'Victim Org' });
    const before = await readOrganization(victim.documentId);
    const response = await put(
      victim.documentId,
      { data: { Name: 'Taken Over', Type: 'team', Website: 'evil.example' } },
      intruder.token,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'Organization not found' },
    });
    expect(await readOrganization(victim.documentId)).toEqual(before);
    expect(await setupComplete(intruder.id)).toBe(false);
    const membership = await t.db
      .select()
      .from(organizationMembers)
      .where(
        and(eq(organizationMembers.organizationId, victim.id), eq(organizationMembers.userId, intruder.id)),
      );
    expect(membership).toEqual([]);
  });

  it('answers the same 404 for a documentId that does not exist', async () => {
    const user = await createUser(t);
    const response = await put('doesnotexist0000000000000', { data: { Name: 'X' } }, user.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Organization not found');
  });

  it.each([
    [{ data: { Type: 'enterprise' } }, "Type must be 'individual' or 'team'"],
    [{ data: { Website: 'http://' } }, 'Website must be a domain such as example.com or an http(s) address'],
    [{ data: { Name: 'ok', Members: [] } }, 'These fields cannot be set: Members'],
    [{}, 'data is required: send the fields as { "data": { … } }'],
    [{ data: { Description: 'x'.repeat(4001) } }, 'Description is too long'],
    [{ data: { Name: 'x'.repeat(121) } }, 'Name is too long'],
  ])('refuses %j and leaves the organization unchanged', async (payload, message) => {
    const owner = await createUser(t);
    const organization = await createOrganization(t, { owner, name: 'Stable' });
    const before = await readOrganization(organization.documentId);
    const response = await put(organization.documentId, payload, owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await readOrganization(organization.documentId)).toEqual(before);
  });

  it('refuses an oversize body with 413 and leaves the organization unchanged', async () => {
    const owner = await createUser(t);
    const organization = await createOrganization(t, { owner });
    const before = await readOrganization(organization.documentId);
    const response = await put(
      organization.documentId,
      { data: { Description: 'x'.repeat(200_000) } },
      owner.token,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The request body is too large');
    expect(await readOrganization(organization.documentId)).toEqual(before);
  });

  it('answers 401 without a token and leaves the organization unchanged', async () => {
    const organization = await createOrganization(t);
    const before = await readOrganization(organization.documentId);
    const response = await put(organization.documentId, { data: { Name: 'Anonymous' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('UnauthorizedError');
    expect(await readOrganization(organization.documentId)).toEqual(before);
  });
});
