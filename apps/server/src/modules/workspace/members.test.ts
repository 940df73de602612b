import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { newDocumentId } from '../../db/ids.js';
import { organizationMembers, organizations, users } from '../../db/schema.js';
import { ownClient } from '../reports/test-support.js';
import { invitedMember } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) => t.request({ method: 'GET', url, token: user.token });
const removeMember = (userId: number, by: TestUser, organization?: string) =>
  t.request({
    method: 'DELETE',
    url: `/api/workspace/members/${userId}${organization ? `?organization=${organization}` : ''}`,
    token: by.token,
  });

/** An organization with its owner and one invited member, and a client of theirs. */
async function team() {
  const owner = await createUser(t, { fullName: 'Olivia Owner' });
  const organization = await createOrganization(t, { owner, name: 'Shared Studio' });
  const member = await invitedMember(t, owner, { fullName: 'Max Member' });
  const client = await ownClient(t, owner, { Name: `Client of ${organization.documentId}` });
  return { owner, member, organization, client };
}

describe('GET /api/workspace', () => {
  it('answers the current organization with its plan, the caller’s role and the member count', async () => {
    const { owner, member, organization } = await team();
    const asOwner = await get('/api/workspace', owner);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().data).toEqual({
      documentId: organization.documentId,
      Name: 'Shared Studio',
      Type: null,
      Website: null,
      Description: null,
      plan: 'free-trial',
      myRole: 'owner',
      memberCount: 2,
    });
    expect((await get('/api/workspace', member)).json().data).toMatchObject({
      myRole: 'member',
      memberCount: 2,
    });
  });

  it('defaults to the first organization joined and follows ?organization=', async () => {
    const { owner, organization } = await team();
    const second = await createOrganization(t, { owner, name: 'Second Studio' });
    expect((await get('/api/workspace', owner)).json().data.documentId).toBe(organization.documentId);
    const named = await get(`/api/workspace?organization=${second.documentId}`, owner);
    expect(named.json().data).toMatchObject({ documentId: second.documentId, Name: 'Second Studio' });
  });

  it('answers another organization, or none at all, with 404', async () => {
    const { owner } = await team();
    const other = await createOrganization(t);
    const foreign = await get(`/api/workspace?organization=${other.documentId}`, owner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Organization not found');
    const loner = await createUser(t);
    const none = await get('/api/workspace', loner);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('You are not a member of any organization yet');
    expect((await t.request({ method: 'GET', url: '/api/workspace' })).statusCode).toBe(401);
  });
});

describe('GET /api/workspace/members', () => {
  it('lists the members earliest first with their roles', async () => {
    const { owner, member } = await team();
    const response = await get('/api/workspace/members', member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        userId: owner.id,
        name: 'Olivia Owner',
        email: owner.email,
        role: 'owner',
        isMe: false,
      }),
      expect.objectContaining({
        userId: member.id,
        name: 'Max Member',
        email: member.email,
        role: 'member',
        isMe: true,
      }),
    ]);
  });

  it('treats the earliest member as the owner of an organization that records none', async () => {
    const [row] = await t.db
      .insert(organizations)
      .values({ documentId: newDocumentId(), name: 'Ownerless' })
      .returning();
    const first = await createUser(t);
    const second = await createUser(t);
    await t.db.insert(organizationMembers).values([
      { organizationId: row!.id, userId: first.id, createdAt: new Date('2024-01-01T00:00:00Z') },
      { organizationId: row!.id, userId: second.id, createdAt: new Date('2024-02-01T00:00:00Z') },
    ]);
    const members = (await get('/api/workspace/members', second)).json().data;
    expect(members.map((m: { userId: number; role: string }) => [m.userId, m.role])).toEqual([
      [first.id, 'owner'],
      [second.id, 'member'],
    ]);
    expect((await get('/api/workspace', first)).json().data.myRole).toBe('owner');
    // As the owner, the earliest member manages the organization.
    expect((await removeMember(second.id, first)).statusCode).toBe(204);
  });
});

describe('DELETE /api/workspace/members/:userId', () => {
  it("lets an owner remove a member, who loses the organization's clients at once", async () => {
    const { owner, member, client } = await team();
    expect((await get(`/api/clients?id=${client.documentId}`, member)).statusCode).toBe(200);

    const response = await removeMember(member.id, owner);
    expect(response.statusCode).toBe(204);

    const gone = await get(`/api/clients?id=${client.documentId}`, member);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Client not found');
    expect((await get('/api/org/clients', member)).json().data).toEqual([]);
    // Their session stays valid for everything else.
    expect((await get('/api/users/me', member)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.organizationSetupComplete).toBe(false);
    expect((await get('/api/workspace/members', owner)).json().data).toHaveLength(1);
  });

  it('lets a member leave, but not remove anyone else', async () => {
    const { owner, member } = await team();
    const other = await invitedMember(t, owner);
    const refused = await removeMember(other.id, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only an owner can remove other members');
    expect((await removeMember(owner.id, member)).statusCode).toBe(403);

    expect((await removeMember(member.id, member)).statusCode).toBe(204);
    const remaining = (await get('/api/workspace/members', owner)).json().data;
    expect(remaining.map((m: { userId: number }) => m.userId)).toEqual([owner.id, other.id]);
  });

  it("keeps the last owner (409 'The last owner cannot leave the organization')", async () => {
    const { owner, member } = await team();
    const leaving = await removeMember(owner.id, owner);
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json().error.message).toBe('The last owner cannot leave the organization');
    expect((await removeMember(owner.id, member)).statusCode).toBe(403);
    expect((await get('/api/workspace', owner)).json().data).toMatchObject({
      myRole: 'owner',
      memberCount: 2,
    });
  });

  it('lets an owner leave while another owner remains', async () => {
    const { owner, member, organization } = await team();
    await t.db
      .update(organizationMembers)
      .set({ role: 'owner' })
      .where(eq(organizationMembers.userId, member.id));
    expect((await removeMember(owner.id, owner, organization.documentId)).statusCode).toBe(204);
    expect((await get('/api/workspace', member)).json().data).toMatchObject({
      myRole: 'owner',
      memberCount: 1,
    });
  });

  it("answers someone outside the organization with 404 'Member not found'", async () => {
    const { owner } = await team();
    const stranger = await createUser(t);
    const response = await removeMember(stranger.id, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Member not found');
    const malformed = await t.request({
      method: 'DELETE',
      url: '/api/workspace/members/abc',
      token: owner.token,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('userId must be a positive whole number');
  });
});
