import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (id: number, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, token });

const readRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/users/me', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t, { email: 'me@example.com', username: 'meuser', fullName: 'Me Myself' });
  });

  it('returns the public fields of the signed-in user, without relations', async () => {
    const response = await t.request({ method: 'GET', url: '/api/users/me', token: user.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: 'me@example.com',
      username: 'meuser',
      fullName: 'Me Myself',
      provider: 'local',
      confirmed: false,
      blocked: false,
      lastSelectedClientId: null,
      OrganizationSetupComplete: false,
      OnboardingComplete: false,
    });
    expect(body.documentId).toMatch(/^[a-z0-9]{24}$/);
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('LastOnboardingId');
    expect(body).not.toHaveProperty('Organizations');
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('passwordChangedAt');
  });

  it('populates role alone with populate=role', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/me?populate=role',
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toMatchObject({ name: 'Authenticated', type: 'authenticated' });
    expect(response.json()).not.toHaveProperty('LastOnboardingId');
    expect(response.json()).not.toHaveProperty('Organizations');
  });

  it('populates the listed relations with populate[0]=LastOnboardingId&populate[1]=role', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/me?populate[0]=LastOnboardingId&populate[1]=role',
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toMatchObject({ name: 'Authenticated' });
    expect(response.json()).toHaveProperty('LastOnboardingId', null);
    expect(response.json()).not.toHaveProperty('Organizations');
  });

  it('populates everything with populate=*', async () => {
    await createOrganization(t, { owner: user, name: 'Starred Org' });
    const response = await t.request({ method: 'GET', url: '/api/users/me?populate=*', token: user.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toMatchObject({ name: 'Authenticated' });
    expect(response.json()).toHaveProperty('LastOnboardingId', null);
    expect(response.json().Organizations.map((org: { Name: string }) => org.Name)).toEqual(['Starred Org']);
  });

  it('ignores relations it does not know', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/users/me?populate=passwordHash',
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(response.json()).not.toHaveProperty('role');
  });
});

