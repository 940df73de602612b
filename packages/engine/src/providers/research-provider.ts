import type { LanguageModel } from 'ai';
import { lazyLanguageModel } from './lazy-model.js';
import { readEnv, type ProviderEnv } from './provider-env.js';
import type { ProviderNotConfigured } from './model-provider.js';

/** A web research model: it searches, answers, and cites the pages it read. */
export interface ConfiguredResearch {
  configured: true;
  provider: 'perplexity';
  modelName: string;
  model: LanguageModel;
}

export type ResearchProviderResolution = ConfiguredResearch | ProviderNotConfigured;

export const DEFAULT_RESEARCH_MODEL = 'sonar';

export const RESEARCH_NOT_CONFIGURED_REASON =
  'No research provider is configured: set PERPLEXITY_API_KEY to research companies on the web (RESEARCH_MODEL picks the Perplexity model, sonar by default).';

/** The one place that decides which research service the engine asks. */
export function resolveResearchProvider(env: ProviderEnv): ResearchProviderResolution {
  const apiKey = readEnv(env, 'PERPLEXITY_API_KEY');
  if (!apiKey) return { configured: false, reason: RESEARCH_NOT_CONFIGURED_REASON };
  const modelName = readEnv(env, 'RESEARCH_MODEL') ?? DEFAULT_RESEARCH_MODEL;
  return {
    configured: true,
    provider: 'perplexity',
    modelName,
    model: lazyLanguageModel('perplexity', modelName, async () => {
      const { createPerplexity } = await import('@ai-sdk/perplexity');
      return createPerplexity({ apiKey })(modelName);
    }),
  };
}
