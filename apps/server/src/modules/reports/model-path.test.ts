import type { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { asModelProvider, mockModelAnswering, mockModelFailing } from '../../../test/mock-models.js';
import { DEFAULT_REPORT_PROMPTS } from './generation/default-prompts.js';
import { consultant, loadSamples, reportCalls } from './test-support.js';

/**
 * The fixture sample's sources get report numbers in reading order: location [1], business model [2],
 * stakeholders [3], metrics [4], codes [5], initiatives [6]–[10], ... So the company snapshot may cite
 * [1]–[3]; [7] exists in the report but was not given to that section; [999] exists nowhere.
 */
const ANSWER =
  '### Overview\n\nFixture Brewing is based in Leuven [1], brews at scale [2, 999] and farms [7][3].';

type Call = MockLanguageModelV3['doGenerateCalls'][number];
const systemOf = (call: Call | undefined) =>
  call?.prompt.find((message) => message.role === 'system')?.content as string | undefined;
const userTextOf = (call: Call | undefined) => JSON.stringify(call?.prompt.filter((m) => m.role === 'user'));

describe('the model path', () => {
  let t: TestApp;
  let model: MockLanguageModelV3;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let sample: { documentId: string };
  let api: ReturnType<typeof reportCalls>;
  beforeAll(async () => {
    model = mockModelAnswering(ANSWER);
    t = await createTestApp({}, { providers: { model: asModelProvider(model) } });
    api = reportCalls(t);
    alice = (await consultant(t)).user;
    bob = (await consultant(t)).user;
    admin = (await consultant(t, { admin: true })).user;
    sample = (await loadSamples(t))[0]!;
  });
  afterAll(() => t.close());

  const lastCall = () => model.doGenerateCalls.at(-1);

  it('keeps only citations of the sources the section was given', async () => {
    const report = (await api.create(alice.token, { Client: sample.documentId })).json().data;
    const response = await api.section(alice.token, report.id, 'company_snapshot');
    expect(response.statusCode).toBe(200);
    const section = response.json().data;
    expect(section.Content).toBe(
      '### Overview\n\nFixture Brewing is based in Leuven [1], brews at scale [2] and farms [3].',
    );
    expect(section.CitedSources).toEqual([1, 2, 3]);
    expect(section.Provenance).toMatchObject({
      method: 'llm',
      provider: 'openai',
      model: 'mock-model',
      promptKey: 'report.company_snapshot',
      promptOrigin: 'shipped',
      promptVersion: 0,
      outcome: 'found',
    });
    const sent = userTextOf(lastCall());
    expect(sent).toContain('[1] Example – https://example.org/l');
    expect(sent).not.toContain('https://example.org/n1');
    expect(sent).toContain('Cite every number, date, named regulation');
  });

  it('sends the custom prompt, else the organization main prompt, else the default', async () => {
    const report = (await api.create(alice.token, { Client: sample.documentId })).json().data;
    const regenerate = async (user: TestUser, reportId: number) => {
      const response = await api.regenerate(user.token, {
        reportId,
        sectionTitle: 'strategic_positioning',
        params: {},
      });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.Sections.find((s: { Title: string }) => s.Title === 'strategic_positioning');
    };

    await api.section(alice.token, report.id, 'strategic_positioning');
    expect(systemOf(lastCall())).toBe(DEFAULT_REPORT_PROMPTS.strategic_positioning);

    const adminDefault = 'Admin default: rank the topics.';
    await t.request({
      method: 'PUT',
      url: '/api/prompt/default/strategic_positioning',
      token: admin.token,
      payload: { content: adminDefault },
    });
    expect((await regenerate(alice, report.id)).Provenance.promptOrigin).toBe('default');
    expect(systemOf(lastCall())).toBe(adminDefault);

    const main = "Alice's organization: lead with three priorities.";
    expect((await api.updateMain(alice.token, 'strategic_positioning', main)).statusCode).toBe(200);
    expect((await regenerate(alice, report.id)).Provenance).toMatchObject({
      promptOrigin: 'organization',
      promptVersion: 1,
    });
    expect(systemOf(lastCall())).toBe(main);

    // Another organization's report keeps the default.
    const bobs = (await api.create(bob.token, { Client: sample.documentId })).json().data;
    await api.section(bob.token, bobs.id, 'strategic_positioning');
    expect(systemOf(lastCall())).toBe(adminDefault);

    const section = (await api.get(alice.token, report.id)).json().data.Sections[0];
    const custom = 'Custom: write two paragraphs for the board.';
    await api.agentConfig(alice.token, report.id, section.id, { AgentConfig: { customPrompt: custom } });
    expect((await regenerate(alice, report.id)).Provenance.promptOrigin).toBe('custom');
    expect(systemOf(lastCall())).toBe(custom);

    await api.agentConfig(alice.token, report.id, section.id, { AgentConfig: { customPrompt: null } });
    await regenerate(alice, report.id);
    expect(systemOf(lastCall())).toBe(main);
  });

  it('writes the source list as the model’s introduction followed by the compiled list', async () => {
    const report = (await api.create(alice.token, { Client: sample.documentId })).json().data;
    await api.section(alice.token, report.id, 'company_snapshot');
    const response = await api.section(alice.token, report.id, 'source_list');
    const content: string = response.json().data.Content;
    // The introduction may cite only listed sources: [7] is in the report but cited by no section.
    expect(content).toMatch(
      /^### Overview\n\nFixture Brewing is based in Leuven \[1\], brews at scale \[2\] and farms \[3\]\./,
    );
    expect(content).toContain('- **[1]** [Example](https://example.org/l), retrieved 2026-11-01');
    expect(content).not.toContain('**[7]**');
    expect(response.json().data.CitedSources).toEqual([1, 2, 3]);
  });
});

describe('a failing model', () => {
  let t: TestApp;
  let alice: TestUser;
  let api: ReturnType<typeof reportCalls>;
  let sample: { documentId: string };
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { providers: { model: asModelProvider(mockModelFailing('model unavailable: key revoked')) } },
    );
    api = reportCalls(t);
    alice = (await consultant(t)).user;
    sample = (await loadSamples(t))[0]!;
  });
  afterAll(() => t.close());

  it('marks the section error with the model’s message, and answers it', async () => {
    const report = (await api.create(alice.token, { Client: sample.documentId })).json().data;
    const response = await api.section(alice.token, report.id, 'public_perception');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({
      name: 'GenerationError',
      message: 'model unavailable: key revoked',
    });
    const stored = (await api.get(alice.token, report.id)).json().data.Sections[0];
    expect(stored).toMatchObject({
      Title: 'public_perception',
      status: 'error',
      error: 'model unavailable: key revoked',
      Content: '',
    });
    expect(stored.LastUpdated).not.toBeNull();

    const again = await api.regenerate(alice.token, {
      reportId: report.documentId,
      sectionTitle: 'public_perception',
    });
    expect(again.statusCode).toBe(502);
    expect(again.json().error.message).toBe('model unavailable: key revoked');
  });
});

describe('an empty model answer', () => {
  it('is a failure, not an empty section', async () => {
    const t = await createTestApp({}, { providers: { model: asModelProvider(mockModelAnswering('  \n')) } });
    try {
      const api = reportCalls(t);
      const alice = (await consultant(t)).user;
      const sample = (await loadSamples(t))[0]!;
      const report = (await api.create(alice.token, { Client: sample.documentId })).json().data;
      const response = await api.section(alice.token, report.id, 'company_snapshot');
      expect(response.statusCode).toBe(502);
      expect(response.json().error.message).toBe(
        'The language model (openai mock-model) returned an empty section',
      );
      expect((await api.get(alice.token, report.id)).json().data.Sections[0].status).toBe('error');
    } finally {
      await t.close();
    }
  });
});
