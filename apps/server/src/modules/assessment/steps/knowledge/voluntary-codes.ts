import { CODE_CATEGORIES, CODE_STATUSES, type Provenance, type SectionData } from '@impact/contracts';
import { z } from 'zod';
import { evidenceProvenance, voluntaryCodesFromPages } from '../../knowledge-sections/evidence.js';
import type { SectionResult, StepInput, StepModel, WebsiteContext } from '../step-types.js';
import { askWithPrompt, llmProvenance, withKnowledgeBaseVersion, withNote } from '../model-call.js';
import { isCatalogueCode, quoteNamesCode } from './code-names.js';
import { pageLabel, pageSource } from '../../../chat/documents/document-sources.js';
import { clip, pagesByUrl, urlKey, websiteReadOn, type WebsitePage } from './context-sources.js';
import { displayQuote, findQuote, normalizeText } from './quote-check.js';
import { renderProfile, renderWebsite } from './render-context.js';

type VoluntaryCodes = SectionData<'VoluntaryCodesAdopted'>;
type Code = VoluntaryCodes['codes'][number];

const MAX_CODES = 40;
const RULE_OF_EVIDENCE =
  "A code is listed only where the company's own text says it holds it, is a member or signatory, or is working towards it; mentions alone do not count.";

const proposedCodeSchema = z.object({
  name: z.string().describe("The code's official name"),
  category: z.enum(CODE_CATEGORIES).describe('What the code is mainly about'),
  status: z
    .enum(CODE_STATUSES)
    .describe(
      'How the company holds it: "Certified" (certificate, label, management system), "Member" (an initiative), "Participant" (UN Global Compact), "Rated" (a rating agency grade), "Validated" (science-based targets); "In process" when working towards it',
    ),
  description: z.string().describe('One or two sentences: what the code is and what the company holds'),
  validUntil: z
    .string()
    .nullable()
    .describe(
      'The expiry date as YYYY-MM-DD only when the quoted sentence states it, YYYY-MM when it states only the month and year, YYYY when it states only the year, else null',
    ),
  sourceUrl: z.string().describe("The URL of the company's page that states it, copied exactly"),
  quote: z
    .string()
    .describe('The sentence of that page stating that the company holds or pursues it, copied word for word'),
});

const codesAnswerSchema = z.object({
  summary: z
    .string()
    .describe(
      "Two or three sentences on what the codes (the knowledge base's and yours) say about the company",
    ),
  codes: z
    .array(proposedCodeSchema)
    .describe("Codes the company's pages state as adopted that the knowledge base findings lack"),
});
type ProposedCode = z.infer<typeof proposedCodeSchema>;

const INSTRUCTIONS =
  "The knowledge base has already found the codes listed below on the company's own pages. List only " +
  'codes it missed, each with the page URL and the sentence of that page, copied word for word, that ' +
  'states the company holds or pursues it. Then write the summary of all codes.';

/**
 * The voluntary codes the company's own pages state as adopted: the knowledge base's detection, plus
 * (with a model, one call) codes its catalogue lacks, each kept only when the sentence the model quotes is
 * on the page it cites and names the code.
 */
export async function computeVoluntaryCodes(
  input: StepInput,
): Promise<SectionResult<'VoluntaryCodesAdopted'>> {
  const { website } = input;
  if (!website) return notRead();
  const found = voluntaryCodesFromPages(website, input.documents);
  const provenance = evidenceProvenance(website);
  if (!input.model || website.pages.length === 0) {
    const data = { summary: summaryOf(found.codes, website), codes: found.codes };
    return { key: 'VoluntaryCodesAdopted', data, provenance: { ...provenance, outcome: outcomeOf(data) } };
  }
  return withModel({ ...input, model: input.model }, website, found.codes, provenance);
}

