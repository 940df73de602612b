import { INITIATIVE_CATEGORIES, INITIATIVE_STATUSES, type Provenance } from '@impact/contracts';
import { extractInitiativeBlocks, extractInitiativeCandidates } from '@impact/knowledge';
import { z } from 'zod';
import { isUploadedDocumentPage, pageRef } from '../../../chat/documents/document-sources.js';
import { composePrompt } from '../../prompts/defaults/compose.js';
import type { InitiativeFinding, StepInput, StepModel } from '../step-types.js';
import { askModel, llmProvenance } from '../model-call.js';
import { citedSources, firstKnown, sourceIndex, websiteRetrievedAt } from './cited-sources.js';
import { renderContext } from './context-text.js';
import { withoutRestatements } from './initiative-restatements.js';
import { normalizeInitiativeTitle } from './initiative-title.js';
import { hasEvidence, outcomeOf, pagesProvenance, whatWasRead, whyNoModel } from './step-support.js';
import { clip, plural } from './text.js';

export const MAX_INITIATIVES = 20;

/** Spec 02 has no prompt key for initiatives, so the instruction ships here (and is not editable). */
export const INITIATIVES_PROMPT_VERSION = 1;
export const INITIATIVES_SYSTEM_PROMPT = composePrompt({
  task:
    'You list the sustainability initiatives of a client company: programmes, projects, partnerships, ' +
    'schemes and funds the company itself runs or takes part in, so that a consultant can build its ' +
    'impact strategy on what already exists.',
  output: [
    'title: the initiative’s own name when it has one (e.g. "Pump Efficiency Retrofit Programme"), else a ' +
      'short descriptive title; one entry per initiative.',
    'description: two or three sentences on what it does, for whom, since when and with which results, ' +
      'only as the sources state them.',
    `category: one of ${INITIATIVE_CATEGORIES.join(', ')}.`,
    'status: "active" (running), "planned" (announced, not started) or "completed" (ended).',
    'sources: the URLs the initiative rests on.',
  ],
  rules: [
    'A standard the company follows, a certification it holds or a body it is a member of is not its ' +
      'initiative; a target alone ("net zero by 2040") is not an initiative either.',
    `List at most ${MAX_INITIATIVES}, the most significant first.`,
  ],
  nothingFound: 'answer an empty list.',
});

const modelSchema = z.object({
  initiatives: z
    .array(
      z.object({
        title: z.string().describe('The initiative’s own name, or a short descriptive title'),
        description: z.string().describe('What it does, for whom, since when, with which results'),
        category: z.enum(INITIATIVE_CATEGORIES).describe('The category that fits best'),
        status: z.enum(INITIATIVE_STATUSES).describe('active, planned or completed'),
        sources: z
          .array(z.string())
          .describe('URLs, copied exactly from the context, of the sources that describe it'),
      }),
    )
    .describe('The company’s own sustainability initiatives, most significant first'),
});

export interface InitiativesResult {
  findings: InitiativeFinding[];
  provenance: Provenance;
}

