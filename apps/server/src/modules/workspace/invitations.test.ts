import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { decodeQuotedPrintable, outboxMailFile, settledOutboxRow } from '../../../test/mail.js';
import { organizationInvitations, organizationMembers, users } from '../../db/schema.js';
import { ownClient } from '../reports/test-support.js';
import { accept, invitationToken, invite, invitedMember } from './test-support.js';

let t: TestApp;
let owner: TestUser;
let organization: { id: number; documentId: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { fullName: 'Olivia Owner' });
  organization = await createOrganization(t, { owner, name: 'Green Ledger Advisory' });
  await ownClient(t, owner, { Name: 'Northwind Ceramics' });
});
afterAll(() => t.close());

const preview = (token: string) => t.request({ method: 'GET', url: `/api/invitations/${token}` });
const invitationRow = async (email: string) =>
  (
    await t.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.email, email))
      .orderBy(organizationInvitations.id)
  ).at(-1)!;
const isMember = async (userId: number, organizationId = organization.id) =>
  (
    await t.db
      .select()
      .from(organizationMembers)
      .where(
        and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)),
      )
  ).length === 1;

/** A user with an invitation to the owner's organization, not yet accepted. */
async function invitedUser(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t);
  expect((await invite(t, owner, user.email)).statusCode).toBe(201);
  return { user, token: await invitationToken(t, user.email) };
}

describe('POST /api/workspace/invitations', () => {
  it('invites an address as a member, storing only the SHA-256 of the mailed token', async () => {
    const response = await invite(t, owner, '  New.Colleague@Example.com ');
    expect(response.statusCode).toBe(201);
    const invitation = response.json().data;
    expect(invitation).toMatchObject({ email: 'new.colleague@example.com', role: 'member' });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const token = await invitationToken(t, 'new.colleague@example.com');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await invitationRow('new.colleague@example.com');
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ organizationId: organization.id, invitedBy: owner.id, acceptedAt: null });

    const listed = await t.request({ method: 'GET', url: '/api/workspace/invitations', token: owner.token });
    expect(listed.json().data.map((item: { documentId: string }) => item.documentId)).toContain(
      invitation.documentId,
    );
  });

  it('mails the link with the organization and the inviter, and previews them to anyone', async () => {
    const { user, token } = await invitedUser();
    const mail = await settledOutboxRow(t, user.email);
    expect(mail.subject).toBe('Olivia Owner invited you to Green Ledger Advisory on Impact Studio');
    const text = decodeQuotedPrintable(await outboxMailFile(t, user.email));
    expect(text).toContain(`http://app.test/invite/${token}`);
    expect(text).toContain('expires in 7 days');
    // The table keeps what was sent, but not the link: it would let anyone reading it join.
    expect(mail.textBody).toContain('expires in 7 days');
    expect(mail.textBody).toContain('http://app.test/[link removed]');
    expect(mail.textBody).not.toContain(token);
    const response = await preview(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      organizationName: 'Green Ledger Advisory',
      invitedByName: 'Olivia Owner',
      email: user.email,
      state: 'pending',
    });
  });

  it('replaces a pending invitation to the same address: the older link is withdrawn', async () => {
    const user = await createUser(t);
    await invite(t, owner, user.email);
    const first = await invitationToken(t, user.email);
    await invite(t, owner, user.email);
    const second = await invitationToken(t, user.email, first);
    expect((await preview(first)).json().data.state).toBe('revoked');
    const listed = await t.request({ method: 'GET', url: '/api/workspace/invitations', token: owner.token });
    expect(listed.json().data.filter((item: { email: string }) => item.email === user.email)).toHaveLength(1);
    expect((await accept(t, second, user)).statusCode).toBe(200);
  });

  it.each([
    ['a malformed address', { email: 'not-an-address' }, 'Enter a valid e-mail address'],
    ['no address', {}, 'Enter a valid e-mail address'],
    ['an unknown field', { email: 'x@example.com', role: 'owner' }, 'These fields cannot be set: role'],
  ])('refuses %s with 400 and stores nothing', async (_case, payload, message) => {
    const before = await countRows(t, 'organization_invitations', 'mail_outbox');
    const response = await t.request({
      method: 'POST',
      url: '/api/workspace/invitations',
      payload,
      token: owner.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'organization_invitations', 'mail_outbox')).toEqual(before);
  });

  it('refuses to invite a member (409), by a non-owner (403) or signed out (401)', async () => {
    const member = await invitedMember(t, owner);
    const before = await countRows(t, 'organization_invitations');
    const existing = await invite(t, owner, member.email.toUpperCase());
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.message).toBe('This person is already a member of the organization');
    const byMember = await invite(t, member, 'friend@example.com');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe('Only an owner can invite members');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/workspace/invitations',
      payload: { email: 'friend@example.com' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRows(t, 'organization_invitations')).toEqual(before);
  });

  it('allows 20 invitations a day per organization, then answers 429', async () => {
    const busy = await createOrganization(t);
    for (let index = 0; index < 20; index++) {
      expect((await invite(t, busy.owner, `guest${index}@example.com`)).statusCode).toBe(201);
    }
    const before = await countRows(t, 'organization_invitations');
    const limited = await invite(t, busy.owner, 'guest20@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^This organization has sent many invitations today\./);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(80_000);
    expect(await countRows(t, 'organization_invitations')).toEqual(before);
  });
});

