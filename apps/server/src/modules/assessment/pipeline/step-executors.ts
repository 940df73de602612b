import type { SectionData } from '@impact/contracts';
import type { Database } from '../../../db/client.js';
import { citeUploadedDocuments, uploadedDocumentsIn } from '../../chat/documents/document-sources.js';
import { latestSections } from '../../clients/client-view.js';
import { saveSection } from '../../clients/sections.js';
import { citationIndex, citeWithQuotes } from '../documents/cite-quotes.js';
import { loadClientDocuments, replaceClientDocuments } from '../documents/client-documents.js';
import { companyOf } from '../knowledge-sections/compute.js';
import { getPrompt } from '../prompts/service.js';
import { PROMPT_KEY_FOR_SECTION } from '../prompts/prompt-keys.js';
import {
  computeBusinessModel,
  computeControversies,
  computeInitiatives,
  computeLocationPresence,
  computePublicPerception,
  computeStakeholders,
} from '../steps/evidence/index.js';
import {
  computeImpactStrategy,
  computeRegulations,
  computeReportedMetrics,
  computeReportingFrameworks,
  computeUpcomingPolicies,
  computeVoluntaryCodes,
} from '../steps/knowledge/index.js';
import type { ClientRow, StepInput, WebContext, WebsiteContext } from '../steps/step-types.js';
import { researchWebContext } from '../web-research/run-web-research.js';
import { CLIENT_MISSING_WEBSITE } from '../website-scrape/routes.js';
import { fillRecordFromWebsite } from '../website-scrape/record-facts.js';
import { one, today, type StepDeps, type StepOutput } from './step-deps.js';
import { readWebsiteStep } from './website-step.js';
import { saveGeneratedInitiatives } from './initiative-store.js';
import { runWithModelFallback } from './model-fallback-run.js';
import { keepConsultantFocusAreas } from './onboarding-material.js';
import type { AssessmentStepId } from './step-catalogue.js';

export type { StepDeps, StepOutput } from './step-deps.js';
export { CLIENT_MISSING_WEBSITE };

/** What a step reads for a client: its latest sections and structured documents, the model and prompt. */
export async function stepInput(
  deps: StepDeps,
  client: ClientRow,
  promptSection: keyof typeof PROMPT_KEY_FOR_SECTION | undefined,
  signal?: AbortSignal,
): Promise<StepInput> {
  const sections = (await latestSections(deps.db, [client.id])).get(client.id) ?? {};
  const model = deps.providers.model.configured && !deps.modelFallback ? deps.providers.model : undefined;
  const prompt =
    promptSection && model ? await getPrompt(deps.db, PROMPT_KEY_FOR_SECTION[promptSection]) : undefined;
  const website = sections.WebsiteContext?.data as WebsiteContext | undefined;
  const documents = await loadClientDocuments(deps.db, client.id);
  if (deps.read) Object.assign(deps.read, { website, documents });
  return {
    client,
    company: companyOf(client),
    website,
    web: sections.WebContext?.data as WebContext | undefined,
    documents,
    model: model && {
      provider: model.provider,
      modelName: model.modelName,
      model: model.model,
      status: deps.providers.modelStatus,
    },
    researchConfigured: deps.providers.research.configured,
    prompt: prompt && { key: prompt.key, content: prompt.content, version: prompt.version },
    today: today(),
    ...(deps.modelFallback && { modelFallback: deps.modelFallback }),
    ...(signal && { signal }),
  };
}

/**
 * Runs one step's work for a client and returns what it produced, without storing it: the pipeline
 * stores it as the step settles, the per-section endpoints right away. Sources that cite an uploaded
 * document by its reference leave as that document's source (file name and id, never an address).
 */
export async function executeStep(
  deps: StepDeps,
  client: ClientRow,
  stepId: AssessmentStepId,
  signal?: AbortSignal,
): Promise<StepOutput> {
  // A step taken back before it began does nothing; the provider calls and page reads below stop at
  // the signal too.
  signal?.throwIfAborted();
  // The structured documents are the reader's, not citations: they are left as they are.
  const read: NonNullable<StepDeps['read']> = {};
  const { websiteDocuments, recordFacts, ...output } = await runWithModelFallback(
    { ...deps, read },
    stepId,
    signal,
    (stepDeps) => runStep(stepDeps, client, stepId, signal),
  );
  if (websiteDocuments) return { ...output, websiteDocuments, ...(recordFacts && { recordFacts }) };
  if (stepId === 'webContext' || stepId === 'websiteContext') return output;
  // Cited against the pages and documents the step read (read again for a step that read none).
  const website =
    'website' in read
      ? read.website
      : ((await latestSections(deps.db, [client.id])).get(client.id)?.WebsiteContext?.data as
          WebsiteContext | undefined);
  const pages = website?.pages ?? [];
  const cited = JSON.stringify(output).includes('uploaded-document:')
    ? citeUploadedDocuments(output, uploadedDocumentsIn(pages))
    : output;
  // Every source of a page or report read: its title, the quote and where it stands.
  const documents = read.documents ?? (await loadClientDocuments(deps.db, client.id));
  const index = citationIndex({ pages, documents });
  return citeWithQuotes(cited, index);
}

