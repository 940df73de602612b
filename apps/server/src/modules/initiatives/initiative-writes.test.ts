import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sampleProfileFixture } from '../../../test/sample-fixture.js';
import { saveGeneratedInitiatives } from '../assessment/pipeline/initiative-store.js';
import { loadSampleProfiles } from '../samples/load-samples.js';
import { storedFiles, tinyPng, uploadImages } from '../uploads/upload-test-helpers.js';

let t: TestApp;
let alice: TestUser;
let stranger: TestUser;
let sample: { id: number; initiativeId: number };
let client: { id: number; documentId: string };
let strangerClientId: number;

const createClient = async (user: TestUser, name: string) =>
  (
    await t.request({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: { data: { Name: name } },
    })
  ).json().data as { id: number; documentId: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  stranger = await createUser(t);
  await createOrganization(t, { owner: stranger });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  const publicSample = (
    await t.request({ method: 'GET', url: '/api/clients/public?populate=Initiatives' })
  ).json().data[0];
  sample = { id: publicSample.id, initiativeId: publicSample.Initiatives[0].id };
  client = await createClient(alice, 'Northwind Ceramics');
  strangerClientId = (await createClient(stranger, 'Elsewhere Ltd')).id;
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}, clientId: number | string = client.id) => ({
  data: {
    Title: 'Kiln heat recovery',
    Description: 'Waste heat from the kilns dries the clay.',
    Category: 'Production',
    Status: 'active',
    Source: 'Sustainability report 2024',
    StockImageKeywords: [' kiln ', 'heat', 'Heat', ''],
    References: [{ url: 'https://www.northwind.example/kilns' }, { url: '  ' }, 'https://news.example/heat'],
    ImageUrl: 'https://images.example/kiln.jpg',
    Clients: { connect: [clientId] },
    ...overrides,
  },
});

const post = (payload: unknown, token: string | null = alice.token) =>
  t.request({
    method: 'POST',
    url: '/api/initiatives',
    payload: payload as object,
    ...(token ? { token } : {}),
  });
const put = (id: number | string, data: Record<string, unknown>, token: string | null = alice.token) =>
  t.request({ method: 'PUT', url: `/api/initiatives/${id}`, payload: { data }, ...(token ? { token } : {}) });
const remove = (id: number | string, token: string | null = alice.token) =>
  t.request({ method: 'DELETE', url: `/api/initiatives/${id}`, ...(token ? { token } : {}) });
