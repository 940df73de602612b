import { CLIENT_TILE_FIELDS, type StructuredDocument } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDocumentId } from '../db/ids.js';
import { clients, promptVersions } from '../db/schema.js';
import {
  countRows,
  createClientVia,
  createOrganization,
  createUser,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { indexUnindexedClients } from '../modules/clients/search-terms.js';
import { saveSection } from '../modules/clients/sections.js';
import {
  addUploadedDocuments,
  replaceClientDocuments,
} from '../modules/assessment/documents/client-documents.js';

/**
 * Every list route pages the same way: pagination[page]/[pageSize] or pagination[start]/[limit], a
 * default of 25 and a maximum of 100 rows, meta.pagination beside meta.total, a stable order, and a
 * precise 400 for anything else.
 */
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceOrg: { id: number; documentId: string };
let reportClient: { id: number; documentId: string };
const CLIENTS = 30;

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const namesOf = (response: { json(): { data: { Name: string }[] } }) =>
  response.json().data.map((client) => client.Name);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  aliceOrg = await createOrganization(t, { owner: alice });
  bob = await createUser(t);
  const bobOrg = await createOrganization(t, { owner: bob });
  // Every client shares one updatedAt, so only the id orders them: the tie-break is what is tested.
  const updatedAt = new Date('2026-01-01T00:00:00Z');
  const row = (organizationId: number, name: string) => ({
    documentId: newDocumentId(),
    organizationId,
    name,
    updatedAt,
  });
  await t.db
    .insert(clients)
    .values(Array.from({ length: CLIENTS }, (_, index) => row(aliceOrg.id, `Paging Client ${index + 1}`)));
  await t.db.insert(clients).values([row(bobOrg.id, 'Bob Paging 1'), row(bobOrg.id, 'Bob Paging 2')]);
  await t.db.insert(clients).values(
    ['Sample A', 'Sample B', 'Sample C'].map((name) => ({
      ...row(null as unknown as number, name),
      organizationId: null,
      sampleCompiledOn: '2026-01-01',
      sampleSlug: name.toLowerCase().replace(' ', '-'),
    })),
  );
  await indexUnindexedClients(t.db);
  reportClient = await createClientVia(t, alice, 'Northwind Paging');
});
afterAll(() => t.close());

const versionsOf = (response: { json(): { data: { version: number }[] } }) =>
  response.json().data.map((entry) => entry.version);

const doc = (title: string, documentId: string | null = null): StructuredDocument => ({
  kind: documentId ? 'pdf' : 'html',
  url: documentId ? null : `https://northwind.example/${encodeURIComponent(title)}`,
  documentId,
  title,
  language: 'en',
  pageCount: 1,
  blocks: [{ type: 'paragraph', text: `${title}.`, locator: { headingPath: [], page: 1 } }],
  notes: [],
  truncated: false,
});

const titlesOf = (response: { json(): { data: { document: { title: string | null } }[] } }) =>
  response.json().data.map((entry) => entry.document.title);

const documentsUrl = (client: { id: number }, query = '') =>
  `/api/clients/${client.id}/documents${query ? `?${query}` : ''}`;