async function runStep(
  deps: StepDeps,
  client: ClientRow,
  stepId: AssessmentStepId,
  signal?: AbortSignal,
): Promise<StepOutput> {
  switch (stepId) {
    case 'webContext': {
      const { data, provenance } = await researchWebContext(
        { research: deps.providers.research, log: deps.log },
        client,
        signal,
      );
      return one({ key: 'WebContext', data, provenance });
    }
    case 'websiteContext':
      return readWebsiteStep(deps, client, signal);
    case 'locationPresence':
      return one(await computeLocationPresence(await stepInput(deps, client, 'LocationPresence', signal)));
    case 'businessModel':
      return one(await computeBusinessModel(await stepInput(deps, client, 'BusinessModelOverview', signal)));
    case 'keyStakeholders':
      return one(await computeStakeholders(await stepInput(deps, client, 'Stakeholders', signal)));
    case 'companyInitiatives': {
      const initiatives = await computeInitiatives(await stepInput(deps, client, undefined, signal));
      return { sections: [], initiatives };
    }
    case 'impactStrategy': {
      const sections = await computeImpactStrategy(await stepInput(deps, client, 'FocusAreas', signal));
      const chosen = (await latestSections(deps.db, [client.id])).get(client.id)?.FocusAreas;
      return { sections: keepConsultantFocusAreas(sections, chosen) };
    }
    case 'sustainabilityRegulations':
      return one(await computeRegulations(await stepInput(deps, client, undefined, signal)));
    case 'upcomingPolicies':
      return one(await computeUpcomingPolicies(await stepInput(deps, client, undefined, signal)));
    case 'reportingFrameworks':
      return one(await computeReportingFrameworks(await stepInput(deps, client, undefined, signal)));
    case 'voluntaryCodesAdopted':
      return one(await computeVoluntaryCodes(await stepInput(deps, client, 'VoluntaryCodesAdopted', signal)));
    case 'reportedMetrics':
      return one(await computeReportedMetrics(await stepInput(deps, client, 'ReportedMetrics', signal)));
    case 'controversies':
      return one(await computeControversies(await stepInput(deps, client, 'Controversies', signal)));
    case 'publicPerception': {
      const input = await stepInput(deps, client, 'PublicPerception', signal);
      const controversies = async () =>
        (await latestSections(deps.db, [client.id])).get(client.id)?.Controversies?.data as
          SectionData<'Controversies'> | undefined;
      // Still being judged in this run: the model is asked meanwhile, and the score weighs them once in.
      const { later } = deps;
      const judged = !later || (await later.settled('controversies'));
      const found = judged ? await controversies() : later.untilSettled('controversies').then(controversies);
      return one(await computePublicPerception(input, found));
    }
  }
}

/**
 * Stores a step's output: a new version of each section, the initiatives not already there, the
 * website's structured documents in place of the previous scrape's, and the company facts it states
 * in the client record's empty fields.
 */
export async function writeStepOutput(db: Database, clientId: number, output: StepOutput): Promise<void> {
  if (output.websiteDocuments) {
    await replaceClientDocuments(db, clientId, 'website', output.websiteDocuments);
  }
  if (output.recordFacts) await fillRecordFromWebsite(db, clientId, output.recordFacts);
  for (const section of output.sections) {
    // Controversies record when their sources were checked (spec 02 §3: meta.lastCheckedDate).
    const lastCheckedAt = section.key === 'Controversies' ? new Date() : undefined;
    await saveSection(db, clientId, section.key, section.data, section.provenance, {
      ...(lastCheckedAt && { lastCheckedAt }),
    });
  }
  if (output.initiatives) {
    await saveGeneratedInitiatives(db, clientId, output.initiatives.findings, output.initiatives.provenance);
  }
}