describe('GET /api/users/:id', () => {
  it('lists the organizations of the signed-in user with populate=Organizations', async () => {
    const user = await createUser(t);
    const first = await createOrganization(t, { owner: user, name: 'First Org' });
    const second = await createOrganization(t, { owner: user, name: 'Second Org' });
    await createOrganization(t, { name: 'Somebody Else Org' });
    const response = await t.request({
      method: 'GET',
      url: `/api/users/${user.id}?populate=Organizations`,
      token: user.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(response.json().Organizations).toEqual([
      expect.objectContaining({ documentId: first.documentId, Name: 'First Org' }),
      expect.objectContaining({ documentId: second.documentId, Name: 'Second Org' }),
    ]);
  });

  it("refuses another user's record with 403", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await createOrganization(t, { owner: other });
    const response = await t.request({
      method: 'GET',
      url: `/api/users/${other.id}?populate=Organizations`,
      token: user.token,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'You can only read or change your own account' },
    });
  });

  it.each(['abc', '0', '-3'])('refuses the id %j with 400', async (id) => {
    const user = await createUser(t);
    const response = await t.request({ method: 'GET', url: `/api/users/${id}`, token: user.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: 'The user id must be a number',
    });
  });

  it('answers 401 without a token', async () => {
    const user = await createUser(t);
    const response = await t.request({ method: 'GET', url: `/api/users/${user.id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.name).toBe('UnauthorizedError');
  });
});

describe('PUT /api/users/:id', () => {
  it('changes every field the user may change and returns the updated user', async () => {
    const user = await createUser(t, { fullName: 'Old Name' });
    const response = await put(
      user.id,
      {
        fullName: 'New Name',
        username: 'renamed-user',
        lastSelectedClientId: 42,
        OrganizationSetupComplete: true,
        OnboardingComplete: true,
        avatarUrl: 'https://cdn.example.com/avatar.png',
      },
      user.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      fullName: 'New Name',
      username: 'renamed-user',
      lastSelectedClientId: 42,
      OrganizationSetupComplete: true,
      OnboardingComplete: true,
      avatarUrl: 'https://cdn.example.com/avatar.png',
      role: { name: 'Authenticated' },
    });
    const row = await readRow(user.id);
    expect(row).toMatchObject({
      fullName: 'New Name',
      username: 'renamed-user',
      lastSelectedClientId: 42,
      organizationSetupComplete: true,
      onboardingComplete: true,
      avatarUrl: 'https://cdn.example.com/avatar.png',
    });
  });

  it('clears nullable fields with null and leaves the fields not sent alone', async () => {
    const user = await createUser(t, { fullName: 'Someone' });
    await put(user.id, { lastSelectedClientId: 7, avatarUrl: 'https://example.com/a.png' }, user.token);
    const response = await put(user.id, { lastSelectedClientId: null, avatarUrl: null }, user.token);
    expect(response.statusCode).toBe(200);
    const row = await readRow(user.id);
    expect(row).toMatchObject({ lastSelectedClientId: null, avatarUrl: null, fullName: 'Someone' });
  });

  it('lets the user change the case of their own username', async () => {
    const user = await createUser(t, { username: 'casechange' });
    const response = await put(user.id, { username: 'CaseChange' }, user.token);
    expect(response.statusCode).toBe(200);
    expect((await readRow(user.id)).username).toBe('CaseChange');
  });

  it.each([
    [{ role: 2 }, 'These fields cannot be set: role'],
    [{ role: { name: 'Admin' } }, 'These fields cannot be set: role'],
    [{ email: 'hijack@example.com' }, 'These fields cannot be set: email'],
    [{ password: 'a-new-password' }, 'These fields cannot be set: password'],
    [{ passwordHash: '$argon2id$fake' }, 'These fields cannot be set: passwordHash'],
    [{ confirmed: true }, 'These fields cannot be set: confirmed'],
    [{ blocked: true }, 'These fields cannot be set: blocked'],
    [{ provider: 'google' }, 'These fields cannot be set: provider'],
    [{ isAdmin: true }, 'These fields cannot be set: isAdmin'],
    [{ fullName: 'Sneaky', email: 'x@example.com', role: 2 }, 'These fields cannot be set: email, role'],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const user = await createUser(t, { fullName: 'Unchanged' });
    const before = await readRow(user.id);
    const response = await put(user.id, payload, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      error: { status: 400, name: 'ValidationError', message },
    });
    expect(await readRow(user.id)).toEqual(before);
  });

  it.each([
    [{ fullName: 12 }, 'fullName: Invalid input: expected string, received number'],
    [{ OnboardingComplete: 'yes' }, 'OnboardingComplete: Invalid input: expected boolean, received string'],
    [
      { OrganizationSetupComplete: 1 },
      'OrganizationSetupComplete: Invalid input: expected boolean, received number',
    ],
    [
      { lastSelectedClientId: 'abc' },
      'lastSelectedClientId: Invalid input: expected number, received string',
    ],
    [{ lastSelectedClientId: 1.5 }, 'lastSelectedClientId: Invalid input: expected int, received number'],
    [{ avatarUrl: 'javascript:alert(1)' }, 'Avatar URL must be an http(s) address'],
    [{ username: 'has space' }, 'Username cannot contain spaces or @'],
    // zod runs the pattern after the length check failed; both messages are shown.
    [{ username: '' }, 'Username cannot be empty'],
    [{ fullName: 'x'.repeat(121) }, 'Full name is too long'],
    [[{ fullName: 'x' }], 'The request body must be a JSON object'],
  ])('refuses the wrong type or value %j and changes nothing', async (payload, message) => {
    const user = await createUser(t, { fullName: 'Unchanged' });
    const before = await readRow(user.id);
    const response = await put(user.id, payload, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError', message });
    expect(await readRow(user.id)).toEqual(before);
  });

  it('refuses a username another user has, in any case, with 409', async () => {
    await createUser(t, { username: 'takenname' });
    const user = await createUser(t);
    const before = await readRow(user.id);
    const response = await put(user.id, { username: 'TakenName', fullName: 'Changed' }, user.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      status: 409,
      name: 'ConflictError',
      message: 'This username is already taken',
    });
    expect(await readRow(user.id)).toEqual(before);
  });

  it("refuses to change another user's record with 403 and leaves it unchanged", async () => {
    const user = await createUser(t);
    const other = await createUser(t, { fullName: 'Victim' });
    const before = await readRow(other.id);
    const response = await put(other.id, { fullName: 'Hacked', OnboardingComplete: true }, user.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      status: 403,
      name: 'ForbiddenError',
      message: 'You can only read or change your own account',
    });
    expect(await readRow(other.id)).toEqual(before);
  });

  it('answers 401 without a token and changes nothing', async () => {
    const user = await createUser(t, { fullName: 'Untouched' });
    const before = await readRow(user.id);
    const response = await put(user.id, { fullName: 'Anonymous edit' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      status: 401,
      message: 'Authentication required: send an Authorization: Bearer <token> header',
    });
    expect(await readRow(user.id)).toEqual(before);
  });

  it('refuses an oversize body with 413 and changes nothing', async () => {
    const user = await createUser(t, { fullName: 'Small' });
    const before = await readRow(user.id);
    const response = await put(user.id, { fullName: 'x'.repeat(200_000) }, user.token);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ status: 413, message: 'The request body is too large' });
    expect(await readRow(user.id)).toEqual(before);
  });
});