describe('GET /api/org/clients', () => {
  it('answers the first 25 by default, with meta.pagination, and counts only the own organization', async () => {
    const response = await get('/api/org/clients', alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(25);
    // Bob's two clients and the samples are never counted; Northwind (created last) is the most recent.
    expect(response.json().meta).toEqual({
      total: CLIENTS + 1,
      pagination: { page: 1, pageSize: 25, pageCount: 2, total: CLIENTS + 1 },
    });
    expect(namesOf(response)[0]).toBe('Northwind Paging');
    const bobs = await get('/api/org/clients', bob.token);
    expect(bobs.json().meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 2 });
  });

  it('pages without gaps or repeats, ties broken by id, and answers an empty page past the last', async () => {
    const all = namesOf(await get('/api/org/clients?pagination[pageSize]=100', alice.token));
    expect(all).toHaveLength(CLIENTS + 1);
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      const response = await get(
        `/api/org/clients?pagination[page]=${page}&pagination[pageSize]=10`,
        alice.token,
      );
      expect(response.json().meta.pagination).toEqual({
        page,
        pageSize: 10,
        pageCount: 4,
        total: CLIENTS + 1,
      });
      pages.push(...namesOf(response));
    }
    expect(pages).toEqual(all);
    // The last page holds the one left over; the ties go newest id first.
    expect(all.slice(-2)).toEqual(['Paging Client 2', 'Paging Client 1']);
    const beyond = await get('/api/org/clients?pagination[page]=5&pagination[pageSize]=10', alice.token);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().data).toEqual([]);
    expect(beyond.json().meta.pagination).toEqual({
      page: 5,
      pageSize: 10,
      pageCount: 4,
      total: CLIENTS + 1,
    });
  });

  it('takes start and limit as well', async () => {
    const all = namesOf(await get('/api/org/clients?pagination[pageSize]=100', alice.token));
    const response = await get('/api/org/clients?pagination[start]=5&pagination[limit]=3', alice.token);
    expect(namesOf(response)).toEqual(all.slice(5, 8));
    expect(response.json().meta.pagination).toEqual({
      page: 2,
      pageSize: 3,
      pageCount: 11,
      total: CLIENTS + 1,
    });
  });

  it.each([
    ['pagination[page]=0', 'pagination[page] must be at least 1'],
    ['pagination[page]=-1', 'pagination[page] must be a whole number'],
    ['pagination[page]=two', 'pagination[page] must be a whole number'],
    ['pagination[pageSize]=2.5', 'pagination[pageSize] must be a whole number'],
    ['pagination[pageSize]=0', 'pagination[pageSize] must be at least 1'],
    ['pagination[pageSize]=101', 'pagination[pageSize] must be at most 100'],
    ['pagination[limit]=1000', 'pagination[limit] must be at most 100'],
    ['pagination[start]=x', 'pagination[start] must be a whole number'],
    [
      'pagination[page]=1&pagination[limit]=5',
      'Use pagination[page] and pagination[pageSize], or pagination[start] and pagination[limit], not both',
    ],
    ['pagination[offset]=5', 'pagination takes page and pageSize, or start and limit; not offset'],
    [
      'pagination=5',
      'pagination must be given as pagination[page], pagination[pageSize], pagination[start] or pagination[limit]',
    ],
    ['pagination[page]=1&pagination[page]=2', 'pagination[page] must be a whole number'],
  ])('refuses %s with 400 %j, and changes nothing', async (query, message) => {
    const before = await countRows(t, 'clients');
    const response = await get(`/api/org/clients?${query}`, alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'clients')).toEqual(before);
  });
});

