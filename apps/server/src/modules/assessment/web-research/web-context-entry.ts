import type { SectionData, WebSource } from '@impact/contracts';
import { renumberCitations } from './citations.js';

export type WebContext = SectionData<'WebContext'>;
export type WebContextQuery = WebContext['queries'][number];

// The limits of webContextSchema: an entry over them would be refused when the section is saved.
const MAX_RESULT_CHARS = 20_000;
const MAX_SOURCES = 30;
const MAX_TITLE_CHARS = 300;

/**
 * Said to consultants, who cannot change server settings: what was not done and what they can do.
 * The operator's version (which variable to set) is in the logs and on Help's Admin-only part.
 */
export const NOT_RESEARCHED_TEXT =
  'Not researched: this question was not looked up on the web, because no research provider is connected. Ask your administrator to connect one, then repeat the research.';

/**
 * `result` keeps the shape the Library panel reads (the original stored the research service's raw
 * chat completion): a JSON string whose first choice message content is the answer text.
 */
export function resultEnvelope(text: string): string {
  return JSON.stringify({ choices: [{ message: { content: text } }] });
}

/** The answer text back out of a stored `result`. */
export function resultText(result: string): string {
  const parsed = JSON.parse(result) as { choices: { message: { content: string } }[] };
  return parsed.choices[0]!.message.content;
}

/** A question as sent, with the few words that title its answer (a bare query has no title). */
type Question = string | { title: string; query: string };
const titled = (question: Question) =>
  typeof question === 'string' ? { query: question } : { title: question.title, query: question.query };

/** One answered question as stored: citations renumbered to the kept sources, sizes within the schema. */
export function answeredEntry(question: Question, text: string, sources: WebSource[]): WebContextQuery {
  const cited = renumberCitations(text.trim(), sources, MAX_SOURCES);
  return {
    ...titled(question),
    result: envelopeWithin(cited.text, MAX_RESULT_CHARS),
    sources: cited.sources.map((source) =>
      source.title && source.title.length > MAX_TITLE_CHARS
        ? { ...source, title: `${source.title.slice(0, MAX_TITLE_CHARS - 1)}…` }
        : source,
    ),
  };
}

/** Without a research service each question is listed with an honest "not researched" answer. */
export function notResearchedEntry(question: Question): WebContextQuery {
  return {
    ...titled(question),
    result: resultEnvelope(NOT_RESEARCHED_TEXT),
    sources: [],
  };
}

/** Cuts an over-long answer (escaping makes the JSON longer than the text) so its envelope fits. */
function envelopeWithin(text: string, maxChars: number): string {
  let kept = text;
  let envelope = resultEnvelope(kept);
  while (envelope.length > maxChars) {
    kept = `${kept.slice(0, Math.max(0, kept.length - (envelope.length - maxChars) - 1)).trimEnd()}…`;
    envelope = resultEnvelope(kept);
  }
  return envelope;
}
