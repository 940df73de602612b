import type { ReportSectionType, ReportSource } from '@impact/contracts';
import type { LanguageModel } from 'ai';
import { keepKnownCitations } from './citations.js';

export interface ReportModel {
  provider: string;
  modelName: string;
  model: LanguageModel;
}

export interface ModelWriteRequest {
  model: ReportModel;
  /** The chosen prompt (custom, organization main or default), sent as the system message unchanged. */
  system: string;
  sectionType: ReportSectionType;
  clientName: string;
  /** The only sources the section may cite. */
  sources: readonly ReportSource[];
  evidence: unknown;
  /** The deterministic writer's version: the facts and their citations, laid out. */
  draft: string;
  signal?: AbortSignal;
}

/** The model failed or answered nothing usable; the message is what the section's error shows. */
export class ModelWriteError extends Error {
  override readonly name = 'ModelWriteError';
}

/** A section is a few pages at most; a runaway answer is cut rather than stored whole. */
const MAX_SECTION_LENGTH = 40_000;
/** The evidence of the largest sample clients fits well inside this; beyond it the draft still carries the facts. */
const MAX_EVIDENCE_LENGTH = 60_000;

export const sectionTitleOf = (type: ReportSectionType) =>
  type
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The citation rules travel with every request, so an edited prompt cannot drop them. */
const RULES = `Rules:
- Use only facts from the data and draft above; never add figures, dates, names or claims that are not there.
- Cite every number, date, named regulation, framework, certification, controversy and rating with the number of its source in square brackets, for example [3] or [3][7]. Use only the source numbers listed above.
- Use '###' subheadings (no '#' or '##'), markdown tables where they help, and no code fences.
- Answer with the markdown of this section only.`;

export function renderModelRequest(request: Omit<ModelWriteRequest, 'model' | 'system' | 'signal'>): string {
  const sources = request.sources.length
    ? request.sources
        .map(
          (source) =>
            (source.url === null
              ? `[${source.n}] ${source.title} – a document the consultant uploaded`
              : `[${source.n}] ${source.title ?? source.url} – ${source.url}`) +
            // The words a number stands for, so the model cites each statement by its own sentence.
            (source.quote ? ` – “${source.quote}”` : ''),
        )
        .join('\n')
    : '(none: this section has no sources to cite, so state no facts that would need one)';
  const evidence = JSON.stringify(request.evidence, null, 1) ?? '{}';
  return [
    `Client: ${request.clientName}`,
    `Report section: ${sectionTitleOf(request.sectionType)}`,
    `Numbered sources:\n${sources}`,
    `Structured data (each item's "sources" are the numbers of the sources above):\n${evidence.length > MAX_EVIDENCE_LENGTH ? `${evidence.slice(0, MAX_EVIDENCE_LENGTH)}\n(truncated)` : evidence}`,
    `Draft composed from the same data, with its citations:\n${request.draft}`,
    RULES,
  ].join('\n\n');
}

/** Models sometimes wrap markdown in a code fence despite being asked not to. */
function unfence(text: string): string {
  const fenced = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/i.exec(text.trim());
  return (fenced ? fenced[1]! : text).trim();
}

/**
 * One model call for one section. Citations of sources the section was not given are removed, so
 * every [n] left points at a page in the report's source list.
 */
export async function writeWithModel(request: ModelWriteRequest): Promise<string> {
  let text: string;
  // The AI SDK loads on the first model call, not at start (see @impact/engine's lazy-model.ts).
  const { generateText } = await import('ai');
  try {
    const result = await generateText({
      model: request.model.model,
      system: request.system,
      prompt: renderModelRequest(request),
      ...(request.signal ? { abortSignal: request.signal } : {}),
    });
    text = result.text;
  } catch (error) {
    throw new ModelWriteError(error instanceof Error ? error.message : 'The language model failed', {
      cause: error,
    });
  }
  const known = new Set(request.sources.map((source) => source.n));
  const markdown = keepKnownCitations(unfence(text), known).slice(0, MAX_SECTION_LENGTH).trim();
  if (!markdown) {
    throw new ModelWriteError(
      `The language model (${request.model.provider} ${request.model.modelName}) returned an empty section`,
    );
  }
  return markdown;
}
