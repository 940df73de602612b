import type { WebSource as Source } from '@impact/contracts';
import { NOT_RESEARCHED_TEXT, resultText } from '../../web-research/web-context-entry.js';
import type { StepInput, WebContext } from '../step-types.js';
import { sentencesOf } from './text.js';

/** One answered research question: its text (citations [n] numbered to match `sources`) and sources. */
export interface ResearchAnswer {
  query: string;
  text: string;
  sources: Source[];
}

/** A sentence of a research answer with the sources its own markers cite. */
export interface CitedSentence {
  /** The sentence without its citation markers. */
  text: string;
  sources: Source[];
  query: string;
}

const MARKERS = /\s*\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

function textOf(result: string): string | undefined {
  try {
    return resultText(result);
  } catch {
    // A result the Library could not show either: not evidence.
    return undefined;
  }
}

/**
 * The questions the research service actually answered. Entries stored without a provider say only
 * NOT_RESEARCHED_TEXT: they are not evidence, and a context made only of them was never researched.
 */
export function researchAnswers(web: WebContext | undefined): ResearchAnswer[] {
  return (web?.queries ?? []).flatMap((entry) => {
    const text = textOf(entry.result)?.trim();
    if (!text || text === NOT_RESEARCHED_TEXT) return [];
    return [{ query: entry.query, text, sources: entry.sources }];
  });
}

/** Whether web research ran for this client (answered at least one question). */
export const researchWasRun = (input: Pick<StepInput, 'web'>) => researchAnswers(input.web).length > 0;

/** Why research evidence is missing, in words for a section's summary. */
export function researchMissingReason(input: Pick<StepInput, 'web' | 'researchConfigured'>): string {
  if (!input.researchConfigured) return 'web research was not run because no research provider is configured';
  return input.web
    ? 'the stored web research holds no answers'
    : 'no web research answers are stored yet (the research step has not run or did not finish)';
}

/**
 * The answer's sentences with the sources their markers cite. A sentence without a marker rests on the
 * answer's only source when it has exactly one; otherwise its source is unknown and it is left out.
 */
export function citedSentences(answer: ResearchAnswer): CitedSentence[] {
  const plain = answer.text.replace(/\*\*|__|^#+\s*/gm, '');
  return sentencesOf(plain).flatMap((sentence) => {
    const numbers = [...sentence.matchAll(MARKERS)].flatMap((match) =>
      (match[1] ?? '').split(',').map((n) => Number(n.trim())),
    );
    const cited = [...new Set(numbers)]
      .map((n) => answer.sources[n - 1])
      .filter((source): source is Source => source !== undefined);
    const sources = numbers.length === 0 && answer.sources.length === 1 ? answer.sources : cited;
    if (sources.length === 0) return [];
    return [{ text: sentence.replace(MARKERS, '').trim(), sources, query: answer.query }];
  });
}
