import { describe, expect, it } from 'vitest';
import { MODEL_NOT_CONFIGURED_REASON, resolveModelProvider } from './model-provider.js';
import { RESEARCH_NOT_CONFIGURED_REASON, resolveResearchProvider } from './research-provider.js';

describe('resolveModelProvider', () => {
  it('says what to set when nothing is configured, blank values included', () => {
    expect(resolveModelProvider({})).toEqual({ configured: false, reason: MODEL_NOT_CONFIGURED_REASON });
    expect(resolveModelProvider({ OPENAI_API_KEY: '  ', MODEL_NAME: 'gpt-4o' })).toEqual({
      configured: false,
      reason:
        'No language model is configured: set MODEL_PROVIDER with OPENAI_API_KEY, ANTHROPIC_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server (Ollama, vLLM, LM Studio).',
    });
  });

  it('builds OpenAI with the default model, or MODEL_NAME', () => {
    const openai = resolveModelProvider({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' });
    expect(openai).toMatchObject({ configured: true, provider: 'openai', modelName: 'gpt-4.1-mini' });
    expect(resolveModelProvider({ OPENAI_API_KEY: 'sk-test', MODEL_NAME: 'gpt-4o' })).toMatchObject({
      provider: 'openai',
      modelName: 'gpt-4o',
    });
  });

  it('builds Anthropic with its default model', () => {
    const anthropic = resolveModelProvider({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant' });
    expect(anthropic).toMatchObject({
      configured: true,
      provider: 'anthropic',
      modelName: 'claude-sonnet-4-5',
    });
    if (anthropic.configured && typeof anthropic.model !== 'string') {
      expect(anthropic.model.modelId).toBe('claude-sonnet-4-5');
    }
  });

  it('builds an OpenAI-compatible server from its address and model name', () => {
    const local = resolveModelProvider({
      MODEL_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      MODEL_NAME: 'llama3.1',
    });
    expect(local).toMatchObject({ configured: true, provider: 'openai-compatible', modelName: 'llama3.1' });
  });

  it.each([
    [{ MODEL_PROVIDER: 'openai' }, 'MODEL_PROVIDER is openai but OPENAI_API_KEY is not set.'],
    [
      { MODEL_PROVIDER: 'anthropic', OPENAI_API_KEY: 'sk' },
      'MODEL_PROVIDER is anthropic but ANTHROPIC_API_KEY is not set.',
    ],
    [
      { MODEL_PROVIDER: 'openai-compatible', MODEL_NAME: 'llama3.1' },
      "MODEL_PROVIDER is openai-compatible but OPENAI_BASE_URL is not set: give the server's address, e.g. http://localhost:11434/v1 for Ollama.",
    ],
    [
      { OPENAI_BASE_URL: 'http://localhost:11434/v1' },
      'OPENAI_BASE_URL is set but MODEL_NAME is not set: name the model the server runs, e.g. llama3.1.',
    ],
    [
      { MODEL_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: 'localhost:11434', MODEL_NAME: 'llama3.1' },
      'OPENAI_BASE_URL must be an http(s) address such as http://localhost:11434/v1.',
    ],
    [
      { MODEL_PROVIDER: 'mistral' },
      'MODEL_PROVIDER must be openai, anthropic or openai-compatible, not "mistral".',
    ],
  ])('explains an incomplete configuration %o', (env, reason) => {
    expect(resolveModelProvider(env)).toEqual({ configured: false, reason });
  });
});

describe('resolveResearchProvider', () => {
  it('is not configured without a Perplexity key', () => {
    expect(resolveResearchProvider({ OPENAI_API_KEY: 'sk' })).toEqual({
      configured: false,
      reason: RESEARCH_NOT_CONFIGURED_REASON,
    });
  });

  it('uses sonar by default and RESEARCH_MODEL when set', () => {
    expect(resolveResearchProvider({ PERPLEXITY_API_KEY: 'pplx' })).toMatchObject({
      configured: true,
      provider: 'perplexity',
      modelName: 'sonar',
    });
    expect(
      resolveResearchProvider({ PERPLEXITY_API_KEY: 'pplx', RESEARCH_MODEL: 'sonar-pro' }),
    ).toMatchObject({ modelName: 'sonar-pro' });
  });
});
