import type { Provenance, SectionData, StructuredDocument } from '@impact/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/client.js';
import { citeUploadedDocuments, uploadedDocumentsIn } from '../../chat/documents/document-sources.js';
import { latestSections } from '../../clients/client-view.js';
import { saveSection } from '../../clients/sections.js';
import { fetchOptions } from '../../enrichment/website-reader.js';
import { refreshClientLogo } from '../../logos/client-logo.js';
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
import type {
  ClientRow,
  InitiativeFinding,
  SectionResult,
  StepInput,
  WebContext,
  WebsiteContext,
} from '../steps/step-types.js';
import { researchWebContext } from '../web-research/run-web-research.js';
import { CLIENT_MISSING_WEBSITE } from '../website-scrape/routes.js';
import {
  fillRecordFromWebsite,
  recordFactsFromWebsite,
  type RecordFact,
} from '../website-scrape/record-facts.js';
import { readCompanyWebsite, type WebsiteReading } from '../website-scrape/scrape-website.js';
import type { LaterReads } from './later-reads.js';
import { saveGeneratedInitiatives } from './initiative-store.js';
import { runWithModelFallback } from './model-fallback-run.js';
import type { ModelFallback } from './model-fallback.js';
import { keepConsultantFocusAreas, withUploadedDocuments } from './onboarding-material.js';
import type { AssessmentStepId } from './step-catalogue.js';

export type StepDeps = Pick<AppContext, 'db' | 'config' | 'providers'> & {
  log: FastifyBaseLogger;
  /** Set when the model failed this step after its retries: the step runs again without it. */
  modelFallback?: ModelFallback;
  /**
   * In a run: stores what the step's readers read and lets them start before the step settles (the
   * website step, once its pages are read). Elsewhere everything is stored when the step settles.
   */
  handOver?: (output: StepOutput) => Promise<void>;
  /** In a run: the steps this one reads after it has started (step-catalogue's readsLater). */
  later?: LaterReads;
};

/** What a step produced, written when the step settles (in the same transaction). */
export interface StepOutput {
  sections: SectionResult[];
  initiatives?: { findings: InitiativeFinding[]; provenance: Provenance };
  /** The website scrape's structured documents: they replace the client's website documents. */
  websiteDocuments?: readonly StructuredDocument[];
  /** The company facts the website states, for the client record's empty fields. */
  recordFacts?: readonly RecordFact[];
}

export { CLIENT_MISSING_WEBSITE };

const today = () => new Date().toISOString().slice(0, 10);

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
  return {
    client,
    company: companyOf(client),
    website: sections.WebsiteContext?.data as WebsiteContext | undefined,
    web: sections.WebContext?.data as WebContext | undefined,
    documents: await loadClientDocuments(deps.db, client.id),
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

const one = (result: SectionResult): StepOutput => ({ sections: [result] });

function noWebsiteContext(): SectionResult<'WebsiteContext'> {
  return {
    key: 'WebsiteContext',
    data: { generatedAt: new Date().toISOString(), pages: [], selectedLinks: [] },
    provenance: {
      method: 'rule',
      provider: 'website',
      note: "The client has no website on record, so no pages were read. Add the company's website to the client and repeat the website scrape.",
      outcome: 'not-researched',
    },
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
  const { websiteDocuments, recordFacts, ...output } = await runWithModelFallback(
    deps,
    stepId,
    signal,
    (stepDeps) => runStep(stepDeps, client, stepId, signal),
  );
  if (websiteDocuments) return { ...output, websiteDocuments, ...(recordFacts && { recordFacts }) };
  if (stepId === 'webContext' || stepId === 'websiteContext') return output;
  const website = (await latestSections(deps.db, [client.id])).get(client.id)?.WebsiteContext;
  const pages = (website?.data as WebsiteContext | undefined)?.pages ?? [];
  const cited = JSON.stringify(output).includes('uploaded-document:')
    ? citeUploadedDocuments(output, uploadedDocumentsIn(pages))
    : output;
  // Every source of a page or report read: its title, the quote and where it stands.
  const index = citationIndex({ pages, documents: await loadClientDocuments(deps.db, client.id) });
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
    case 'websiteContext': {
      // No website on record: an honest empty context (the steps that read it say so), not an error
      // that would bring the recovery dialog back on every visit.
      // Documents uploaded during onboarding stay in the context whatever the website gives.
      const previous = (await latestSections(deps.db, [client.id])).get(client.id)?.WebsiteContext;
      if (!client.websiteUrl?.trim()) {
        return { ...one(withUploadedDocuments(noWebsiteContext(), previous)), websiteDocuments: [] };
      }
      const outputOf = (reading: WebsiteReading): StepOutput => {
        const result = withUploadedDocuments(
          { key: 'WebsiteContext', data: reading.data, provenance: reading.provenance },
          previous,
        );
        const recordFacts = recordFactsFromWebsite({
          client,
          website: result.data,
          documents: reading.documents,
          today: today(),
        });
        return { ...one(result), websiteDocuments: reading.documents, recordFacts };
      };
      const { handOver } = deps;
      let handedOver: StepOutput | undefined;
      const reading = await readCompanyWebsite(deps, client.websiteUrl, {
        ...(signal && { signal }),
        ...(handOver && {
          onDocumentsRead: async (pagesRead: WebsiteReading) => {
            handedOver = outputOf(pagesRead);
            await handOver(handedOver);
          },
        }),
      });
      // The site answered: its logo is looked for now, not when someone asks for it.
      await refreshClientLogo({ db: deps.db, fetchOptions: fetchOptions(deps.config) }, client);
      const output = outputOf(reading);
      // The documents and the record's facts went with the hand-over; the summaries complete the
      // section in a version of its own.
      return handedOver ? { sections: output.sections } : output;
    }
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
