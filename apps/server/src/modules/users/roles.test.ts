import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { RoleChangeError, setRoleByEmail } from './roles.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/users/me?populate=role', token })).json().role.name;

describe('setRoleByEmail (the admin command)', () => {
  it('grants and revokes Admin by e-mail, in any case', async () => {
    const operator = await createUser(t, { email: 'operator@example.com' });
    await setRoleByEmail(t.db, '  OPERATOR@example.com ', 'Admin');
    expect(await roleOf(operator.token)).toBe('Admin');
    await setRoleByEmail(t.db, 'operator@example.com', 'Authenticated');
    expect(await roleOf(operator.token)).toBe('Authenticated');
  });

  it('refuses an unknown e-mail and an unknown role, changing nothing', async () => {
    const bystander = await createUser(t);
    await expect(setRoleByEmail(t.db, 'nobody@example.com', 'Admin')).rejects.toThrow(
      new RoleChangeError('No account with the e-mail nobody@example.com'),
    );
    await expect(setRoleByEmail(t.db, bystander.email, 'Superuser')).rejects.toThrow(
      new RoleChangeError('The Superuser role is missing from the database'),
    );
    expect(await roleOf(bystander.token)).toBe('Authenticated');
  });

  it("never opens another user's or another organization's records to an Admin", async () => {
    const admin = await createUser(t, { admin: true });
    const other = await createOrganization(t);
    const readOther = await t.request({
      method: 'GET',
      url: `/api/users/${other.owner.id}`,
      token: admin.token,
    });
    expect(readOther.statusCode).toBe(403);
    const changeOther = await t.request({
      method: 'PUT',
      url: `/api/organizations/${other.documentId}`,
      token: admin.token,
      payload: { data: { Name: 'Taken over' } },
    });
    expect(changeOther.statusCode).toBe(404);
    expect(changeOther.json().error.message).toBe('Organization not found');
  });
});
