import { SENTIMENTS, type SectionData, type Source } from '@impact/contracts';
import { z } from 'zod';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askWithPrompt, llmProvenance } from '../model-call.js';
import { citedSources, sourceIndex, uniqueSources } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { credibilityScore, type CredibilityScore } from './credibility.js';
import { findRatings } from './esg-ratings.js';
import { disclosureEvidence, findCertifications } from './perception-evidence.js';
import { perceptionContextBlocks, ratingLabel, summaryWithoutModel } from './perception-text.js';
import { researchMissingReason, researchWasRun } from './research-answers.js';
import { extractionProvenance, hasEvidence, outcomeOf, whatWasRead, whyNoModel } from './step-support.js';
import { clip, plural, yearOf } from './text.js';

type PerceptionData = SectionData<'PublicPerception'>;
type ControversiesData = SectionData<'Controversies'>;
/**
 * The Controversies section (undefined when not produced), or its promise while the controversies are
 * judged in the same run: the model is asked meanwhile and the score weighs them once they are in.
 */
type Controversies = ControversiesData | undefined | Promise<ControversiesData | undefined>;

const urls = (what: string) =>
  z.array(z.string()).describe(`URLs, copied exactly from the context, of the sources ${what}`);

const modelSchema = z.object({
  summary: z.string().describe('Three or four sentences on the company’s sustainability reputation'),
  summarySources: urls('the summary rests on'),
  mediaSentiment: z
    .object({
      overall: z.enum(SENTIMENTS).describe('The tone of independent coverage; Neutral when coverage is thin'),
      keyThemes: z
        .array(z.object({ theme: z.string().describe('A short theme'), sources: urls('that show it') }))
        .describe('Three to eight themes of independent coverage'),
    })
    .describe('The tone and themes of independent media coverage'),
  ngoActivity: z
    .object({
      details: z
        .array(
          z.object({ detail: z.string().describe('Who, what and when'), sources: urls('that report it') }),
        )
        .describe('Named NGOs, activist groups or campaigns addressing the company'),
    })
    .describe('What NGOs and activists say or do about the company'),
  esgRatings: z
    .array(
      z.object({
        agency: z.string().describe('e.g. "MSCI", "Sustainalytics", "CDP", "EcoVadis"'),
        rating: z.string().describe('The rating exactly as published'),
        date: z.string().describe('The year or date the source gives'),
        sources: urls('that report the rating'),
      }),
    )
    .describe('Each rating a source reports for the company'),
  certifications: z
    .array(
      z.object({
        name: z.string().describe('The certification or award'),
        year: z.number().int().nullable().describe('The year awarded as a source states it, else null'),
        sources: urls('that state it'),
      }),
    )
    .describe('Certifications and sustainability awards the company holds'),
  credibilityScore: z
    .object({
      score: z.number().describe('Copied from the computed score in the context'),
      maxScore: z.number().describe('Copied from the computed score in the context'),
      rationale: z.array(z.string()).describe('Copied from the computed score in the context'),
    })
    .describe('The application computes this; copy it unchanged (it is replaced by the formula anyway)'),
});

function scoreFor(
  input: StepInput,
  found: { ratings: PerceptionData['esgRatings']; certifications: PerceptionData['certifications'] },
  controversies: ControversiesData | undefined,
): { score: CredibilityScore; disclosureSources: Source[] } {
  const { sources, ...disclosure } = disclosureEvidence(input, { ratings: found.ratings });
  const score = credibilityScore({
    today: input.today,
    esgRatings: found.ratings,
    certifications: found.certifications,
    controversies,
    disclosure,
  });
  return { score, disclosureSources: sources };
}

function withoutModel(
  input: StepInput,
  controversies: ControversiesData | undefined,
): SectionResult<'PublicPerception'> {
  const ratings = findRatings(input);
  const certifications = findCertifications(input);
  const esgRatings = ratings.map(({ agency, rating, date }) => ({ agency, rating, date }));
  const certs = certifications.map(({ name, year }) => ({ name: clip(name, 200), year }));
  const { score, disclosureSources } = scoreFor(
    input,
    { ratings: esgRatings, certifications: certs },
    controversies,
  );
  const found = ratings.length + certifications.length > 0;
  const data: PerceptionData = {
    summary: clip(summaryWithoutModel(input, ratings, certifications), 3000),
    // Without coverage read there is no tone to judge: 'Neutral' would claim one.
    mediaSentiment: { overall: null, keyThemes: [] },
    ngoActivity: { mentions: false, details: [] },
    esgRatings,
    certifications: certs,
    credibilityScore: score,
    sources: uniqueSources([
      ...ratings.flatMap((r) => r.sources),
      ...certifications.flatMap((c) => c.sources),
      ...disclosureSources,
    ]),
  };
  const read = whatWasRead(input, { pages: true, research: true });
  return {
    key: 'PublicPerception',
    data,
    provenance: extractionProvenance(
      'extraction',
      `ESG ratings and certifications found by pattern (agencies' grade scales, the codes catalogue) in ${read}; sentiment and NGO activity not judged because ${whyNoModel(input)}. Credibility score by the application's formula.`,
      outcomeOf(found, researchWasRun(input)),
    ),
  };
}

