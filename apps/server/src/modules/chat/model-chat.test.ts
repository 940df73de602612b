import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { asModelProvider } from '../../../test/mock-models.js';
import { chatStream, contentOf } from './chat-test-support.js';
import { listMessages } from './sessions.js';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

/** A mock model streaming `deltas`; with `failAfter`, an error part follows that many deltas. */
function streamingModel(deltas: string[], failAfter?: number) {
  const prompts: unknown[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (call) => {
      prompts.push(call.prompt);
      const shown = failAfter === undefined ? deltas : deltas.slice(0, failAfter);
      const chunks: LanguageModelV3StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't' },
        ...shown.map((delta): LanguageModelV3StreamPart => ({ type: 'text-delta', id: 't', delta })),
        ...(failAfter === undefined
          ? [
              { type: 'text-end', id: 't' } as const,
              {
                type: 'finish',
                finishReason: { unified: 'stop', raw: 'stop' },
                usage,
              } as LanguageModelV3StreamPart,
            ]
          : [{ type: 'error', error: new Error('upstream connection reset') } as const]),
      ];
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: 5 }) };
    },
  });
  return { model, prompts };
}

const DELTAS = ['ESRS are ', 'the European ', 'Sustainability Reporting ', 'Standards <b>.'];

describe('chat replies from a language model', () => {
  let t: TestApp;
  let baseUrl: string;
  let user: TestUser;
  const mock = streamingModel(DELTAS);
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { model: asModelProvider(mock.model) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('streams the reply as it arrives and stores the whole of it', async () => {
    const first = await chatStream(baseUrl, { message: 'Hi' }, user.token);
    const onboardingId = first.events[0]!.onboardingId!;
    const { events } = await chatStream(baseUrl, { message: 'What is ESRS?', onboardingId }, user.token);
    const contents = events.filter((event) => event.type === 'content').map((event) => event.content);
    expect(contents.length).toBe(4);
    expect(events.at(-1)!.type).toBe('done');
    // `<` is escaped: a reply can never carry a script block.
    expect(contentOf(events)).toBe('ESRS are the European Sustainability Reporting Standards &lt;b>.');
    const stored = await listMessages(t.db, onboardingId);
    expect(stored.at(-1)).toMatchObject({ role: 'assistant', content: contentOf(events) });
    expect(stored.at(-2)).toMatchObject({ role: 'user', content: 'What is ESRS?' });
    // The prompt knows the product, the step and the conversation (its form replaced by a mention).
    const prompt = JSON.stringify(mock.prompts.at(-1));
    expect(prompt).toContain('Impact Studio');
    expect(prompt).toContain('The user is at step-0');
    expect(prompt).toContain('[form shown in the chat]');
  });

  it('answers a signed-out visitor with the model and stores nothing', async () => {
    const before = await countRows(t, 'onboarding_sessions', 'onboarding_messages');
    const { events } = await chatStream(baseUrl, { message: 'What is double materiality?' });
    expect(events.filter((event) => event.type === 'content').length).toBe(4);
    expect(JSON.stringify(mock.prompts.at(-1))).toContain('not signed in');
    expect(await countRows(t, 'onboarding_sessions', 'onboarding_messages')).toEqual(before);
  });

  it('keeps step submissions deterministic', async () => {
    const first = await chatStream(baseUrl, { message: 'Hi' }, user.token);
    const calls = mock.prompts.length;
    const { events } = await chatStream(
      baseUrl,
      {
        message: JSON.stringify({
          action: 'submit_step',
          stepId: 'step-0',
          data: { website: 'unreachable.invalid' },
        }),
        onboardingId: first.events[0]!.onboardingId,
      },
      user.token,
    );
    expect(contentOf(events)).toContain('"type":"multiple-choice"');
    expect(mock.prompts.length).toBe(calls);
  });
});

describe('a model failing mid-stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, { providers: { model: asModelProvider(streamingModel(DELTAS, 2).model) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('ends with an error event and does not store the partial reply', async () => {
    const first = await chatStream(baseUrl, { message: 'Hi' }, user.token);
    const onboardingId = first.events[0]!.onboardingId!;
    const before = await listMessages(t.db, onboardingId);
    const { events } = await chatStream(baseUrl, { message: 'Tell me more', onboardingId }, user.token);
    expect(events.map((event) => event.type)).toEqual(['connection', 'content', 'content', 'error']);
    expect(events.at(-1)!.content).toBe('The assistant could not finish its answer. Please try again.');
    expect(await listMessages(t.db, onboardingId)).toEqual(before);
  });
});
