import type { Provenance } from '@impact/contracts';
import type { StepInput } from '../step-types.js';
import { clampNote, withKnowledgeBaseVersion, type Outcome } from '../model-call.js';
import { researchAnswers, researchWasRun } from './research-answers.js';
import { plural } from './text.js';

/** The no-model path's provenance: what was read, with the knowledge base version it was read with. */
export function extractionProvenance(
  method: 'extraction' | 'rule',
  text: string,
  outcome: Outcome,
  provider = 'knowledge-base',
): Provenance {
  return { method, provider, note: clampNote(withKnowledgeBaseVersion(text)), outcome };
}

/**
 * The provenance of a section extracted from the company's own pages alone: found something, or checked
 * pages that say nothing, or (no website context) not researched.
 */
export function pagesProvenance(input: StepInput, text: string, found: boolean): Provenance {
  return extractionProvenance('extraction', text, outcomeOf(found, input.website !== undefined), 'website');
}

/** Whether there is anything for a model to read: a page of the company's website or a research answer. */
export const hasEvidence = (input: StepInput) =>
  (input.website?.pages.length ?? 0) > 0 || researchWasRun(input);

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
  return read.length === 0
    ? "no sources (neither the company's website nor web research was available)"
    : read.join(' and ');
}

/** Found something → 'found'; else 'nothing-found' when evidence was there to check, else 'not-researched'. */
export function outcomeOf(found: boolean, evidenceChecked: boolean): Outcome {
  if (found) return 'found';
  return evidenceChecked ? 'nothing-found' : 'not-researched';
}

/** Why the deterministic path ran, for the provenance note. */
export const whyNoModel = (input: Pick<StepInput, 'model' | 'modelFallback'>) => {
  if (input.modelFallback) return 'the language model failed after its retries';
  return input.model
    ? 'the language model was not asked, as there was no evidence for it to read'
    : 'no language model is configured';
};
