import type { Provenance } from '@impact/contracts';
import { generateStructured } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import type { z } from 'zod';
import { DEFAULT_PROMPTS, type PromptKey } from '../../prompts/prompt-keys.js';
import type { StepInput, StepModel, StepPrompt } from '../step-types.js';

/** The pipeline passes the step's prompt; a caller that did not gets the default shipped in code. */
export function promptOf(input: Pick<StepInput, 'prompt'>, key: PromptKey): StepPrompt {
  return input.prompt ?? { key, content: DEFAULT_PROMPTS[key], version: 0 };
}

/**
 * The step's one model call. An answer that fails the schema throws StructuredOutputError, which the
 * caller lets through: the pipeline marks the step as failed and stores nothing.
 */
export async function askModel<SCHEMA extends z.ZodType>(
  input: StepInput & { model: StepModel },
  request: { schema: SCHEMA; system: string; prompt: string },
): Promise<z.infer<SCHEMA>> {
  const { object } = await generateStructured({
    model: input.model,
    schema: request.schema,
    system: request.system,
    prompt: request.prompt,
    ...(input.signal ? { abortSignal: input.signal } : {}),
  });
  return object;
}

export function llmProvenance(
  model: StepModel,
  prompt: StepPrompt,
  note: string,
  outcome: NonNullable<Provenance['outcome']>,
): Provenance {
  return {
    method: 'llm',
    provider: model.provider,
    model: model.modelName,
    promptKey: prompt.key,
    promptVersion: prompt.version,
    note: `${note} Knowledge base ${KNOWLEDGE_BASE_VERSION}.`.slice(0, 1000),
    outcome,
  };
}

/** A deterministic provenance with a sentence added to its note (what the model did or did not add). */
export function withNote(provenance: Provenance, extra: string): Provenance {
  const note = [provenance.note, extra].filter(Boolean).join(' ');
  return { ...provenance, note: note.slice(0, 1000) };
}
