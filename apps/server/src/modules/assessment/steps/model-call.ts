/** The model call and its provenance, shared by the evidence and the knowledge steps. */
import type { Provenance } from '@impact/contracts';
import { generateStructured } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import type { z } from 'zod';
import { DEFAULT_PROMPTS, type PromptKey } from '../prompts/prompt-keys.js';
import type { StepInput, StepModel, StepPrompt } from './step-types.js';

export type Outcome = NonNullable<Provenance['outcome']>;

/** The pipeline passes the step's prompt; a caller that did not gets the default shipped in code. */
export function promptOf(input: Pick<StepInput, 'prompt'>, key: PromptKey): StepPrompt {
  return input.prompt ?? { key, content: DEFAULT_PROMPTS[key], version: 0 };
}

/**
 * The step's one model call. An answer that fails the schema throws StructuredOutputError, which every
 * step lets through: the pipeline then answers the step without the model (pipeline/model-fallback.ts).
 */
export async function askModel<SCHEMA extends z.ZodType>(
  model: StepModel,
  request: { schema: SCHEMA; system: string; prompt: string; signal?: AbortSignal | undefined },
): Promise<z.infer<SCHEMA>> {
  const { object } = await generateStructured({
    model,
    schema: request.schema,
    system: request.system,
    prompt: request.prompt,
    ...(request.signal ? { abortSignal: request.signal } : {}),
  });
  model.status?.recordAnswer();
  return object;
}

/**
 * The usual call: the step's prompt (saved or default) as the system message, the rendered context as the
 * user message, the run's abort signal passed through. Returns the prompt too, for the provenance.
 */
export async function askWithPrompt<SCHEMA extends z.ZodType>(
  input: Pick<StepInput, 'prompt' | 'signal'>,
  model: StepModel,
  key: PromptKey,
  request: { schema: SCHEMA; prompt: string },
): Promise<{ prompt: StepPrompt; answer: z.infer<SCHEMA> }> {
  const prompt = promptOf(input, key);
  const answer = await askModel(model, {
    schema: request.schema,
    system: prompt.content,
    prompt: request.prompt,
    signal: input.signal,
  });
  return { prompt, answer };
}

/** The contract caps a provenance note at 1000 characters. */
export const clampNote = (text: string) => (text.length <= 1000 ? text : `${text.slice(0, 999)}…`);

/** A note naming the knowledge base version the section was read or checked with. */
export const withKnowledgeBaseVersion = (text: string) => `${text} Knowledge base ${KNOWLEDGE_BASE_VERSION}.`;

/** A provenance with a sentence added to its note (what the model did or did not add). */
export function withNote(provenance: Provenance, extra: string): Provenance {
  return { ...provenance, note: clampNote([provenance.note, extra].filter(Boolean).join(' ')) };
}

/** A model answer's provenance; `prompt` is absent for an instruction built into the application. */
export function llmProvenance(
  model: StepModel,
  prompt: StepPrompt | undefined,
  note: string,
  outcome: Outcome,
): Provenance {
  return {
    method: 'llm',
    provider: model.provider,
    model: model.modelName,
    ...(prompt ? { promptKey: prompt.key, promptVersion: prompt.version } : {}),
    note: clampNote(note),
    outcome,
  };
}