const listOf = async (clientId: number) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/initiatives?filters[Clients][id][$eq]=${clientId}&populate=*`,
      token: alice.token,
    })
  ).json().data as { id: number; Title: string }[];

let counter = 0;
const uniqueTitle = () => `Initiative number ${++counter}`;

describe('POST /api/initiatives', () => {
  it("adds a member's initiative with cleaned keywords, kept references and manual provenance", async () => {
    const response = await post(form());
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      Title: 'Kiln heat recovery',
      Category: 'Production',
      Status: 'active',
      Source: 'Sustainability report 2024',
      StockImageKeywords: ['kiln', 'heat'],
      Tags: ['kiln', 'heat'],
      ImageUrl: 'https://images.example/kiln.jpg',
      Images: [],
      References: [
        { url: 'https://www.northwind.example/kilns', domain: 'northwind.example' },
        { url: 'https://news.example/heat', domain: 'news.example' },
      ],
      Provenance: { method: 'manual' },
      Clients: [{ id: client.id, Name: 'Northwind Ceramics' }],
    });
    expect(data.Sources.map((source: { url: string }) => source.url)).toEqual([
      'https://www.northwind.example/kilns',
      'https://news.example/heat',
    ]);
    expect(data.Sources[0].retrievedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = await listOf(client.id);
    expect(listed.find((row) => row.id === data.id)).toMatchObject({ References: data.References });
  });

  it('accepts the client by documentId, statuses and categories in any case, and no references', async () => {
    const response = await post(
      form(
        { Title: uniqueTitle(), Status: ' Planned ', Category: 'circular economy', References: undefined },
        client.documentId,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      Status: 'planned',
      Category: 'Circular Economy',
      References: [],
      Sources: [],
    });
  });

  it.each([
    ['a missing title', { Title: undefined }, 'Title is required'],
    ['a blank title', { Title: '   ' }, 'Title is required'],
    ['a missing description', { Description: undefined }, 'Description is required'],
    ['a missing source', { Source: '' }, 'Source is required'],
    ['a missing status', { Status: undefined }, 'Status is required'],
    ['an unknown status', { Status: 'paused' }, 'Status must be one of active, planned, completed'],
    ['a missing category', { Category: undefined }, 'Category is required'],
    [
      'an unknown category',
      { Category: 'Marketing' },
      'Category must be one of Sustainability, Circular Economy, Transparency, Community, Innovation, Production',
    ],
    [
      'a javascript: reference',
      { References: ['javascript:alert(1)'] },
      'Each reference must be an http(s) address',
    ],
    [
      'an ftp reference',
      { References: [{ url: 'ftp://files.example/x' }] },
      'Each reference must be an http(s) address',
    ],
    [
      'a reference that is no address',
      { References: ['not a url'] },
      'Each reference must be an http(s) address',
    ],
    [
      'a bad image address',
      { ImageUrl: 'data:image/png;base64,AAAA' },
      'ImageUrl must be an http(s) address',
    ],
    ['a field the form does not have', { Featured: true }, 'These fields cannot be set: Featured'],
    ['no client', { Clients: undefined }, 'Clients must be { connect: [clientId] }'],
  ])('refuses %s with 400 and stores nothing', async (_case, overrides, message) => {
    const before = await countRows(t, 'initiatives');
    const response = await post(form({ Title: uniqueTitle(), ...overrides }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await countRows(t, 'initiatives')).toEqual(before);
  });

  it("answers another organization's client as not found, a sample as read-only, and signed-out as 401", async () => {
    const before = await countRows(t, 'initiatives');
    const other = await post(form({ Title: uniqueTitle() }, strangerClientId));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Client not found');
    const missing = await post(form({ Title: uniqueTitle() }, 'no-such-client'));
    expect(missing.statusCode).toBe(404);
    const onSample = await post(form({ Title: uniqueTitle() }, sample.id));
    expect(onSample.statusCode).toBe(403);
    expect(onSample.json().error.message).toBe('Sample profiles are read-only');
    expect((await post(form({ Title: uniqueTitle() }), null)).statusCode).toBe(401);
    expect(await countRows(t, 'initiatives')).toEqual(before);
  });

  it('refuses a second initiative of the same title (ignoring case and punctuation) with 409', async () => {
    const twin = await post(form({ Title: 'KILN – heat recovery!' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toContain('already has an initiative titled "Kiln heat recovery"');
  });

  it('refuses a manual twin of a generated initiative, and the generator skips a manual one', async () => {
    const source = { url: 'https://northwind.example/glaze', retrievedAt: '2025-01-01' };
    const finding = {
      title: 'Lead-free glazes',
      description: 'All glazes are lead-free.',
      status: 'completed' as const,
      category: 'Production' as const,
      sources: [source],
      sourceMetadata: {
        type: 'website' as const,
        retrievedDate: '2025-01-01',
        source: 'https://northwind.example/glaze',
      },
    };
    expect(await saveGeneratedInitiatives(t.db, client.id, [finding], { method: 'extraction' })).toBe(1);
    const twin = await post(form({ Title: 'lead free glazes' }));
    expect(twin.statusCode).toBe(409);
    expect((await post(form({ Title: 'Recycled clay' }))).statusCode).toBe(200);
    const rerun = await saveGeneratedInitiatives(t.db, client.id, [{ ...finding, title: 'Recycled Clay' }], {
      method: 'extraction',
    });
    expect(rerun).toBe(0);
  });
});

describe('PUT /api/initiatives/:id', () => {
  it('changes only the fields sent, by id or documentId; references rebuild a manual Sources', async () => {
    const created = (await post(form({ Title: uniqueTitle() }))).json().data;
    const first = await put(created.id, {
      Status: 'completed',
      StockImageKeywords: ['clay', ' clay '],
      References: ['https://news.example/heat', 'https://northwind.example/new'],
    });
    expect(first.statusCode).toBe(200);
    const updated = first.json().data;
    expect(updated).toMatchObject({
      Title: created.Title,
      Description: created.Description,
      Status: 'completed',
      StockImageKeywords: ['clay'],
      Tags: ['clay'],
      References: [
        { url: 'https://news.example/heat', domain: 'news.example' },
        { url: 'https://northwind.example/new', domain: 'northwind.example' },
      ],
    });
    expect(updated.Sources).toEqual([
      created.Sources[1],
      expect.objectContaining({ url: 'https://northwind.example/new' }),
    ]);
    const second = await put(created.documentId, { Title: `${created.Title} (renamed)`, ImageUrl: '' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      Title: `${created.Title} (renamed)`,
      ImageUrl: null,
      Status: 'completed',
    });
  });

  it("keeps a generated initiative's Sources and answers them as references until references are set", async () => {
    const generated = (await listOf(client.id)).find(
      (row) => row.Title === 'Lead-free glazes',
    ) as unknown as {
      id: number;
      References: unknown[];
      Sources: unknown[];
    };
    expect(generated.References).toEqual([
      { url: 'https://northwind.example/glaze', domain: 'northwind.example' },
    ]);
    const response = await put(generated.id, { References: [] });
    expect(response.json().data).toMatchObject({ References: [], Sources: generated.Sources });
  });

  it('refuses invalid fields, a twin title, a move to another client, and others’ initiatives', async () => {
    const created = (await post(form({ Title: uniqueTitle() }))).json().data;
    const bad = await put(created.id, { Status: 'paused' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Status must be one of active, planned, completed');
    const blank = await put(created.id, { Title: ' ' });
    expect(blank.json().error.message).toBe('Title is required');
    const twin = await put(created.id, { Title: 'kiln heat recovery' });
    expect(twin.statusCode).toBe(409);
    const move = await put(created.id, { Clients: { connect: [strangerClientId] } });
    expect(move.statusCode).toBe(400);
    expect(move.json().error.message).toBe('An initiative cannot move to another client');
    expect((await put(created.id, { Clients: { connect: [client.documentId] } })).statusCode).toBe(200);

    const byStranger = await put(created.id, { Status: 'planned' }, stranger.token);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().error.message).toBe('Initiative not found');
    expect((await put(sample.initiativeId, { Status: 'planned' })).statusCode).toBe(403);
    expect((await put(created.id, { Status: 'planned' }, null)).statusCode).toBe(401);
    const after = (await listOf(client.id)).find((row) => row.id === created.id);
    expect(after).toMatchObject({ Title: created.Title, Status: 'active' });
  });

  it('keeps only the images listed in Images and removes the others’ files', async () => {
    const created = (await post(form({ Title: uniqueTitle() }))).json().data;
    const png = await tinyPng();
    const uploaded = (
      await uploadImages(t, alice.token, created.id, [
        { name: 'a.png', data: png },
        { name: 'b.png', data: png },
      ])
    ).json();
    const [keep, drop] = uploaded as { id: number; url: string; formats: { thumbnail: { url: string } } }[];
    const dropFiles = [drop!.url, drop!.formats.thumbnail.url].map((url) => url.split('/').pop());
    expect(storedFiles(t)).toEqual(expect.arrayContaining(dropFiles));

    const stray = await put(created.id, { Images: [keep!.id, 999_999] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.message).toBe('Image 999999 does not belong to this initiative');

    const response = await put(created.id, { Images: [keep] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.Images.map((image: { id: number }) => image.id)).toEqual([keep!.id]);
    for (const file of dropFiles) expect(storedFiles(t)).not.toContain(file);
    expect((await t.request({ method: 'GET', url: drop!.url })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: keep!.url })).statusCode).toBe(200);
  });
});

describe('DELETE /api/initiatives/:id', () => {
  it('deletes the initiative with its images and their files', async () => {
    const created = (await post(form({ Title: uniqueTitle() }))).json().data;
    const [image] = (
      await uploadImages(t, alice.token, created.documentId, [{ name: 'x.png', data: await tinyPng() }])
    ).json();
    const files = [image.url, image.formats.thumbnail.url].map((url: string) => url.split('/').pop());
    expect(storedFiles(t)).toEqual(expect.arrayContaining(files));

    const response = await remove(created.documentId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: created.id, documentId: created.documentId });
    expect((await listOf(client.id)).some((row) => row.id === created.id)).toBe(false);
    for (const file of files) expect(storedFiles(t)).not.toContain(file);
    expect((await t.request({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it("refuses other organizations' initiatives (404), samples (403) and signed-out visitors (401)", async () => {
    const created = (await post(form({ Title: uniqueTitle() }))).json().data;
    const byStranger = await remove(created.id, stranger.token);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().error.message).toBe('Initiative not found');
    expect((await remove(sample.initiativeId)).statusCode).toBe(403);
    expect((await remove(created.id, null)).statusCode).toBe(401);
    expect((await listOf(client.id)).some((row) => row.id === created.id)).toBe(true);
  });
});

const publicUrl = (id: number) =>
  `/api/initiatives?filters[Clients][id][$eq]=${id}&populate=*&publicAccess=true`;

describe('GET /api/initiatives after writes', () => {
  it('shows signed-out visitors only samples, and only when they ask for public access', async () => {
    expect((await t.request({ method: 'GET', url: publicUrl(client.id) })).statusCode).toBe(404);
    const samples = await t.request({ method: 'GET', url: publicUrl(sample.id) });
    expect(samples.statusCode).toBe(200);
    expect(samples.json().data[0]).toMatchObject({ Images: [], References: [{ domain: 'example.org' }] });
  });
});
