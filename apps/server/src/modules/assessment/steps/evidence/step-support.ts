import type { Provenance } from '@impact/contracts';
import { generateStructured } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import type { z } from 'zod';
import { DEFAULT_PROMPTS, type PromptKey } from '../../prompts/prompt-keys.js';
import type { StepInput, StepModel, StepPrompt } from '../step-types.js';
import { researchAnswers } from './research-answers.js';
import { plural } from './text.js';

export type Outcome = NonNullable<Provenance['outcome']>;

/** The pipeline passes the step's prompt; a caller that did not gets the default shipped in code. */
export function promptOf(input: Pick<StepInput, 'prompt'>, key: PromptKey): StepPrompt {
  return input.prompt ?? { key, content: DEFAULT_PROMPTS[key], version: 0 };
}

/**
 * The step's one model call. An answer that fails the schema throws StructuredOutputError, which every
 * step lets through: the pipeline marks the step as failed and stores nothing.
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
  return object;
}

const note = (text: string) => (text.length <= 1000 ? text : `${text.slice(0, 999)}…`);

export function llmProvenance(
  model: StepModel,
  prompt: StepPrompt | undefined,
  text: string,
  outcome: Outcome,
): Provenance {
  return {
    method: 'llm',
    provider: model.provider,
    model: model.modelName,
    ...(prompt ? { promptKey: prompt.key, promptVersion: prompt.version } : {}),
    note: note(text),
    outcome,
  };
}

/** The no-model path's provenance: what was read, with the knowledge base version it was read with. */
export function extractionProvenance(
  method: 'extraction' | 'rule',
  text: string,
  outcome: Outcome,
  provider = 'knowledge-base',
): Provenance {
  return { method, provider, note: note(`${text} Knowledge base ${KNOWLEDGE_BASE_VERSION}.`), outcome };
}

/** 'the 6 pages of the company's website read on 2025-03-02 and 5 web research answers'. */
export function whatWasRead(input: StepInput, parts: { pages: boolean; research: boolean }): string {
  const read: string[] = [];
  if (parts.pages && input.website)
    read.push(
      `${plural(input.website.pages.length, 'page')} of the company's website read on ${input.website.generatedAt.slice(0, 10)}`,
    );
  if (parts.research) {
    const answers = researchAnswers(input.web).length;
    if (answers > 0) read.push(plural(answers, 'web research answer'));
  }
  return read.length === 0 ? 'no evidence' : read.join(' and ');
}

/** Found something → 'found'; else 'nothing-found' when evidence was there to check, else 'not-researched'. */
export function outcomeOf(found: boolean, evidenceChecked: boolean): Outcome {
  if (found) return 'found';
  return evidenceChecked ? 'nothing-found' : 'not-researched';
}

/** Why the deterministic path ran, for the provenance note. */
export const whyNoModel = (input: Pick<StepInput, 'model'>) =>
  input.model
    ? 'the language model was not asked, as there was no evidence for it to read'
    : 'no language model is configured';
