import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { loadSampleProfiles } from '../samples/load-samples.js';

let t: TestApp;
let alice: TestUser;
let aliceOrg: { id: number; documentId: string };
let bob: TestUser;
let bobOrg: { id: number; documentId: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  aliceOrg = await createOrganization(t, { owner: alice });
  bob = await createUser(t);
  bobOrg = await createOrganization(t, { owner: bob });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
});
afterAll(() => t.close());

const create = (token: string, data: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/clients', token, payload: { data } });

describe('POST /api/clients', () => {
  it("creates a client in the user's organization and derives its domain", async () => {
    const response = await create(alice.token, {
      Name: 'Acme Foods',
      Industry: 'Food processing',
      EmployeeCount: 'size_201_500',
      Revenue: 'rev_50M_100M',
      Headquarters: 'Ghent, Belgium',
      FoundedYear: 1987,
      WebsiteUrl: 'https://www.Acme-Foods.example/about',
      CompanyInfo: 'Makes soups.',
      FieldOrigins: { Headquarters: { method: 'extraction', detail: 'json-ld' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      Name: 'Acme Foods',
      Domain: 'acme-foods.example',
      Organizations: [aliceOrg.id],
      // Found when its website is read, not derived from the domain: none yet.
      LogoUrl: null,
      Sample: null,
      FieldOrigins: { Headquarters: { method: 'extraction', detail: 'json-ld' } },
    });
    expect(response.json().data.documentId).toMatch(/^[a-z0-9]{24}$/);
  });

  it.each([
    [{}, 'Name is required'],
    [{ Name: '   ' }, 'Name is required'],
    [{ Name: 'X', EmployeeCount: 'size_huge' }, 'EmployeeCount must be one of'],
    [{ Name: 'X', Revenue: 'rev_lots' }, 'Revenue must be one of'],
    [{ Name: 'X', FoundedYear: 'nineteen' }, 'FoundedYear must be a year such as 1998'],
    [{ Name: 'X', WebsiteUrl: 'javascript:alert(1)' }, 'WebsiteUrl must be an http(s) address'],
    [{ Name: 'X', CompanyInfo: 'x'.repeat(5001) }, 'CompanyInfo is too long'],
    [{ Name: 'x'.repeat(161) }, 'Name is too long'],
    [{ Name: 'X', Owner: 'me' }, 'These fields cannot be set: Owner'],
  ])('refuses %j with a clear message and stores nothing', async (data, message) => {
    const before = await countRows(t, 'clients');
    const response = await create(alice.token, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await countRows(t, 'clients')).toEqual(before);
  });

  it('refuses a name already used in the organization, in any case, with 409', async () => {
    await create(alice.token, { Name: 'Twice Ltd' });
    const before = await countRows(t, 'clients');
    const response = await create(alice.token, { Name: 'TWICE LTD' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'A client named "TWICE LTD" already exists in your organization.',
    );
    expect(await countRows(t, 'clients')).toEqual(before);
    // Another organization may use the same name.
    expect((await create(bob.token, { Name: 'Twice Ltd' })).statusCode).toBe(200);
  });

  it("refuses to attach another organization's id, as not found", async () => {
    const before = await countRows(t, 'clients');
    for (const other of [bobOrg.id, bobOrg.documentId]) {
      const response = await create(alice.token, { Name: 'Sneaky', Organizations: [other] });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Organization not found');
    }
    expect(await countRows(t, 'clients')).toEqual(before);
  });

  it('asks a user without an organization to set one up first', async () => {
    const loner = await createUser(t);
    const response = await create(loner.token, { Name: 'Nowhere Inc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Set up your organization before adding clients.');
  });

  it('requires sign-in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/clients',
      payload: { data: { Name: 'Anon' } },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading clients', () => {
  let aliceClient: { id: number; documentId: string };
  let bobClient: { id: number; documentId: string };
  beforeAll(async () => {
    aliceClient = (
      await create(alice.token, { Name: 'Reader Co', WebsiteUrl: 'https://reader.example' })
    ).json().data;
    bobClient = (await create(bob.token, { Name: 'Bob Private Co' })).json().data;
  });

  it("lists only the own organization's clients, most recently active first", async () => {
    await t.db
      .update(clients)
      .set({ updatedAt: new Date('2020-01-01') })
      .where(eq(clients.id, aliceClient.id));
    const response = await t.request({ method: 'GET', url: '/api/org/clients', token: alice.token });
    expect(response.statusCode).toBe(200);
    const names: string[] = response.json().data.map((c: { Name: string }) => c.Name);
    expect(names).not.toContain('Bob Private Co');
    expect(names).not.toContain('Fixture Brewing');
    expect(names.at(-1)).toBe('Reader Co');
    const dates = response.json().data.map((c: { updatedAt: string }) => c.updatedAt);
    expect(dates).toEqual(dates.toSorted().toReversed());
  });

  it('reads an own client by id, documentId or name, with every section present (null until generated)', async () => {
    for (const query of [`id=${aliceClient.id}`, `id=${aliceClient.documentId}`, 'name=reader%20co']) {
      const response = await t.request({ method: 'GET', url: `/api/clients?${query}`, token: alice.token });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.Name).toBe('Reader Co');
      expect(data.FocusAreas).toBeNull();
      expect(data.Controversies).toBeNull();
    }
  });

  it("answers another organization's client as not found, however it is asked for", async () => {
    for (const query of [`id=${bobClient.id}`, `id=${bobClient.documentId}`, 'name=Bob%20Private%20Co']) {
      const asAlice = await t.request({ method: 'GET', url: `/api/clients?${query}`, token: alice.token });
      expect(asAlice.statusCode).toBe(404);
      expect(asAlice.json().error.message).toBe('Client not found');
      const signedOut = await t.request({ method: 'GET', url: `/api/clients?${query}` });
      expect(signedOut.statusCode).toBe(404);
    }
  });

  it('lets anyone read a public sample with its sections and provenance', async () => {
    const response = await t.request({ method: 'GET', url: '/api/clients?name=fixture%20brewing' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.Sample).toEqual({
      compiledOn: '2026-11-01',
      note: 'Sample profile compiled from public sources',
    });
    expect(data.FocusAreas.data[0].name).toBe('Water');
    expect(data.FocusAreas.provenance).toMatchObject({ method: 'compiled', provider: 'sample-profile' });
    expect(data.Controversies.meta.lastCheckedDate).toBe('2026-11-01T12:00:00.000Z');
  });

  it("prefers the own organization's client over a sample of the same name", async () => {
    await create(alice.token, { Name: 'Fixture Brewing', Industry: 'Our own copy' });
    const response = await t.request({
      method: 'GET',
      url: '/api/clients?name=Fixture%20Brewing',
      token: alice.token,
    });
    expect(response.json().data.Industry).toBe('Our own copy');
  });

  it('answers an id beyond the integer range as not found, not as a server error', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/clients?id=99999999999',
      token: alice.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Client not found');
  });

  it('refuses a read without id or name', async () => {
    const response = await t.request({ method: 'GET', url: '/api/clients', token: alice.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Give the client as ?id= (id or documentId) or ?name=');
  });
});

describe('GET /api/clients/public', () => {
  it('lists the samples as tiles for signed-out visitors, and nothing of any organization', async () => {
    const response = await t.request({ method: 'GET', url: '/api/clients/public' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((c: { Name: string }) => c.Name)).toEqual(['Fixture Brewing']);
    expect(data[0]).not.toHaveProperty('Initiatives');
    expect(data[0].Organizations).toEqual([]);
    expect(response.json().meta).toEqual({
      total: 1,
      pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 },
    });
  });

  it.each(['Initiatives', '*', 'Sections,Initiatives'])(
    'adds their initiatives with populate=%s',
    async (populate) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/clients/public?populate=${encodeURIComponent(populate)}`,
      });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data[0].Initiatives).toHaveLength(5);
      expect(data[0].Initiatives[0]).toMatchObject({
        Title: 'Initiative 1',
        Status: 'active',
        Category: 'Sustainability',
      });
      expect(data[0].Organizations).toEqual([]);
    },
  );

  it('loads samples idempotently: a second load writes nothing', async () => {
    const before = await countRows(t, 'clients', 'client_sections', 'initiatives');
    expect(await loadSampleProfiles(t.db, [sampleProfileFixture()])).toBe(0);
    expect(await countRows(t, 'clients', 'client_sections', 'initiatives')).toEqual(before);
  });

  it('a recompiled sample gets new section versions and fresh initiatives', async () => {
    const before = await countRows(t, 'clients', 'client_sections', 'initiatives');
    expect(await loadSampleProfiles(t.db, [sampleProfileFixture({ compiledOn: '2026-11-15' })])).toBe(1);
    const after = await countRows(t, 'clients', 'client_sections', 'initiatives');
    expect(after.clients).toBe(before.clients);
    expect(after.client_sections).toBe(before.client_sections! + 14);
    expect(after.initiatives).toBe(before.initiatives);
  });
});