describe('GET /api/clients/public', () => {
  it('pages the samples, light unless populate=Initiatives', async () => {
    const first = await get('/api/clients/public?pagination[pageSize]=2');
    expect(namesOf(first)).toEqual(['Sample C', 'Sample B']);
    expect(first.json().meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(first.json().data[0]).not.toHaveProperty('Initiatives');
    const last = await get(
      '/api/clients/public?pagination[page]=2&pagination[pageSize]=2&populate=Initiatives',
    );
    expect(namesOf(last)).toEqual(['Sample A']);
    expect(last.json().data[0].Initiatives).toEqual([]);
  });

  it('refuses a bad page the same way', async () => {
    const response = await get('/api/clients/public?pagination[pageSize]=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('pagination[pageSize] must be at most 100');
  });
});

describe('GET /api/clients/search', () => {
  it('pages the ranked results and counts only the own organization', async () => {
    const all = await get('/api/clients/search?q=paging&pagination[pageSize]=100', alice.token);
    expect(all.json().meta.total).toBe(CLIENTS + 1);
    const page = await get(
      '/api/clients/search?q=paging&pagination[page]=4&pagination[pageSize]=10',
      alice.token,
    );
    expect(page.json().meta.pagination).toEqual({ page: 4, pageSize: 10, pageCount: 4, total: CLIENTS + 1 });
    expect(namesOf(page)).toEqual(namesOf(all).slice(30));
    // Bob's two are his only: Alice's are never counted for him.
    const bobs = await get('/api/clients/search?q=paging', bob.token);
    expect(namesOf(bobs).toSorted()).toEqual(['Bob Paging 1', 'Bob Paging 2']);
    expect(bobs.json().meta.total).toBe(2);
  });

  it('refuses a bad page with 400', async () => {
    const response = await get('/api/clients/search?q=paging&pagination[page]=0', alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('pagination[page] must be at least 1');
  });
});

describe('GET /api/initiatives', () => {
  it('pages a client’s initiatives, oldest first', async () => {
    for (const title of ['First step', 'Second step', 'Third step']) {
      const created = await t.request({
        method: 'POST',
        url: '/api/initiatives',
        token: alice.token,
        payload: {
          data: {
            Title: title,
            Description: 'Described.',
            Category: 'Production',
            Status: 'active',
            Source: 'Annual report',
            Clients: { connect: [reportClient.id] },
          },
        },
      });
      expect(created.statusCode).toBe(200);
    }
    const base = `/api/initiatives?filters[Clients][id][$eq]=${reportClient.id}&pagination[pageSize]=2`;
    const first = await get(base, alice.token);
    expect(first.json().data.map((i: { Title: string }) => i.Title)).toEqual(['First step', 'Second step']);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    const last = await get(`${base}&pagination[page]=2`, alice.token);
    expect(last.json().data.map((i: { Title: string }) => i.Title)).toEqual(['Third step']);
    // Another organization's client stays not found, whatever the page.
    expect((await get(base, bob.token)).statusCode).toBe(404);
    const bad = await get(`${base}&pagination[start]=1`, alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Use pagination[page] and pagination[pageSize], or pagination[start] and pagination[limit], not both',
    );
  });
});

describe('GET /api/reports', () => {
  it('pages the reports, newest first, without Sections unless populate=Sections', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await t.request({
        method: 'POST',
        url: '/api/reports',
        token: alice.token,
        payload: { data: { Client: reportClient.documentId } },
      });
      expect(created.statusCode).toBe(200);
      ids.push(created.json().data.documentId);
    }
    const first = await get('/api/reports?pagination[pageSize]=2', alice.token);
    expect(first.json().data.map((r: { documentId: string }) => r.documentId)).toEqual([ids[2], ids[1]]);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    expect(first.json().data[0]).not.toHaveProperty('Sections');
    expect(first.json().data[0]).not.toHaveProperty('Sources');
    expect(first.json().data[0].SectionsTotal).toBe(6);
    const last = await get(
      '/api/reports?pagination[page]=2&pagination[pageSize]=2&populate=Sections',
      alice.token,
    );
    expect(last.json().data.map((r: { documentId: string }) => r.documentId)).toEqual([ids[0]]);
    expect(last.json().data[0].Sections).toEqual([]);
    expect((await get('/api/reports', bob.token)).json().meta.total).toBe(0);
    const bad = await get('/api/reports?pagination[limit]=abc', alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('pagination[limit] must be a whole number');
  });
});

describe('GET /api/feedback/boards/:board/posts', () => {
  it('pages a board’s posts by the chosen sort', async () => {
    for (const title of ['Post one', 'Post two', 'Post three']) {
      const created = await t.request({
        method: 'POST',
        url: '/api/feedback/boards/ux-ui/posts',
        token: alice.token,
        payload: { title },
      });
      expect(created.statusCode).toBe(201);
    }
    const base = '/api/feedback/boards/ux-ui/posts?sort=newest&pagination[pageSize]=2';
    const first = await get(base);
    expect(first.json().data.map((p: { title: string }) => p.title)).toEqual(['Post three', 'Post two']);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    const last = await get(`${base}&pagination[page]=2`);
    expect(last.json().data.map((p: { title: string }) => p.title)).toEqual(['Post one']);
    // Another board's posts are not counted.
    expect((await get('/api/feedback/boards/bugs/posts')).json().meta.total).toBe(0);
    const before = await countRows(t, 'feedback_posts');
    const bad = await get(`${base}&pagination[page]=1.5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('pagination[page] must be a whole number');
    expect(await countRows(t, 'feedback_posts')).toEqual(before);
  });
});

describe('GET /api/workspace/members', () => {
  it('pages the members, earliest first, and keeps the earliest as owner when none is recorded', async () => {
    const [carol, dave] = [await createUser(t), await createUser(t)];
    const { organizationMembers } = await import('../db/schema.js');
    await t.db.insert(organizationMembers).values([
      { organizationId: aliceOrg.id, userId: carol.id },
      { organizationId: aliceOrg.id, userId: dave.id },
    ]);
    const first = await get('/api/workspace/members?pagination[pageSize]=2', alice.token);
    expect(first.json().data.map((m: { userId: number }) => m.userId)).toEqual([alice.id, carol.id]);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    const last = await get('/api/workspace/members?pagination[page]=2&pagination[pageSize]=2', alice.token);
    expect(last.json().data).toMatchObject([{ userId: dave.id, role: 'member' }]);
    expect((await get('/api/workspace/members', bob.token)).json().meta.total).toBe(1);
    const bad = await get('/api/workspace/members?pagination[pageSize]=101', alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('pagination[pageSize] must be at most 100');
  });
});

describe('GET /api/workspace/invitations and GET /api/upgrade-requests', () => {
  it('page the pending invitations, newest first', async () => {
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      const sent = await t.request({
        method: 'POST',
        url: '/api/workspace/invitations',
        token: alice.token,
        payload: { email },
      });
      expect(sent.statusCode).toBe(201);
    }
    const first = await get('/api/workspace/invitations?pagination[pageSize]=2', alice.token);
    expect(first.json().data.map((i: { email: string }) => i.email)).toEqual([
      'three@example.com',
      'two@example.com',
    ]);
    expect(first.json().meta).toEqual({
      total: 3,
      pagination: { page: 1, pageSize: 2, pageCount: 2, total: 3 },
    });
    const last = await get('/api/workspace/invitations?pagination[start]=2&pagination[limit]=2', alice.token);
    expect(last.json().data.map((i: { email: string }) => i.email)).toEqual(['one@example.com']);
    expect((await get('/api/workspace/invitations', bob.token)).json().meta.total).toBe(0);
  });

  it("page the upgrade requests: an Admin's are everyone's, anyone else's their own", async () => {
    for (const user of [alice, bob]) {
      const asked = await t.request({
        method: 'POST',
        url: '/api/upgrade-requests',
        token: user.token,
        payload: {},
      });
      expect(asked.statusCode).toBe(201);
    }
    const admin = await createUser(t, { admin: true });
    const first = await get('/api/upgrade-requests?pagination[pageSize]=1', admin.token);
    expect(first.json().meta).toEqual({
      total: 2,
      pagination: { page: 1, pageSize: 1, pageCount: 2, total: 2 },
    });
    const second = await get('/api/upgrade-requests?pagination[page]=2&pagination[pageSize]=1', admin.token);
    expect(second.json().data[0].documentId).not.toBe(first.json().data[0].documentId);
    expect((await get('/api/upgrade-requests', bob.token)).json().meta.total).toBe(1);
    const bad = await get('/api/upgrade-requests?pagination[pageSize]=-3', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('pagination[pageSize] must be a whole number');
  });
});

describe('GET /api/prompts/:key/versions', () => {
  const KEY = 'impactTopics_prompt';
  const SAVED = 30;
  const url = (query = '') => `/api/prompts/${KEY}/versions${query ? `?${query}` : ''}`;

  beforeAll(async () => {
    await t.db.insert(promptVersions).values(
      Array.from({ length: SAVED }, (_, index) => ({
        key: KEY,
        version: index + 1,
        content: `Impact topics, take ${index + 1}.`,
        createdBy: alice.id,
      })),
    );
  });

  it('answers the newest 25 by default, counting the shipped default in the total', async () => {
    const response = await get(url(), bob.token);
    expect(response.statusCode).toBe(200);
    expect(versionsOf(response)).toEqual(Array.from({ length: 25 }, (_, index) => SAVED - index));
    expect(response.json().meta).toEqual({
      total: SAVED + 1,
      pagination: { page: 1, pageSize: 25, pageCount: 2, total: SAVED + 1 },
    });
    const second = await get(url('pagination[page]=2'), bob.token);
    expect(versionsOf(second)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(second.json().data.at(-1)).toMatchObject({ isDefault: true, createdBy: null });
  });

  it('pages without gaps or repeats, the shipped default once and last', async () => {
    const all = versionsOf(await get(url('pagination[pageSize]=100'), alice.token));
    expect(all).toEqual(Array.from({ length: SAVED + 1 }, (_, index) => SAVED - index));
    const pages = [];
    for (let page = 1; page <= 4; page += 1) {
      pages.push(
        ...versionsOf(await get(url(`pagination[page]=${page}&pagination[pageSize]=10`), alice.token)),
      );
    }
    expect(pages).toEqual(all);
    expect(versionsOf(await get(url('pagination[start]=29&pagination[limit]=5'), alice.token))).toEqual([
      1, 0,
    ]);
    expect(versionsOf(await get(url('pagination[start]=31'), alice.token))).toEqual([]);
    // A prompt never saved is its default alone.
    const fresh = await get('/api/prompts/stakeholders_prompt/versions', alice.token);
    expect(versionsOf(fresh)).toEqual([0]);
    expect(fresh.json().meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
  });

  it.each([
    ['pagination[pageSize]=101', 'pagination[pageSize] must be at most 100'],
    ['pagination[page]=0', 'pagination[page] must be at least 1'],
    [
      'pagination[start]=0&pagination[pageSize]=5',
      'Use pagination[page] and pagination[pageSize], or pagination[start] and pagination[limit], not both',
    ],
  ])('refuses %s with 400 %j, and changes nothing', async (query, message) => {
    const before = await countRows(t, 'prompt_versions');
    const response = await get(url(query), alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'prompt_versions')).toEqual(before);
  });
});

describe('GET /api/clients/:id/documents', () => {
  const WEBSITE = 27;
  const UPLOADS = 3;
  let bobClient: { id: number; documentId: string };

  beforeAll(async () => {
    await replaceClientDocuments(
      t.db,
      reportClient.id,
      'website',
      Array.from({ length: WEBSITE }, (_, index) => doc(`Page ${index + 1}`)),
    );
    await addUploadedDocuments(
      t.db,
      reportClient.id,
      Array.from({ length: UPLOADS }, (_, index) =>
        doc(`Upload ${index + 1}`, `${index + 1}`.padStart(24, 'a')),
      ),
    );
    bobClient = await createClientVia(t, bob, 'Bob Documents');
    await replaceClientDocuments(t.db, bobClient.id, 'website', [doc('Bob page')]);
  });

  it('answers 25 by default, uploads first, then the website in reading order', async () => {
    const response = await get(documentsUrl(reportClient), alice.token);
    expect(response.statusCode).toBe(200);
    const expected = [
      ...Array.from({ length: UPLOADS }, (_, index) => `Upload ${index + 1}`),
      ...Array.from({ length: WEBSITE }, (_, index) => `Page ${index + 1}`),
    ];
    expect(titlesOf(response)).toEqual(expected.slice(0, 25));
    expect(response.json().meta).toEqual({
      total: WEBSITE + UPLOADS,
      pagination: { page: 1, pageSize: 25, pageCount: 2, total: WEBSITE + UPLOADS },
    });
    const second = await get(documentsUrl(reportClient, 'pagination[page]=2'), alice.token);
    expect(titlesOf(second)).toEqual(expected.slice(25));
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push(
        ...titlesOf(
          await get(
            documentsUrl(reportClient, `pagination[page]=${page}&pagination[pageSize]=12`),
            alice.token,
          ),
        ),
      );
    }
    expect(pages).toEqual(expected);
    expect(
      titlesOf(await get(documentsUrl(reportClient, 'pagination[start]=2&pagination[limit]=2'), alice.token)),
    ).toEqual(['Upload 3', 'Page 1']);
  });

  it("never shows another organization's documents", async () => {
    const bobs = await get(documentsUrl(bobClient), bob.token);
    expect(titlesOf(bobs)).toEqual(['Bob page']);
    expect(bobs.json().meta.total).toBe(1);
    expect((await get(documentsUrl(reportClient, 'pagination[pageSize]=100'), bob.token)).statusCode).toBe(
      404,
    );
    expect((await get(documentsUrl(bobClient), alice.token)).statusCode).toBe(404);
  });

  it.each([
    ['pagination[pageSize]=101', 'pagination[pageSize] must be at most 100'],
    ['pagination[limit]=abc', 'pagination[limit] must be a whole number'],
    ['pagination[offset]=5', 'pagination takes page and pageSize, or start and limit; not offset'],
  ])('refuses %s with 400 %j, and changes nothing', async (query, message) => {
    const before = await countRows(t, 'client_documents');
    const response = await get(documentsUrl(reportClient, query), alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'client_documents')).toEqual(before);
  });
});

describe('GET /api/org/clients: tiles unless populate=CompanyInfo', () => {
  const ABOUT = 'A'.repeat(5000);
  const tileKeys = Object.keys(CLIENT_TILE_FIELDS).toSorted();

  beforeAll(async () => {
    await t.db
      .update(clients)
      .set({ companyInfo: ABOUT, headquarters: 'Ghent' })
      .where(eq(clients.organizationId, aliceOrg.id));
  });

  it('answers only what a tile shows by default', async () => {
    const response = await get('/api/org/clients', alice.token);
    expect(response.statusCode).toBe(200);
    for (const row of response.json().data) expect(Object.keys(row).toSorted()).toEqual(tileKeys);
    expect(response.body).not.toContain(ABOUT);
    expect(response.json().meta.pagination).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: 2,
      total: CLIENTS + 1,
    });
    // Populating something a client has not is no reason to answer the heavy part.
    const other = await get('/api/org/clients?populate=Initiatives', alice.token);
    expect(Object.keys(other.json().data[0]).toSorted()).toEqual(tileKeys);
  });

  it.each(['populate=CompanyInfo', 'populate=*', 'populate[0]=CompanyInfo', 'populate[CompanyInfo]=true'])(
    'gives the whole profile back with %s',
    async (query) => {
      const response = await get(`/api/org/clients?${query}&pagination[page]=2`, alice.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(CLIENTS + 1 - 25);
      for (const row of response.json().data) {
        expect(row).toMatchObject({ CompanyInfo: ABOUT, Headquarters: 'Ghent', FieldOrigins: {} });
      }
    },
  );

  it("gives each client its latest sections with populate=Sections, as the client's own read does", async () => {
    await saveSection(
      t.db,
      reportClient.id,
      'FocusAreas',
      [{ name: 'Water', description: 'Rinse water', sources: [] }],
      {
        method: 'manual',
      },
    );
    await saveSection(
      t.db,
      reportClient.id,
      'FocusAreas',
      [{ name: 'Energy', description: 'Heat pumps', sources: [] }],
      {
        method: 'manual',
      },
    );
    const listed = await get('/api/org/clients?populate=Sections&pagination[pageSize]=100', alice.token);
    expect(listed.statusCode).toBe(200);
    const rows: Record<string, unknown>[] = listed.json().data;
    expect(rows).toHaveLength(CLIENTS + 1);
    const row = rows.find((client) => client.documentId === reportClient.documentId)!;
    const own = (await get(`/api/clients?id=${reportClient.documentId}`, alice.token)).json().data;
    expect(row.FocusAreas).toEqual(own.FocusAreas);
    expect(row.FocusAreas).toMatchObject({ data: [{ name: 'Energy' }] });
    // A client without sections lists them as null, not missing.
    expect(rows.find((client) => client.documentId !== reportClient.documentId)).toMatchObject({
      FocusAreas: null,
      CompanyInfo: ABOUT,
    });
    expect((await get('/api/org/clients', alice.token)).body).not.toContain('Heat pumps');
  });

  it("never shows another organization's clients, light or heavy", async () => {
    for (const query of ['', '?populate=*', '?populate=Sections']) {
      const bobs = await get(`/api/org/clients${query}`, bob.token);
      expect(namesOf(bobs).toSorted()).toEqual(['Bob Documents', 'Bob Paging 1', 'Bob Paging 2']);
      expect(bobs.body).not.toContain(ABOUT);
    }
  });

  it('refuses a populate too long to name a relation with 400, and changes nothing', async () => {
    const before = await countRows(t, 'clients');
    const response = await get(`/api/org/clients?populate=${'x'.repeat(201)}`, alice.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('populate: Too big: expected string to have <=200 characters');
    expect(await countRows(t, 'clients')).toEqual(before);
  });
});