async function withModel(
  input: StepInput,
  model: StepModel,
  controversiesFound: Controversies,
): Promise<SectionResult<'PublicPerception'>> {
  const judged = !(controversiesFound instanceof Promise);
  const known = judged ? controversiesFound : undefined;
  // The score the model is shown is the formula over what patterns found; the stored one is the same
  // formula over the ratings and certifications the answer keeps (cited ones only).
  const provisional = scoreFor(
    input,
    { ratings: findRatings(input), certifications: findCertifications(input) },
    known,
  );
  const { prompt, answer } = await askWithPrompt(input, model, 'publicPerception_prompt', {
    schema: modelSchema,
    prompt: renderContext(input, {
      researchChars: 12000,
      pageChars: 8000,
      extra: perceptionContextBlocks(provisional.score, judged ? known : 'being judged'),
    }),
  });
  const controversies = await controversiesFound;
  const index = sourceIndex(input);
  const cite = (list: string[]) => citedSources(list, index);
  const themes = answer.mediaSentiment.keyThemes
    .map((item) => ({ text: clip(item.theme, 200), sources: cite(item.sources) }))
    .filter((item) => item.text && item.sources.length > 0)
    .slice(0, 12);
  const details = answer.ngoActivity.details
    .map((item) => ({ text: clip(item.detail, 1000), sources: cite(item.sources) }))
    .filter((item) => item.text && item.sources.length > 0)
    .slice(0, 12);
  const ratings = answer.esgRatings
    .map((item) => ({
      agency: clip(item.agency, 120),
      rating: clip(item.rating, 60),
      date: clip(item.date, 40) || 'Not stated',
      sources: cite(item.sources),
    }))
    .filter((item) => item.agency && item.rating && item.sources.length > 0)
    .slice(0, 12);
  const latestYear = yearOf(input.today);
  const certifications = answer.certifications
    .map((item) => {
      const sources = cite(item.sources);
      const stated = item.year !== null && item.year >= 1900 && item.year <= latestYear;
      // No year stated: the year the source was read, when it stated the certification as held.
      const year = stated ? item.year! : yearOf(sources[0]?.retrievedAt ?? input.today);
      return { name: clip(item.name, 200), year, sources };
    })
    .filter((item) => item.name && item.sources.length > 0)
    .slice(0, 20);
  const summarySources = answer.summary.trim() ? cite(answer.summarySources) : [];
  const esgRatings = ratings.map(({ agency, rating, date }) => ({ agency, rating, date }));
  const certs = certifications.map(({ name, year }) => ({ name, year }));
  const { score, disclosureSources } = scoreFor(
    input,
    { ratings: esgRatings, certifications: certs },
    controversies,
  );
  const found = summarySources.length + themes.length + details.length + ratings.length + certs.length > 0;
  const data: PerceptionData = {
    summary: clip(
      summarySources.length > 0 ? answer.summary : fallbackSummary(input, esgRatings.length, certs.length),
      3000,
    ),
    mediaSentiment: {
      overall: themes.length > 0 ? answer.mediaSentiment.overall : null,
      keyThemes: themes.map((item) => item.text),
    },
    ngoActivity: { mentions: details.length > 0, details: details.map((item) => item.text) },
    esgRatings,
    certifications: certs,
    credibilityScore: score,
    sources: uniqueSources([
      ...summarySources,
      ...[...themes, ...details, ...ratings, ...certifications].flatMap((item) => item.sources),
      ...disclosureSources,
    ]),
  };
  const read = whatWasRead(input, { pages: true, research: true });
  return {
    key: 'PublicPerception',
    data,
    provenance: llmProvenance(
      model,
      prompt,
      `Read ${read}; items without a source from the context left out. Credibility score by the application's formula (${ratingLabel(score)}), not the model's.`,
      outcomeOf(found, researchWasRun(input)),
    ),
  };
}

function fallbackSummary(input: StepInput, ratings: number, certifications: number): string {
  const coverage = researchWasRun(input)
    ? 'Little independent coverage of the company’s sustainability was found in the sources checked.'
    : `Independent coverage was not checked: ${researchMissingReason(input)}.`;
  if (ratings + certifications === 0) return coverage;
  return `${coverage} The sources report ${plural(ratings, 'ESG rating')} and ${plural(certifications, 'certification')}.`;
}

/**
 * How the outside world sees the company's sustainability performance (spec 02 §3). The credibility
 * score is always the application's formula (credibility.ts), whatever a model answers.
 */
export async function computePublicPerception(
  input: StepInput,
  controversies: Controversies,
): Promise<SectionResult<'PublicPerception'>> {
  // Read once the model has answered; a failure meanwhile is the model's, not an unhandled one.
  if (controversies instanceof Promise) controversies.catch(() => undefined);
  if (input.model && hasEvidence(input)) return withModel(input, input.model, controversies);
  return withoutModel(input, await controversies);
}
