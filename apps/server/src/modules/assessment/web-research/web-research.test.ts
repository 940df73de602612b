import { MockLanguageModelV3 } from 'ai/test';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientSections, webSearchStatus } from '../../../db/schema.js';
import { loadSampleProfiles } from '../../samples/load-samples.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { asResearchProvider } from '../../../../test/mock-models.js';
import { sampleProfileFixture } from '../../../../test/sample-fixture.js';
import { waitFor } from '../../../../test/wait.js';
import { ALL_QUESTIONS_FAILED, RESEARCH_ALREADY_RUNNING } from './run-web-research.js';
import { WEB_SEARCH_STATUS_CHANNEL } from './status.js';
import { NOT_RESEARCHED_TEXT, resultText } from './web-context-entry.js';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type GenerateOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type Content = GenerateResult['content'][number];

/** What the mock research service answers to one question; swapped per test. */
let answer: (query: string) => Promise<Content[]> = async () => [];
let inFlight = 0;
let mostInFlight = 0;

const researchModel = new MockLanguageModelV3({
  doGenerate: async (options: GenerateOptions) => {
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    try {
      return {
        content: await answer(userText(options)),
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 20, text: 20, reasoning: 0 },
        },
        warnings: [],
      };
    } finally {
      inFlight--;
    }
  },
});

function userText(options: GenerateOptions): string {
  const user = options.prompt.find((message) => message.role === 'user');
  const part = Array.isArray(user?.content) ? user.content[0] : undefined;
  return part && part.type === 'text' ? part.text : '';
}

const page = (n: number, title?: string): Content => ({
  type: 'source',
  sourceType: 'url',
  id: `s${n}`,
  url: `https://news.example/${n}`,
  ...(title ? { title } : {}),
});

let t: TestApp;
let offline: TestApp;
let alice: TestUser;
let bob: TestUser;
let offlineUser: TestUser;
let sampleDocumentId: string;
beforeAll(async () => {
  [t, offline] = await Promise.all([
    createTestApp({}, { providers: { research: asResearchProvider(researchModel) } }),
    createTestApp(),
  ]);
  alice = await createUser(t);
  await createOrganization(t, { owner: alice });
  bob = await createUser(t);
  await createOrganization(t, { owner: bob });
  offlineUser = await createUser(offline);
  await createOrganization(offline, { owner: offlineUser });
  await loadSampleProfiles(t.db, [sampleProfileFixture()]);
  const samples = await t.request({ method: 'GET', url: '/api/clients/public' });
  sampleDocumentId = samples.json().data[0]?.documentId;
});
afterAll(() => Promise.all([t.close(), offline.close()]));
beforeEach(() => {
  mostInFlight = 0;
  answer = async () => [{ type: 'text', text: 'Nothing found.' }];
});

let clientCount = 0;
async function createClient(app: TestApp, user: TestUser, fields: Record<string, unknown> = {}) {
  const response = await app.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: `Acme ${++clientCount}`, WebsiteUrl: 'https://www.acme.example/', ...fields } },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; documentId: string; Name: string };
}

const research = (app: TestApp, id: string | number, token?: string) =>
  app.request({ method: 'POST', url: `/api/agent/strategic-web-search/${id}`, ...(token ? { token } : {}) });
const status = (app: TestApp, id: string | number, token?: string) =>
  app.request({
    method: 'GET',
    url: `/api/agent/strategic-web-search/${id}/status`,
    ...(token ? { token } : {}),
  });

async function storedVersions(app: TestApp, clientId: number) {
  return app.db
    .select()
    .from(clientSections)
    .where(and(eq(clientSections.clientId, clientId), eq(clientSections.sectionKey, 'WebContext')));
}

