import { generateStructured, type ConfiguredModel } from '@impact/engine';
import { z } from 'zod';
import type { CandidateLink } from './site-links.js';

/** The model sees at most this many candidates: the heuristic's best, so the prompt stays small. */
export const MAX_CANDIDATES_FOR_MODEL = 60;

const SELECTION_SYSTEM =
  "You choose which pages of a company's own website to read for a sustainability assessment. " +
  'Prefer pages about sustainability, ESG, impact, CSR, environment and climate, social responsibility, ' +
  'governance and ethics, sustainability or annual reports, the company itself (about, mission, ' +
  'history), and its people and careers. Skip shop, legal, login and individual news or product pages ' +
  'unless nothing better exists. Choose only addresses from the list, copied exactly.';

/**
 * The model's choice among the candidates, most useful first. The schema only admits addresses from
 * the list, so an invented or mistyped address fails validation (and the caller falls back).
 */
export async function choosePagesWithModel(
  model: ConfiguredModel,
  input: { website: string; candidates: CandidateLink[]; maxPages: number; signal?: AbortSignal | undefined },
): Promise<string[]> {
  const urls = input.candidates.map((candidate) => candidate.url) as [string, ...string[]];
  const schema = z.object({
    urls: z
      .array(z.enum(urls))
      .describe(
        `The chosen pages' addresses, copied exactly from the list, most useful first; at most ${input.maxPages}`,
      ),
  });
  const list = input.candidates
    .map((candidate) => (candidate.text ? `${candidate.url} — ${candidate.text}` : candidate.url))
    .join('\n');
  const { object } = await generateStructured({
    model,
    schema,
    system: SELECTION_SYSTEM,
    prompt: `Company website: ${input.website}\nChoose at most ${input.maxPages} pages to read.\n\nCandidate pages (address — link text):\n${list}`,
    ...(input.signal && { abortSignal: input.signal }),
  });
  return [...new Set(object.urls)].slice(0, input.maxPages);
}

const SUMMARY_SYSTEM =
  "You summarise one page of a company's own website for a sustainability consultant. Say what the page " +
  'states about the company: what it does, and its sustainability, environmental, social and governance ' +
  'commitments, targets, results, certifications and programmes. Report only what the text states, in ' +
  'plain sentences; never add facts, opinions or advice.';

const summarySchema = z.object({
  summary: z
    .string()
    .trim()
    .min(1)
    .max(1500)
    .describe('Two to four sentences drawn from the page text; only what the text states'),
});

export async function summariseWithModel(
  model: ConfiguredModel,
  page: { url: string; title: string; text: string },
  signal?: AbortSignal,
): Promise<string> {
  const { object } = await generateStructured({
    model,
    schema: summarySchema,
    system: SUMMARY_SYSTEM,
    prompt: `Page: ${page.title}\nAddress: ${page.url}\n\nText of the page:\n${page.text}`,
    ...(signal && { abortSignal: signal }),
  });
  return object.summary;
}
