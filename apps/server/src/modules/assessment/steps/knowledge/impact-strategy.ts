import type { Provenance, SectionData, Source } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION, materialityFor, siteSettingsIn } from '@impact/knowledge';
import { z } from 'zod';
import { companyForStep } from '../../knowledge-sections/compute.js';
import { DEFAULT_PROMPTS } from '../../prompts/prompt-keys.js';
import type { SectionResult, StepInput, StepModel } from '../step-types.js';
import { askModel, llmProvenance, promptOf, withKnowledgeBaseVersion } from '../model-call.js';
import { citedSources, clip, contextSources, mergeSources, researchAnswers } from './context-sources.js';
import { renderProfile, renderResearch, renderWebsite } from './render-context.js';

type FocusAreas = SectionData<'FocusAreas'>;
type ImpactTopics = SectionData<'ImpactTopics'>;

const tailoredSchema = z.object({
  name: z
    .string()
    .describe('The name exactly as the knowledge base gives it, copied character for character'),
  description: z
    .string()
    .describe(
      'Two or three sentences on why this matters for this company, using what its pages or the web ' +
        'research state about it (programmes, targets, results); only what the context states',
    ),
  sourceUrls: z
    .array(z.string())
    .describe(
      "URLs copied exactly from the context (the company's pages or the research sources) that support " +
        'what the description says about the company; empty when the context says nothing about it',
    ),
});

const tailoringSchema = z.object({
  focusAreas: z
    .array(tailoredSchema)
    .describe('One entry per focus area of the knowledge base, same names, same order'),
  impactTopics: z
    .array(tailoredSchema)
    .describe('One entry per impact topic of the knowledge base, same names, same order'),
});
type Tailored = z.infer<typeof tailoredSchema>;

const INSTRUCTIONS =
  'Tailor the descriptions of the focus areas and impact topics of the knowledge base below to this ' +
  'company. Keep every name exactly as given; do not add, remove, rename or merge any. Where the ' +
  "company's pages or the web research say something about a focus area or topic, describe it with that " +
  'evidence and list the URLs you used. Where they say nothing, return the entry with an empty sourceUrls.';

const MAX_CITED = 10;

const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The company's focus areas and impact topics: the knowledge base's ESRS screening of its sector, with
 * descriptions tailored by the model (one call for both sections) when a model is configured and the
 * context holds company evidence. Names, tags and the topics' impact and financial scores are always the
 * knowledge base's: they group the topics and place them on the materiality matrix of the strategy page,
 * and the materiality screening is a rule, not a model's opinion.
 */
export async function computeImpactStrategy(
  input: StepInput,
): Promise<[SectionResult<'FocusAreas'>, SectionResult<'ImpactTopics'>]> {
  // Where the sites stand (by the sea, in the mountains) only as the company's own pages state it.
  const siteSettings = siteSettingsIn((input.website?.pages ?? []).map((page) => page.content));
  const materiality = materialityFor(companyForStep(input), { siteSettings });
  const focusAreas: FocusAreas = materiality.focusAreas;
  const impactTopics: ImpactTopics = materiality.impactTopics;
  const ruleProvenance: Provenance = {
    method: 'rule',
    provider: 'knowledge-base',
    note: clip(`Knowledge base ${KNOWLEDGE_BASE_VERSION}: ${materiality.note}`, 1000),
    outcome: focusAreas.length > 0 ? 'found' : 'nothing-found',
  };
  const hasEvidence = (input.website?.pages.length ?? 0) > 0 || researchAnswers(input.web).length > 0;
  // Without company evidence every tailored description would be uncited and dropped: no call to pay for.
  if (!input.model || !hasEvidence || focusAreas.length === 0) {
    return [
      { key: 'FocusAreas', data: focusAreas, provenance: ruleProvenance },
      { key: 'ImpactTopics', data: impactTopics, provenance: ruleProvenance },
    ];
  }
  return tailorWithModel({ ...input, model: input.model }, focusAreas, impactTopics, ruleProvenance);
}