async function withModel(
  input: StepInput & { model: StepModel },
  website: WebsiteContext,
  detected: Code[],
  kbProvenance: Provenance,
): Promise<SectionResult<'VoluntaryCodesAdopted'>> {
  const { prompt, answer } = await askWithPrompt(input, input.model, 'voluntaryCodes_prompt', {
    schema: codesAnswerSchema,
    prompt: [INSTRUCTIONS, renderProfile(input), renderDetected(detected), renderWebsite(website)].join(
      '\n\n',
    ),
  });
  const taken = new Set(detected.map((code) => normalizeText(code.name)));
  const added: Code[] = [];
  let dropped = 0;
  const pages = pagesByUrl(website);
  for (const proposed of answer.codes) {
    const key = normalizeText(proposed.name);
    if (key === '' || taken.has(key) || isCatalogueCode(proposed.name)) continue;
    const code = verified(proposed, pages, websiteReadOn(website));
    if (!code) {
      dropped += 1;
      continue;
    }
    taken.add(key);
    added.push(code);
  }
  const codes = [...detected, ...added].slice(0, MAX_CODES);
  // The model's summary may describe a code that was dropped: only a fully verified answer writes it.
  const modelSummary = dropped === 0 ? answer.summary.trim() : '';
  const data = { summary: clip(modelSummary || summaryOf(codes, website), 3000), codes };
  const outcome = outcomeOf(data);
  const droppedNote = dropped > 0 ? ` ${dropped} code(s) the model named were left out: unverifiable.` : '';
  if (added.length === 0 && modelSummary === '')
    return {
      key: 'VoluntaryCodesAdopted',
      data,
      provenance: { ...withNote(kbProvenance, `The model added no verifiable code.${droppedNote}`), outcome },
    };
  const note =
    `${detected.length} code(s) found by the knowledge base on the company's own pages, ${added.length} ` +
    `added by the model, each with a sentence checked on the page it cites; the summary is ` +
    `${modelSummary ? "the model's" : 'built from the list'}.${droppedNote}`;
  return {
    key: 'VoluntaryCodesAdopted',
    data,
    provenance: llmProvenance(input.model, prompt, withKnowledgeBaseVersion(note), outcome),
  };
}

/** The code as the section holds it, or undefined when its quote is not on the page it cites. */
function verified(proposed: ProposedCode, pages: Map<string, WebsitePage>, readOn: string): Code | undefined {
  const key = urlKey(proposed.sourceUrl);
  const page = key ? pages.get(key) : undefined;
  if (!page || !findQuote(page.content, proposed.quote) || !quoteNamesCode(proposed.quote, proposed.name))
    return undefined;
  const quote = clip(displayQuote(proposed.quote), 600);
  const description = `${proposed.description.trim()} The company's own page states: “${quote}”`;
  return {
    name: clip(proposed.name, 200),
    category: proposed.category,
    status: proposed.status,
    description: clip(description, 2000),
    validUntil: validUntilIn(proposed.validUntil, quote),
    sources: [pageSource(page, readOn, quote)],
  };
}

/** An expiry date (or month or year alone) is kept only when well-formed and its year is in the quoted sentence. */
function validUntilIn(date: string | null, quote: string): string | null {
  if (!date || !/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(date) || Number.isNaN(Date.parse(date))) return null;
  return quote.includes(date.slice(0, 4)) ? date : null;
}

function summaryOf(codes: Code[], website: WebsiteContext): string {
  if (codes.length > 0) {
    const listed = codes.map((code) => `${code.name} (${code.status})`).join(', ');
    const plural = codes.length === 1 ? '' : 's';
    return clip(
      `The company's own pages state ${codes.length} voluntary code${plural} or certification${plural}: ${listed}. ${RULE_OF_EVIDENCE}`,
      3000,
    );
  }
  const checked = website.pages.map(pageLabel);
  const shown =
    checked.slice(0, 5).join(', ') + (checked.length > 5 ? ` and ${checked.length - 5} more` : '');
  const where =
    checked.length === 0
      ? `No page text could be read from the company's website on ${websiteReadOn(website)}.`
      : `Checked ${checked.length} page(s) of the company's website read on ${websiteReadOn(website)}: ${shown}.`;
  return clip(
    `No voluntary codes, certifications or initiative memberships were found stated as adopted. ${where} ${RULE_OF_EVIDENCE}`,
    3000,
  );
}

const outcomeOf = (data: VoluntaryCodes): 'found' | 'nothing-found' =>
  data.codes.length > 0 ? 'found' : 'nothing-found';

function notRead(): SectionResult<'VoluntaryCodesAdopted'> {
  return {
    key: 'VoluntaryCodesAdopted',
    data: {
      summary:
        "Not researched: the company's website has not been read, so no voluntary codes, certifications or memberships could be checked.",
      codes: [],
    },
    provenance: {
      method: 'extraction',
      provider: 'website',
      note: "The company's website has not been read (no website context).",
      outcome: 'not-researched',
    },
  };
}

function renderDetected(codes: Code[]): string {
  if (codes.length === 0) return '## Knowledge base findings\nNo codes found.';
  const lines = codes.map((code) => `- ${code.name} (${code.status}): ${code.description}`);
  return `## Knowledge base findings\n${lines.join('\n')}`;
}