describe('POST /api/agent/strategic-web-search/:id', () => {
  it('asks six questions about the company and stores the answers with renumbered citations', async () => {
    const client = await createClient(t, alice);
    answer = async (query) =>
      query.includes('targets')
        ? [
            {
              type: 'text',
              text: 'Net zero by 2040 [2], confirmed in the 2023 report [1] and elsewhere [7].',
            },
            page(1, 'Annual report 2023'),
            page(2),
          ]
        : [{ type: 'text', text: `No reliable information found on: ${query.slice(0, 20)}` }];
    const before = Date.now();
    const response = await research(t, client.documentId, alice.token);

    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(Date.parse(data.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(data.queries).toHaveLength(6);
    for (const entry of data.queries) expect(entry.query).toContain(`${client.Name} (website: acme.example)`);
    const targets = data.queries[0];
    expect(targets.query).toMatch(/^What is the sustainability strategy of/);
    expect(JSON.parse(targets.result)).toEqual({
      choices: [
        { message: { content: 'Net zero by 2040 [1], confirmed in the 2023 report [2] and elsewhere.' } },
      ],
    });
    expect(targets.sources).toEqual([
      { url: 'https://news.example/2', retrievedAt: expect.any(String) },
      { url: 'https://news.example/1', title: 'Annual report 2023', retrievedAt: expect.any(String) },
    ]);
    expect(data.queries[1].sources).toEqual([]);

    const [stored, ...more] = await storedVersions(t, client.id);
    expect(more).toHaveLength(0);
    expect(stored!.data).toEqual(data);
    expect(stored!.provenance).toEqual({
      method: 'llm',
      outcome: 'found',
      provider: 'perplexity',
      model: 'mock-sonar',
    });
    const systemMessage = researchModel.doGenerateCalls.at(-1)!.prompt[0]!;
    expect(systemMessage).toMatchObject({ role: 'system', content: expect.stringContaining('never guess') });
    expect((await status(t, client.id, alice.token)).json()).toEqual({
      status: 'done',
      documentId: client.documentId,
      error: null,
      updatedAt: expect.any(String),
    });
  });

  it('asks all six questions at once and keeps a new version on each repeat', async () => {
    const client = await createClient(t, alice);
    // Every answer waits until all six questions are asked: asked one after another, the first would
    // wait for ever and the test would fail on its timeout; asked at once, the sixth releases them all.
    let allAsked!: () => void;
    const sixInFlight = new Promise<void>((resolve) => (allAsked = resolve));
    answer = async () => {
      if (inFlight === 6) allAsked();
      await sixInFlight;
      return [{ type: 'text', text: 'Found nothing.' }];
    };
    expect((await research(t, client.id, alice.token)).statusCode).toBe(200);
    expect(mostInFlight).toBe(6);
    answer = async () => [{ type: 'text', text: 'Found nothing.' }];
    expect((await research(t, client.id, alice.token)).statusCode).toBe(200);
    expect((await storedVersions(t, client.id)).map((row) => row.version).toSorted()).toEqual([1, 2]);
  });

  it('leaves out a question that fails, says so in the provenance, and stores the rest', async () => {
    const client = await createClient(t, alice);
    answer = async (query) => {
      if (query.includes('NGOs')) throw new Error('Service overloaded');
      return [{ type: 'text', text: 'An answer [1].' }, page(5)];
    };
    const response = await research(t, client.documentId, alice.token);

    expect(response.statusCode).toBe(200);
    const queries = response.json().data.queries as { query: string; result: string }[];
    expect(queries).toHaveLength(5);
    expect(queries.some((entry) => entry.query.includes('NGOs'))).toBe(false);
    expect(resultText(queries[0]!.result)).toBe('An answer [1].');
    const [stored] = await storedVersions(t, client.id);
    expect(stored!.provenance).toMatchObject({
      method: 'llm',
      note: '1 of 6 research questions failed and are left out: ngo-campaigns: Service overloaded',
    });
    expect((await status(t, client.id, alice.token)).json().status).toBe('done');
  });

  it('fails with 502 and stores nothing when every question fails; the status goes back to idle', async () => {
    const client = await createClient(t, alice);
    answer = async () => {
      throw new Error('Service unavailable');
    };
    const before = await countRows(t, 'client_sections');
    const response = await research(t, client.documentId, alice.token);

    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({
      status: 502,
      name: 'ResearchUnavailableError',
      message: ALL_QUESTIONS_FAILED,
    });
    expect(await countRows(t, 'client_sections')).toEqual(before);
    expect((await status(t, client.id, alice.token)).json()).toMatchObject({
      status: 'idle',
      error: ALL_QUESTIONS_FAILED,
    });
  });

  it('answers 409 to a second run while one is in progress, and shows in-progress meanwhile', async () => {
    const client = await createClient(t, alice);
    expect((await status(t, client.documentId, alice.token)).json()).toEqual({
      status: 'idle',
      documentId: client.documentId,
      error: null,
      updatedAt: null,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await released;
      return [{ type: 'text', text: 'Done.' }];
    };
    const first = research(t, client.documentId, alice.token);
    await waitFor(async () => (inFlight === 6 ? true : undefined), 'the research to start');

    expect((await status(t, client.documentId, alice.token)).json()).toMatchObject({
      status: 'in-progress',
      documentId: client.documentId,
    });
    const rowsBefore = await countRows(t, 'client_sections', 'web_search_status');
    const second = await research(t, client.documentId, alice.token);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ status: 409, message: RESEARCH_ALREADY_RUNNING });
    expect(await countRows(t, 'client_sections', 'web_search_status')).toEqual(rowsBefore);

    release();
    expect((await first).statusCode).toBe(200);
    expect(await storedVersions(t, client.id)).toHaveLength(1);
    expect((await status(t, client.documentId, alice.token)).json().status).toBe('done');
  });

  it('takes over a run left in progress by a process that died', async () => {
    const client = await createClient(t, alice);
    await t.db.insert(webSearchStatus).values({
      clientId: client.id,
      status: 'in-progress',
      updatedAt: sql`now() - interval '11 minutes'`,
    });
    expect((await status(t, client.id, alice.token)).json()).toMatchObject({
      status: 'idle',
      error: 'The last research run stopped unexpectedly.',
    });
    expect((await research(t, client.id, alice.token)).statusCode).toBe(200);
    expect((await status(t, client.id, alice.token)).json().status).toBe('done');
  });

  it('announces each status change to listeners on the database', async () => {
    const client = await createClient(t, alice);
    const changes: unknown[] = [];
    const stop = await listen(t, (payload) => changes.push(JSON.parse(payload)));
    try {
      answer = async () => {
        throw new Error('Service unavailable');
      };
      await research(t, client.id, alice.token);
      answer = async () => [{ type: 'text', text: 'Fine.' }];
      await research(t, client.id, alice.token);
      await waitFor(async () => (changes.length >= 4 ? true : undefined), 'four notifications');
    } finally {
      await stop();
    }
    const base = { clientId: client.id, documentId: client.documentId };
    expect(changes).toEqual([
      { ...base, status: 'in-progress', error: null },
      { ...base, status: 'idle', error: ALL_QUESTIONS_FAILED },
      { ...base, status: 'in-progress', error: null },
      { ...base, status: 'done', error: null },
    ]);
  });

  it.each([
    ['an unknown documentId', 'no-such-client'],
    ['an unknown id', '999999'],
    ['an id out of range', '99999999999'],
    ['zero', '0'],
    ['a negative id', '-1'],
  ])('answers 404 for %s and changes nothing', async (_case, id) => {
    const before = await countRows(t, 'client_sections', 'web_search_status');
    for (const response of [await research(t, id, alice.token), await status(t, id, alice.token)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ status: 404, message: 'Client not found' });
    }
    expect(await countRows(t, 'client_sections', 'web_search_status')).toEqual(before);
  });

  it("answers 404 for another organization's client, by id and by documentId, and changes nothing", async () => {
    const bobs = await createClient(t, bob);
    const before = await countRows(t, 'client_sections', 'web_search_status');
    for (const id of [bobs.id, bobs.documentId]) {
      for (const response of [await research(t, id, alice.token), await status(t, id, alice.token)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Client not found');
      }
    }
    expect(await countRows(t, 'client_sections', 'web_search_status')).toEqual(before);
  });

  it('does not research a public sample (read-only to everyone), but shows its status', async () => {
    expect(sampleDocumentId).toBeTruthy();
    const before = await countRows(t, 'client_sections', 'web_search_status');
    const response = await research(t, sampleDocumentId, alice.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Client not found');
    expect((await status(t, sampleDocumentId, alice.token)).json()).toMatchObject({ status: 'idle' });
    expect(await countRows(t, 'client_sections', 'web_search_status')).toEqual(before);
  });

  it('answers 401 when signed out and changes nothing', async () => {
    const client = await createClient(t, alice);
    const before = await countRows(t, 'client_sections', 'web_search_status');
    for (const response of [await research(t, client.documentId), await status(t, client.documentId)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        'Authentication required: send an Authorization: Bearer <token> header',
      );
    }
    expect(await countRows(t, 'client_sections', 'web_search_status')).toEqual(before);
  });
});

describe('without a research provider', () => {
  it('stores each question as not researched and answers success', async () => {
    const client = await createClient(offline, offlineUser, {
      WebsiteUrl: null,
      Headquarters: 'Ghent, Belgium',
    });
    const response = await research(offline, client.documentId, offlineUser.token);

    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.queries).toHaveLength(6);
    for (const entry of data.queries) {
      expect(entry.query).toContain(`${client.Name} (headquartered in Ghent, Belgium)`);
      expect(JSON.parse(entry.result)).toEqual({ choices: [{ message: { content: NOT_RESEARCHED_TEXT } }] });
      expect(entry.sources).toEqual([]);
    }
    const [stored] = await storedVersions(offline, client.id);
    expect(stored!.provenance).toEqual({
      method: 'rule',
      outcome: 'not-researched',
      note: NOT_RESEARCHED_TEXT,
    });
    // Consultants read these words: what was not done and what they can do, no server settings.
    expect(NOT_RESEARCHED_TEXT).toContain('Ask your administrator to connect');
    expect(JSON.stringify(data)).not.toMatch(/_API_KEY|environment variable/);
    expect((await status(offline, client.id, offlineUser.token)).json().status).toBe('done');
  });
});

/** LISTENs on a connection of its own, as the progress stream of another process would. */
async function listen(app: TestApp, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const driver = (app.db as unknown as { $client: unknown }).$client;
  if (app.handle.kind === 'pglite') {
    const pglite = driver as {
      listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
    };
    return pglite.listen(WEB_SEARCH_STATUS_CHANNEL, onPayload);
  }
  const pool = driver as import('pg').Pool;
  const connection = await pool.connect();
  connection.on('notification', (message) => onPayload(message.payload ?? ''));
  await connection.query(`LISTEN ${WEB_SEARCH_STATUS_CHANNEL}`);
  return async () => {
    await connection.query(`UNLISTEN ${WEB_SEARCH_STATUS_CHANNEL}`);
    connection.release();
  };
}
