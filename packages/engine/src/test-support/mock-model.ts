import { MockLanguageModelV3 } from 'ai/test';

// Derived from the mock, so that the shape is the one the AI SDK of these tests checks against.
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type Content = GenerateResult['content'][number];

/** One model turn as a provider would return it: the AI SDK's own mock model, never the network. */
export function mockModelAnswer(content: Content[], responseBody?: unknown): GenerateResult {
  return {
    content,
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 20, text: 20, reasoning: 0 },
    },
    warnings: [],
    ...(responseBody === undefined ? {} : { response: { body: responseBody } }),
  };
}

export function mockModelAnswering(text: string): MockLanguageModelV3 {
  return new MockLanguageModelV3({ doGenerate: mockModelAnswer([{ type: 'text', text }]) });
}
