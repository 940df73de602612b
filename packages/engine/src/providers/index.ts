export {
  resolveModelProvider,
  DEFAULT_MODEL_NAMES,
  MODEL_NOT_CONFIGURED_REASON,
  MODEL_PROVIDERS,
} from './model-provider.js';
export type {
  ConfiguredModel,
  ModelProviderName,
  ModelProviderResolution,
  ProviderNotConfigured,
} from './model-provider.js';
export {
  resolveResearchProvider,
  DEFAULT_RESEARCH_MODEL,
  RESEARCH_NOT_CONFIGURED_REASON,
} from './research-provider.js';
export type { ConfiguredResearch, ResearchProviderResolution } from './research-provider.js';
export { generateStructured, StructuredOutputError } from './generate-structured.js';
export type { LlmProvenance, StructuredRequest, StructuredResult } from './generate-structured.js';
export { research } from './research.js';
export type { ResearchRequest, ResearchResult, ResearchSource } from './research.js';
export type { ProviderEnv } from './provider-env.js';
export { APICallError, isRetryError } from './provider-errors.js';
