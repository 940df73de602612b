import { z } from 'zod';
import { classificationOf, classifiedBusinessModel } from '../../knowledge-sections/classification.js';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askWithPrompt, llmProvenance } from '../model-call.js';
import {
  NOT_STATED,
  businessNotDescribed,
  businessSentences,
  profitabilitySentence,
  revenueNotStated,
  revenueSentence,
} from './business-facts.js';
import { figuresBorneOut } from './business-figures.js';
import { citedSources, sourceIndex, uniqueSources } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { hasEvidence, outcomeOf, pagesProvenance, whatWasRead, whyNoModel } from './step-support.js';
import { clip } from './text.js';

type BusinessData = SectionResult<'BusinessModelOverview'>['data'];

const PREFER = /about|company|who-we-are|investor|annual|report|business|what-we-do|brand|product|service/i;

const sourcesField = (what: string) =>
  z.array(z.string()).describe(`URLs, copied exactly from the context, of the sources ${what} rests on`);

const modelSchema = z.object({
  summary: z
    .string()
    .describe(
      'Three to five sentences on what the company sells, to whom, through which channels, where it sits in the value chain and its main segments',
    ),
  summarySources: sourcesField('the summary'),
  revenue: z
    .string()
    .describe(
      'The latest annual revenue as a source states it, with currency and year; empty when none does',
    ),
  revenueSources: sourcesField('the revenue figure'),
  profitability: z
    .string()
    .describe(
      'The latest operating profit, margin or net result as a source states it, with its year; empty when none does',
    ),
  profitabilitySources: sourcesField('the profitability figure'),
});

const quote = (text: string) => `The company's own page states: “${text}”`;

/**
 * The knowledge base's classification of the company's own words: NACE Rev. 2.1 sector, customer
 * model and production model, each with the phrase that decided it (the consultant's industry wins).
 */
function classified(input: StepInput) {
  const retrievedAt = (input.website?.generatedAt ?? input.today).slice(0, 10);
  return classifiedBusinessModel(classificationOf(input.client, input.website), retrievedAt);
}

function fromPages(input: StepInput): SectionResult<'BusinessModelOverview'> {
  const business = businessSentences(input);
  const revenue = revenueSentence(input);
  const profit = profitabilitySentence(input);
  const found = business.length > 0 || revenue !== undefined || profit !== undefined;
  const data: BusinessData = {
    summary: clip(
      business.length > 0
        ? `From the company's own pages (quoted, not reworded): ${business.map((s) => s.text).join(' ')}`
        : businessNotDescribed(input),
      3000,
    ),
    revenue: clip(revenue ? quote(revenue.text) : revenueNotStated(input), 1000),
    profitability: clip(profit ? quote(profit.text) : NOT_STATED, 1000),
    sources: uniqueSources(
      [...business, ...(revenue ? [revenue] : []), ...(profit ? [profit] : [])].map((s) => s.source),
    ),
    ...classified(input),
  };
  const read = whatWasRead(input, { pages: true, research: false });
  return {
    key: 'BusinessModelOverview',
    data,
    provenance: pagesProvenance(
      input,
      `Sentences of the company's own pages (${read}) that say what it does, and revenue or profit figures stated with an amount; ${whyNoModel(input)}.`,
      found,
    ),
  };
}

async function withModel(
  input: StepInput,
  model: StepModel,
): Promise<SectionResult<'BusinessModelOverview'>> {
  const { prompt, answer } = await askWithPrompt(input, model, 'business_model_overview_prompt', {
    schema: modelSchema,
    prompt: renderContext(input, { researchChars: 6000, pageChars: 16000, prefer: PREFER }),
  });
  const index = sourceIndex(input);
  const cited = (text: string, urls: string[]) => (text.trim() ? citedSources(urls, index) : []);
  // A revenue or profit whose figures no cited sentence states is not kept: counted as dropped.
  const borneOut = (text: string, urls: string[], indicator: 'revenue' | 'profit') =>
    figuresBorneOut(input, { text, sources: urls, indicator });
  const revenueStands = borneOut(answer.revenue, answer.revenueSources, 'revenue');
  const profitStands = borneOut(answer.profitability, answer.profitabilitySources, 'profit');
  const droppedNumbers = Number(!revenueStands) + Number(!profitStands);
  const summarySources = cited(answer.summary, answer.summarySources);
  const revenueSources = revenueStands ? cited(answer.revenue, answer.revenueSources) : [];
  const profitSources = profitStands ? cited(answer.profitability, answer.profitabilitySources) : [];
  const data: BusinessData = {
    summary: clip(summarySources.length > 0 ? answer.summary : businessNotDescribed(input), 3000),
    revenue: clip(revenueSources.length > 0 ? answer.revenue : revenueNotStated(input), 1000),
    profitability: clip(profitSources.length > 0 ? answer.profitability : NOT_STATED, 1000),
    sources: uniqueSources([...summarySources, ...revenueSources, ...profitSources]),
    ...classified(input),
  };
  const read = whatWasRead(input, { pages: true, research: true });
  const dropped =
    droppedNumbers > 0
      ? ` ${droppedNumbers} figure field(s) the model gave were left out: no sentence of the sources it cites states that figure for that year.`
      : '';
  const provenance = llmProvenance(
    model,
    prompt,
    `Read ${read}; a field without a source from the context was replaced by what the sources do not state.${dropped}`,
    outcomeOf(data.sources.length > 0, true),
  );
  return { key: 'BusinessModelOverview', data, provenance: { ...provenance, droppedNumbers } };
}

/** How the company creates and captures value: summary, revenue and profitability (spec 02 §3). */
export async function computeBusinessModel(
  input: StepInput,
): Promise<SectionResult<'BusinessModelOverview'>> {
  if (input.model && hasEvidence(input)) return withModel(input, input.model);
  return fromPages(input);
}
