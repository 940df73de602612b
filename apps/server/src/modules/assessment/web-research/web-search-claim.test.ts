import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { asResearchProvider } from '../../../../test/mock-models.js';
import { gate } from '../../../../test/pause-gate.js';
import { createAssessableClient, waitForRun } from '../pipeline/test-support.js';
import { RESEARCH_ALREADY_RUNNING } from './run-web-research.js';
import { claimWebSearch, failWebSearch, finishWebSearch, readWebSearchStatus } from './status.js';

/** The research service: each question is held here until the test lets it answer. */
const asked = gate<string>();
const researchModel = new MockLanguageModelV3({
  doGenerate: async () => {
    await asked.hold('question');
    return {
      content: [{ type: 'text', text: 'Nothing found.' }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 20, text: 20, reasoning: 0 },
      },
      warnings: [],
    };
  },
});

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { providers: { research: asResearchProvider(researchModel) } });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
afterAll(async () => {
  asked.open();
  await t.close();
});

const status = async (documentId: string) =>
  (
    await t.request({
      method: 'GET',
      url: `/api/agent/strategic-web-search/${documentId}/status`,
      token: user.token,
    })
  ).json();

describe("an assessment's web context step finding the client's research already running", () => {
  it('errors without touching the search it does not hold, which then finishes as done', async () => {
    const client = await createAssessableClient(t, user);
    const repeat = t.request({
      method: 'POST',
      url: `/api/agent/strategic-web-search/${client.documentId}`,
      token: user.token,
    });
    await asked.arrived(1);

    const { id: runId } = await t.app.assessments.startRun({
      clientId: client.id,
      trigger: 'manual',
      steps: ['webContext'],
      requestedBy: user.id,
    });
    const run = await waitForRun(t, user, runId);
    expect(run.steps).toEqual([
      expect.objectContaining({ id: 'webContext', status: 'error', errorMessage: RESEARCH_ALREADY_RUNNING }),
    ]);
    expect(await status(client.documentId)).toMatchObject({ status: 'in-progress', error: null });

    asked.open();
    expect((await repeat).statusCode).toBe(200);
    expect(await status(client.documentId)).toMatchObject({ status: 'done', error: null });
  }, 60_000);
});

describe('the web search claim', () => {
  it('moves on only for its holder; the same holder (a retried step) may claim it again', async () => {
    const client = await createAssessableClient(t, user);
    expect(await claimWebSearch(t.db, client, 'run:1')).toBe(true);
    expect(await claimWebSearch(t.db, client, 'request:other')).toBe(false);
    await failWebSearch(t.db, client, 'request:other', 'not mine');
    await finishWebSearch(t.db, client, 'request:other');
    expect(await readWebSearchStatus(t.db, client.id)).toMatchObject({ status: 'in-progress' });

    expect(await claimWebSearch(t.db, client, 'run:1')).toBe(true);
    await failWebSearch(t.db, client, 'run:1', 'The research service timed out');
    expect(await readWebSearchStatus(t.db, client.id)).toMatchObject({
      status: 'idle',
      error: 'The research service timed out',
    });
    expect(await claimWebSearch(t.db, client, 'request:other')).toBe(true);
    await finishWebSearch(t.db, client, 'request:other');
    expect(await readWebSearchStatus(t.db, client.id)).toMatchObject({ status: 'done', error: null });
  });
});
