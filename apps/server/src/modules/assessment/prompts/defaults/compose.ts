/**
 * The parts every default prompt shares. A default is stored and shown as one plain text (an Admin edits
 * the whole of it), so the shared rules are written into each prompt rather than added at call time.
 */

/** What the step puts in the message after the prompt; each prompt relies on this description. */
export const CONTEXT_DESCRIPTION =
  'The message after these instructions holds the context gathered for one client company: its profile ' +
  '(name, industry, size and revenue ranges, headquarters, website), the answers of the web research, each ' +
  'with the numbered sources it cites, the pages read from the company’s own website (URL, title, summary ' +
  'and text), and, where this section has them, the findings of the knowledge base, each with its sources. ' +
  'It may also say that web research or the website could not be read.';

export const EVIDENCE_RULES = [
  'Use only what the context states. Do not add facts from memory or general knowledge, and never guess a ' +
    'name, figure, date, rating or URL.',
  'Every item needs at least one source, and every source URL must be copied exactly from the context (a ' +
    'web research citation, a page of the company’s website, or a knowledge base source). Leave out any ' +
    'item you cannot source.',
  'Keep the company’s own claims apart from independent reporting: write "the company states" when only ' +
    'its own pages say so.',
  'Make sure every item is about this company (or a subsidiary the context names), not a namesake.',
  'Write in plain, neutral English that a sustainability consultant can quote to the client.',
];

export interface PromptParts {
  /** What the section is for and who reads it. */
  task: string;
  /** The fields of the answer and how to fill each. */
  output: string[];
  /** Rules of this section, added after the shared evidence rules. */
  rules?: string[];
  /** The honest answer when the context holds nothing for this section. */
  nothingFound: string;
}

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export function composePrompt(parts: PromptParts): string {
  return [
    parts.task,
    `Context: ${CONTEXT_DESCRIPTION}`,
    `What to produce:\n${bullets(parts.output)}`,
    `Rules:\n${bullets([...EVIDENCE_RULES, ...(parts.rules ?? [])])}`,
    `When the context holds nothing for this section: ${parts.nothingFound}`,
  ].join('\n\n');
}