describe('POST /api/invitations/:token/accept', () => {
  it("joins the organization as a member, shows its clients, and completes the user's setup", async () => {
    const { user, token } = await invitedUser();
    const response = await accept(t, token, user);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      documentId: organization.documentId,
      Name: 'Green Ledger Advisory',
      plan: 'free-trial',
      myRole: 'member',
    });
    const clients = await t.request({ method: 'GET', url: '/api/org/clients', token: user.token });
    expect(clients.json().data.map((client: { Name: string }) => client.Name)).toContain(
      'Northwind Ceramics',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.organizationSetupComplete).toBe(true);
    expect(await invitationRow(user.email)).toMatchObject({ acceptedBy: user.id });
    expect((await preview(token)).json().data.state).toBe('accepted');
  });

  it("refuses a used invitation with 410 'This invitation has already been used'", async () => {
    const { user, token } = await invitedUser();
    expect((await accept(t, token, user)).statusCode).toBe(200);
    const again = await accept(t, token, user);
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toMatchObject({
      status: 410,
      message: 'This invitation has already been used',
    });
  });

  it("refuses an expired invitation with 410 'This invitation has expired' and joins nothing", async () => {
    const { user, token } = await invitedUser();
    await t.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.email, user.email));
    const response = await accept(t, token, user);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toBe('This invitation has expired');
    expect((await preview(token)).json().data.state).toBe('expired');
    expect(await isMember(user.id)).toBe(false);
  });

  it("refuses a withdrawn invitation with 410 'This invitation was withdrawn'", async () => {
    const { user, token } = await invitedUser();
    const row = await invitationRow(user.email);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/workspace/invitations/${row.documentId}`,
      token: owner.token,
    });
    expect(revoked.statusCode).toBe(204);
    const response = await accept(t, token, user);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toBe('This invitation was withdrawn');
    expect(await isMember(user.id)).toBe(false);
  });

  it('refuses an invitation sent to someone else (403) and leaves it usable by them', async () => {
    const { user, token } = await invitedUser();
    const stranger = await createUser(t);
    const response = await accept(t, token, stranger);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('This invitation was sent to another e-mail address');
    expect(await isMember(stranger.id)).toBe(false);
    expect((await preview(token)).json().data.state).toBe('pending');
    expect((await accept(t, token, user)).statusCode).toBe(200);
  });

  it("answers a made-up token with 404 'Invitation not found', previewed or accepted", async () => {
    const user = await createUser(t);
    for (const response of [await preview('madeUpToken123'), await accept(t, 'madeUpToken123', user)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Invitation not found');
    }
  });

  it('refuses a signed-out accept (401) and an accept by a member (409)', async () => {
    const { user, token } = await invitedUser();
    expect((await accept(t, token)).statusCode).toBe(401);
    await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: user.id });
    const response = await accept(t, token, user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You are already a member of this organization');
    expect((await preview(token)).json().data.state).toBe('pending');
  });

  it('lets only one of two simultaneous accepts succeed', async () => {
    const { user, token } = await invitedUser();
    const answers = await Promise.all([accept(t, token, user), accept(t, token, user)]);
    const [won, lost] = answers.toSorted((a, b) => a.statusCode - b.statusCode);
    expect(won!.statusCode).toBe(200);
    // The loser either saw the invitation spent (410) or, having waited for the winner, the membership (409).
    expect([409, 410]).toContain(lost!.statusCode);
    expect(await isMember(user.id)).toBe(true);
  });
});

describe('DELETE /api/workspace/invitations/:documentId', () => {
  it("is for owners only, and another organization's invitation is not found", async () => {
    const { user } = await invitedUser();
    const row = await invitationRow(user.email);
    const member = await invitedMember(t, owner);
    const byMember = await t.request({
      method: 'DELETE',
      url: `/api/workspace/invitations/${row.documentId}`,
      token: member.token,
    });
    expect(byMember.statusCode).toBe(403);
    const other = await createOrganization(t);
    const byOtherOwner = await t.request({
      method: 'DELETE',
      url: `/api/workspace/invitations/${row.documentId}`,
      token: other.owner.token,
    });
    expect(byOtherOwner.statusCode).toBe(404);
    expect(byOtherOwner.json().error.message).toBe('Invitation not found');
    expect((await invitationRow(user.email)).revokedAt).toBeNull();
  });
});
