import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ownClient, reportCalls } from '../reports/test-support.js';
import { invitedMember } from './test-support.js';

/** A team organization is truly shared: what one member makes, every member reads and changes. */
let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let client: { id: number; documentId: string; Name: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  await createOrganization(t, { owner, name: 'Team Advisory' });
  client = await ownClient(t, owner, { Name: 'Northwind Ceramics SAS', Headquarters: 'Limoges, France' });
  colleague = await invitedMember(t, owner);
});
afterAll(() => t.close());

const initiative = (title: string) => ({
  data: {
    Title: title,
    Description: 'Agreed with the client in the kick-off workshop.',
    Category: 'Production',
    Status: 'active',
    Source: 'Kick-off workshop notes',
    Clients: { connect: [client.id] },
  },
});

describe('a team organization', () => {
  it("shows the owner's clients to the second member", async () => {
    const response = await t.request({ method: 'GET', url: '/api/org/clients', token: colleague.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([expect.objectContaining({ documentId: client.documentId })]);
    const one = await t.request({
      method: 'GET',
      url: `/api/clients?id=${client.documentId}`,
      token: colleague.token,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.Name).toBe('Northwind Ceramics SAS');
  });

  it("lets the second member add and edit the client's initiatives, and the owner see them", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/initiatives',
      token: owner.token,
      payload: initiative('Kiln heat recovery'),
    });
    expect(created.statusCode).toBe(200);
    const kiln = created.json().data as { id: number };

    const edited = await t.request({
      method: 'PUT',
      url: `/api/initiatives/${kiln.id}`,
      token: colleague.token,
      payload: { data: { Title: 'Kiln heat recovery, phase 2' } },
    });
    expect(edited.statusCode).toBe(200);
    const added = await t.request({
      method: 'POST',
      url: '/api/initiatives',
      token: colleague.token,
      payload: initiative('Recycled packaging'),
    });
    expect(added.statusCode).toBe(200);

    const listed = await t.request({
      method: 'GET',
      url: `/api/initiatives?filters[Clients][id][$eq]=${client.id}`,
      token: owner.token,
    });
    expect(
      listed
        .json()
        .data.map((item: { Title: string }) => item.Title)
        .toSorted(),
    ).toEqual(['Kiln heat recovery, phase 2', 'Recycled packaging']);
  });

  it("lets the second member read the owner's report on the client", async () => {
    const api = reportCalls(t);
    const created = await api.create(owner.token, {
      Client: client.documentId,
      Onboarding: null,
      Project: null,
    });
    expect(created.statusCode).toBe(200);
    const report = created.json().data as { documentId: string };

    const read = await api.get(colleague.token, report.documentId);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      documentId: report.documentId,
      Organization: { Name: 'Team Advisory' },
    });
    const listed = await api.list(colleague.token, client.documentId);
    expect(listed.json().data.map((item: { documentId: string }) => item.documentId)).toContain(
      report.documentId,
    );
  });

  it('keeps all of it from someone outside the organization', async () => {
    const outsider = (await createOrganization(t)).owner;
    const one = await t.request({
      method: 'GET',
      url: `/api/clients?id=${client.documentId}`,
      token: outsider.token,
    });
    expect(one.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/org/clients', token: outsider.token })).json().data,
    ).toEqual([]);
  });
});
