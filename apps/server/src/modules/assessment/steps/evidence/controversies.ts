import { CONTROVERSY_STATUSES } from '@impact/contracts';
import { z } from 'zod';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askWithPrompt, llmProvenance } from '../model-call.js';
import { citedSources, sourceIndex } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { researchAnswers, researchMissingReason } from './research-answers.js';
import { extractionProvenance } from './step-support.js';
import { clip, plural, yearOf } from './text.js';

type ControversiesData = SectionResult<'Controversies'>['data'];
type Controversy = ControversiesData['controversies'][number];

const MAX_CONTROVERSIES = 30;

/** The start of the summary when nothing was judged; exported so readers can tell it from "none found". */
export const CONTROVERSIES_NOT_JUDGED = 'Controversies were not judged';

const modelSchema = z.object({
  summary: z
    .string()
    .describe(
      'Two or three sentences on the controversies found and the most serious, or that none were found, naming what was searched',
    ),
  controversies: z
    .array(
      z.object({
        category: z.string().describe('e.g. "Environment", "Labour & Human Rights", "Greenwashing"'),
        year: z.number().int().describe('The year the controversy arose'),
        status: z.enum(CONTROVERSY_STATUSES).describe('Resolved, Ongoing or Alleged, from the latest source'),
        title: z.string().describe('A short, neutral title'),
        description: z
          .string()
          .describe('What happened, who alleges what, and the company’s response when reported'),
        relevanceToImpact: z
          .string()
          .describe('How it bears on the impact strategy and the credibility of the company’s claims'),
        sources: z
          .array(z.string())
          .describe('URLs, copied exactly from the research answers’ sources, that report it'),
      }),
    )
    .describe('One entry per controversy, most recent first'),
});

function notJudged(input: StepInput): SectionResult<'Controversies'> {
  const answers = researchAnswers(input.web).length;
  const summary =
    answers > 0
      ? `${CONTROVERSIES_NOT_JUDGED}: judging controversies needs a language model and none is configured. The ${plural(answers, 'web research answer')} (see the Library) were not read for controversies, so this does not mean there are none.`
      : `${CONTROVERSIES_NOT_JUDGED}: ${researchMissingReason(input)}, and controversies are checked only in independent coverage, not on the company's own pages.`;
  return {
    key: 'Controversies',
    data: { hasControversies: false, summary: clip(summary, 3000), controversies: [] },
    provenance: extractionProvenance(
      'rule',
      answers > 0
        ? 'Nothing judged: the research answers need a language model to be read for controversies.'
        : 'Nothing judged: no web research answers to read.',
      'not-researched',
    ),
  };
}

async function withModel(input: StepInput, model: StepModel): Promise<SectionResult<'Controversies'>> {
  // Independent coverage only: the company's own pages do not report its controversies.
  const { prompt, answer } = await askWithPrompt(input, model, 'controversies_prompt', {
    schema: modelSchema,
    prompt: renderContext(input, { researchChars: 22000, pageChars: 0 }),
  });
  const index = sourceIndex({ ...input, website: undefined });
  const latestYear = yearOf(input.today);
  const kept: Controversy[] = answer.controversies.flatMap((item) => {
    const sources = citedSources(item.sources, index);
    const dated = item.year >= 1900 && item.year <= latestYear;
    if (sources.length === 0 || !dated || !item.title.trim()) return [];
    return [
      {
        category: clip(item.category, 120) || 'Other',
        year: item.year,
        status: item.status,
        title: clip(item.title, 200),
        description: clip(item.description, 3000),
        relevanceToImpact: clip(item.relevanceToImpact, 2000),
        sources,
      },
    ];
  });
  const controversies = kept.toSorted((a, b) => b.year - a.year).slice(0, MAX_CONTROVERSIES);
  const dropped = answer.controversies.length - kept.length;
  const answers = plural(researchAnswers(input.web).length, 'web research answer');
  const leftOut =
    dropped > 0
      ? ` ${plural(dropped, 'item')} without a source from the research or a valid year left out.`
      : '';
  const summary =
    controversies.length > 0
      ? `${answer.summary.trim()}${leftOut}`
      : `No public controversies were found in the sources checked (${answers}).${leftOut}`;
  return {
    key: 'Controversies',
    data: { hasControversies: controversies.length > 0, summary: clip(summary, 3000), controversies },
    provenance: llmProvenance(
      model,
      prompt,
      `Read ${answers} (independent coverage only); ${plural(dropped, 'item')} without a source from the research, or with an impossible year, left out.`,
      controversies.length > 0 ? 'found' : 'nothing-found',
    ),
  };
}

/** Sustainability controversies from the web research answers only (independent coverage; spec 02 §3). */
export async function computeControversies(input: StepInput): Promise<SectionResult<'Controversies'>> {
  if (!input.model || researchAnswers(input.web).length === 0) return notJudged(input);
  return withModel(input, input.model);
}
