import type { LanguageModel } from 'ai';
import { lazyLanguageModel } from './lazy-model.js';
import { readEnv, type ProviderEnv } from './provider-env.js';

export const MODEL_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const;
export type ModelProviderName = (typeof MODEL_PROVIDERS)[number];

/** A language model ready to call, with the names that go into each answer's provenance. */
export interface ConfiguredModel {
  configured: true;
  provider: ModelProviderName;
  modelName: string;
  model: LanguageModel;
}

export interface ProviderNotConfigured {
  configured: false;
  reason: string;
}

export type ModelProviderResolution = ConfiguredModel | ProviderNotConfigured;

/** Capable, inexpensive models with reliable structured output; MODEL_NAME overrides. */
export const DEFAULT_MODEL_NAMES = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
} as const;

export const MODEL_NOT_CONFIGURED_REASON =
  'No language model is configured: set MODEL_PROVIDER with OPENAI_API_KEY, ANTHROPIC_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server (Ollama, vLLM, LM Studio).';

/**
 * The one place that decides which language model the engine talks to (CONVENTIONS: one entry point for
 * models). MODEL_PROVIDER chooses; without it, the only credential present decides, so a deployment
 * with just OPENAI_API_KEY works as its operator expects.
 */
export function resolveModelProvider(env: ProviderEnv): ModelProviderResolution {
  const explicit = readEnv(env, 'MODEL_PROVIDER');
  if (explicit !== undefined && !isModelProviderName(explicit)) {
    return notConfigured(`MODEL_PROVIDER must be openai, anthropic or openai-compatible, not "${explicit}".`);
  }
  const provider = explicit ?? inferProvider(env);
  if (provider === undefined) return notConfigured(MODEL_NOT_CONFIGURED_REASON);
  // Inferred openai and anthropic always have their key, so only an inferred openai-compatible can
  // still lack something: name what made the choice.
  const chosenBy = explicit ? `MODEL_PROVIDER is ${provider}` : 'OPENAI_BASE_URL is set';
  const modelName = readEnv(env, 'MODEL_NAME');
  const baseURL = readEnv(env, 'OPENAI_BASE_URL');

  switch (provider) {
    case 'openai': {
      const apiKey = readEnv(env, 'OPENAI_API_KEY');
      if (!apiKey) return notConfigured(`${chosenBy} but OPENAI_API_KEY is not set.`);
      const name = modelName ?? DEFAULT_MODEL_NAMES.openai;
      // OPENAI_BASE_URL also serves OpenAI through a proxy or gateway.
      return configured(
        provider,
        name,
        lazyLanguageModel('openai', name, async () => {
          const { createOpenAI } = await import('@ai-sdk/openai');
          return createOpenAI({ apiKey, baseURL })(name);
        }),
      );
    }
    case 'anthropic': {
      const apiKey = readEnv(env, 'ANTHROPIC_API_KEY');
      if (!apiKey) return notConfigured(`${chosenBy} but ANTHROPIC_API_KEY is not set.`);
      const name = modelName ?? DEFAULT_MODEL_NAMES.anthropic;
      return configured(
        provider,
        name,
        lazyLanguageModel('anthropic', name, async () => {
          const { createAnthropic } = await import('@ai-sdk/anthropic');
          return createAnthropic({ apiKey })(name);
        }),
      );
    }
    case 'openai-compatible': {
      if (!baseURL) {
        return notConfigured(
          `${chosenBy} but OPENAI_BASE_URL is not set: give the server's address, e.g. http://localhost:11434/v1 for Ollama.`,
        );
      }
      if (!/^https?:\/\/[^/]+/.test(baseURL)) {
        return notConfigured(`OPENAI_BASE_URL must be an http(s) address such as http://localhost:11434/v1.`);
      }
      if (!modelName) {
        return notConfigured(
          `${chosenBy} but MODEL_NAME is not set: name the model the server runs, e.g. llama3.1.`,
        );
      }
      const apiKey = readEnv(env, 'OPENAI_API_KEY');
      return configured(
        provider,
        modelName,
        lazyLanguageModel('openai-compatible', modelName, async () => {
          const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
          const compatible = createOpenAICompatible({
            name: 'openai-compatible',
            baseURL,
            apiKey,
            // Send a JSON schema (response_format json_schema): Ollama, vLLM and LM Studio honour it, and
            // LM Studio rejects the schema-less json_object mode the SDK would fall back to.
            supportsStructuredOutputs: true,
          });
          return compatible.chatModel(modelName);
        }),
      );
    }
  }
}

function isModelProviderName(value: string): value is ModelProviderName {
  return (MODEL_PROVIDERS as readonly string[]).includes(value);
}

function inferProvider(env: ProviderEnv): ModelProviderName | undefined {
  if (readEnv(env, 'OPENAI_BASE_URL')) return 'openai-compatible';
  if (readEnv(env, 'OPENAI_API_KEY')) return 'openai';
  if (readEnv(env, 'ANTHROPIC_API_KEY')) return 'anthropic';
  return undefined;
}

function configured(provider: ModelProviderName, modelName: string, model: LanguageModel): ConfiguredModel {
  return { configured: true, provider, modelName, model };
}

function notConfigured(reason: string): ProviderNotConfigured {
  return { configured: false, reason };
}