async function tailorWithModel(
  input: StepInput & { model: StepModel },
  focusAreas: FocusAreas,
  impactTopics: ImpactTopics,
  ruleProvenance: Provenance,
): Promise<[SectionResult<'FocusAreas'>, SectionResult<'ImpactTopics'>]> {
  const prompt = promptOf(input, 'focusAreas_prompt');
  const answer = await askModel(input.model, {
    schema: tailoringSchema,
    // One call answers both sections, so the impact topics' instructions ride along.
    system: `${prompt.content}\n\n${DEFAULT_PROMPTS.impactTopics_prompt}`,
    prompt: [
      INSTRUCTIONS,
      renderProfile(input),
      renderKnowledgeBase(focusAreas, impactTopics),
      renderResearch(input),
      renderWebsite(input.website),
    ].join('\n\n'),
    signal: input.signal,
  });
  const known = contextSources(input);
  const areas = applyTailoring(focusAreas, answer.focusAreas, known);
  const topics = applyTailoring(impactTopics, answer.impactTopics, known);
  const provenanceFor = (tailored: number, noun: string): Provenance =>
    tailored === 0
      ? {
          ...ruleProvenance,
          note: clip(`${ruleProvenance.note} The model's descriptions cited no page of the context.`, 1000),
        }
      : llmProvenance(
          input.model,
          prompt,
          withKnowledgeBaseVersion(
            `The ${noun} and their tags are the knowledge base's ESRS screening of the sector; the model ` +
              `tailored ${tailored} description(s) to the company, each citing its pages or research.`,
          ),
          'found',
        );
  return [
    { key: 'FocusAreas', data: areas.items, provenance: provenanceFor(areas.tailored, 'focus areas') },
    { key: 'ImpactTopics', data: topics.items, provenance: provenanceFor(topics.tailored, 'impact topics') },
  ];
}

/**
 * The knowledge base's items with the model's description where the model cited the context for it.
 * Items are matched by name: a name the knowledge base does not have is ignored, and an uncited
 * description is not taken (it would state things about the company without evidence).
 */
function applyTailoring<T extends { name: string; description: string; sources: Source[] }>(
  items: T[],
  answers: Tailored[],
  known: Map<string, Source>,
): { items: T[]; tailored: number } {
  const byName = new Map<string, Tailored>();
  for (const answer of answers)
    if (!byName.has(nameKey(answer.name))) byName.set(nameKey(answer.name), answer);
  let tailored = 0;
  const result = items.map((item) => {
    const answer = byName.get(nameKey(item.name));
    const cited = answer ? citedSources(answer.sourceUrls, known) : [];
    const description = answer?.description.trim() ?? '';
    if (cited.length === 0 || description === '') return item;
    tailored += 1;
    // The item's own `method: 'rule'` (when present) would now be wrong: only the contract's fields go on
    // (its scores and their rationale among them: the model tailors the words, not the screening).
    const {
      method: _method,
      knowledgeBaseVersion: _version,
      ...fields
    } = item as T & {
      method?: unknown;
      knowledgeBaseVersion?: unknown;
    };
    // The cited pages must survive the contracts' cap of 30 sources: the knowledge base's make room.
    const evidence = cited.slice(0, MAX_CITED);
    const sources = mergeSources(item.sources.slice(0, 30 - evidence.length), evidence);
    return { ...fields, description: clip(description, 2000), sources } as T;
  });
  return { items: result, tailored };
}

function renderKnowledgeBase(focusAreas: FocusAreas, impactTopics: ImpactTopics): string {
  const areas = focusAreas.map((area) => `- ${area.name}: ${area.description}`).join('\n');
  const topics = impactTopics
    .map((topic) => `- ${topic.name} [focus areas: ${topic.focusAreaTags.join('; ')}]: ${topic.description}`)
    .join('\n');
  return `## Knowledge base: focus areas\n${areas}\n\n## Knowledge base: impact topics\n${topics}`;
}
