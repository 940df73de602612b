import type { ModelStatus } from '../model-status.js';
import type {
  ModelFallbackReason,
  Provenance,
  SectionData,
  SectionKey,
  Source,
  StructuredDocument,
} from '@impact/contracts';
import type { InitiativeCategory, InitiativeStatus } from '@impact/contracts';
import type { NormalizedCompany } from '@impact/knowledge';
import type { LanguageModel } from 'ai';
import type { clients } from '../../../db/schema.js';
import type { PromptKey } from '../prompts/prompt-keys.js';

export type ClientRow = typeof clients.$inferSelect;
export type WebsiteContext = SectionData<'WebsiteContext'>;
export type WebContext = SectionData<'WebContext'>;

/** The configured language model (or a test's mock in the same shape); absent when none is configured. */
export interface StepModel {
  provider: string;
  modelName: string;
  model: LanguageModel;
  /** Told of every answer the model gives (the completeness check's 'answers again'). */
  status?: ModelStatus;
}

/** The prompt a step's model path uses: the latest saved version, or the default (version 0). */
export interface StepPrompt {
  key: PromptKey;
  content: string;
  version: number;
}

/**
 * What a generation step reads. The contexts are the client's latest stored ones (absent when never
 * gathered or when their step failed): a step works with what exists and says what it lacked.
 */
export interface StepInput {
  client: ClientRow;
  company: NormalizedCompany;
  website: WebsiteContext | undefined;
  web: WebContext | undefined;
  /**
   * The client's latest structured documents (website pages, the reports they link to, uploaded
   * documents; uploads first), each block with its locator for a citation. Empty when none was read.
   * They are stored apart from the website context (client_documents).
   */
  documents: readonly StructuredDocument[];
  model: StepModel | undefined;
  /** Whether a research provider is configured (an absent web context then means "not researched"). */
  researchConfigured: boolean;
  prompt: StepPrompt | undefined;
  /** YYYY-MM-DD, for lastUpdated and retrievedAt fallbacks. */
  today: string;
  /** The model is configured but failed this step after its retries: the step answers without it. */
  modelFallback?: { reason: ModelFallbackReason; detail: string };
  signal?: AbortSignal;
}

/** One section a step produced: validated against SECTION_DATA_SCHEMAS[key] when saved. */
export interface SectionResult<K extends SectionKey = SectionKey> {
  key: K;
  data: SectionData<K>;
  provenance: Provenance;
}

/** An initiative the companyInitiatives step found, always with at least one source. */
export interface InitiativeFinding {
  title: string;
  description: string;
  category: InitiativeCategory;
  status: InitiativeStatus;
  sources: Source[];
  /** Spec 02 §3: how the initiative was found. */
  sourceMetadata: {
    type: 'website' | 'web-research' | 'uploaded-document';
    retrievedDate: string;
    query?: string;
    source: string;
  };
}
