import { MockLanguageModelV3 } from 'ai/test';
import type { AppProviders } from '../src/context.js';

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;

/** The AI SDK's mock model, answering every call with this text (never the network). */
export function mockModelAnswering(text: string): MockLanguageModelV3 {
  const answer: GenerateResult = {
    content: [{ type: 'text', text }],
    finishReason: { unified: 'stop', raw: 'stop' },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 20, text: 20, reasoning: 0 },
    },
    warnings: [],
  };
  return new MockLanguageModelV3({ doGenerate: answer });
}

export function mockModelFailing(message: string): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error(message);
    },
  });
}

export const asModelProvider = (model: MockLanguageModelV3): AppProviders['model'] => ({
  configured: true,
  provider: 'openai',
  modelName: 'mock-model',
  model,
});

export const asResearchProvider = (model: MockLanguageModelV3): AppProviders['research'] => ({
  configured: true,
  provider: 'perplexity',
  modelName: 'mock-sonar',
  model,
});