/** One finding per normalised title (the first wins), at most MAX_INITIATIVES. */
function distinct(findings: InitiativeFinding[]): InitiativeFinding[] {
  const seen = new Set<string>();
  return findings
    .filter((finding) => {
      const key = normalizeInitiativeTitle(finding.title);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_INITIATIVES);
}

/**
 * A plan in the other languages the pages are read in: 'está previsto para 2026', 'ist für 2026
 * geplant', 'est prévu en 2026', 'está prevista para 2026', 'è previsto nel 2026', 'staat gepland voor
 * 2026'. Only the planned word beside a coming year: 'conforme previsto' says a plan was kept.
 */
const PLANNED_ELSEWHERE =
  /(?<!\p{L})(?:previst[oa]s?|prevista|geplant|pr[ée]vue?s?|gepland|planead[oa]s?|planifi[ée]e?s?)\s+(?:\p{L}+\s+){0,2}?(?:20[2-9]\d)(?!\d)|(?<!\p{L})(?:f[üu]r|para|pour|per|voor|en|nel|in)\s+20[2-9]\d\s+(?:geplant|gepland|pr[ée]vue?s?|previst[oa]s?)(?!\p{L})/iu;

/**
 * 'we will launch' is a plan and 'the project ended in 2022' is done; anything else the page runs is
 * active. 'We completed 1,850 green mortgages' counts the work done so far, not the programme's end.
 */
export function statusFrom(text: string): InitiativeFinding['status'] {
  if (
    /\b(?:completed|concluded|finished|ended)\b(?!\s+(?:over\s+|more\s+than\s+|some\s+|around\s+)?\d)/i.test(
      text,
    )
  )
    return 'completed';
  if (
    /\b(?:will (?:launch|start|introduce|roll out)|plans? to|planning to|is due to start)\b/i.test(text) ||
    PLANNED_ELSEWHERE.test(text)
  )
    return 'planned';
  return 'active';
}

function fromPages(input: StepInput): InitiativesResult {
  const retrievedAt = websiteRetrievedAt(input);
  // A heading with its paragraph names an initiative as the page lays it out; these come first, so a
  // sentence naming the same one later adds nothing.
  const blocks = extractInitiativeBlocks(input.documents, { retrievedAt }).map((candidate) => ({
    ...candidate,
    foundIn: undefined,
  }));
  const sentences = (input.website?.pages ?? []).flatMap((page) =>
    extractInitiativeCandidates(page.content, pageRef(page), { retrievedAt }).map((candidate) => ({
      ...candidate,
      foundIn: page,
    })),
  );
  const candidates = [...blocks, ...sentences];
  const findings = distinct(
    withoutRestatements(
      candidates.map((candidate) => ({
        title: clip(candidate.title, 200),
        description: clip(candidate.description, 2000),
        category: candidate.category,
        status: candidate.status ?? statusFrom(candidate.description),
        sources: candidate.sources,
        sourceMetadata:
          candidate.foundIn && isUploadedDocumentPage(candidate.foundIn)
            ? { type: 'uploaded-document', retrievedDate: retrievedAt, source: candidate.foundIn.title }
            : { type: 'website', retrievedDate: retrievedAt, source: candidate.sourceUrl },
      })),
    ),
  );
  const read = whatWasRead(input, { pages: true, research: false });
  return {
    findings,
    provenance: pagesProvenance(
      input,
      `Programmes the company's own pages present as its own (a heading with its paragraph under 'Our programmes' or on a sustainability page; 'our … Programme', 'we launched …', 'we partner with …'), read from ${read}: ${plural(findings.length, 'initiative')}; ${whyNoModel(input)}.`,
      findings.length > 0,
    ),
  };
}

async function withModel(input: StepInput, model: StepModel): Promise<InitiativesResult> {
  const answer = await askModel(model, {
    schema: modelSchema,
    system: INITIATIVES_SYSTEM_PROMPT,
    prompt: renderContext(input, { researchChars: 8000, pageChars: 14000 }),
    signal: input.signal,
  });
  const index = sourceIndex(input);
  const findings = distinct(
    answer.initiatives.flatMap((item): InitiativeFinding[] => {
      const sources = citedSources(item.sources, index);
      const first = firstKnown(item.sources, index);
      if (sources.length === 0 || !first || !item.title.trim()) return [];
      const fromResearch = first.origin === 'web-research';
      return [
        {
          title: clip(item.title, 200),
          description: clip(item.description, 2000),
          category: item.category,
          status: item.status,
          sources,
          sourceMetadata: {
            type: first.source.url === null ? 'uploaded-document' : first.origin,
            retrievedDate: first.source.retrievedAt.slice(0, 10),
            ...(fromResearch && first.query ? { query: first.query } : {}),
            source: first.source.url ?? first.source.title,
          },
        },
      ];
    }),
  );
  const dropped = answer.initiatives.length - findings.length;
  const read = whatWasRead(input, { pages: true, research: true });
  return {
    findings,
    provenance: llmProvenance(
      model,
      undefined,
      `Read ${read} with the initiatives prompt built into the application (version ${INITIATIVES_PROMPT_VERSION}); ${plural(dropped, 'item')} without a source from the context, or repeating a title, left out.`,
      outcomeOf(findings.length > 0, true),
    ),
  };
}

/** The company's own sustainability initiatives, each with its sources and how it was found (spec 02 §3). */
export async function computeInitiatives(input: StepInput): Promise<InitiativesResult> {
  if (input.model && hasEvidence(input)) return withModel(input, input.model);
  return fromPages(input);
}
