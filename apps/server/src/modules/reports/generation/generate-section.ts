import type { ReportSectionType } from '@impact/contracts';
import type { ModelProviderResolution } from '@impact/engine';
import { KNOWLEDGE_BASE_VERSION } from '@impact/knowledge';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import { reports } from '../../../db/schema.js';
import { AppError } from '../../../lib/errors.js';
import type { ReportRow } from '../../../authz/reports.js';
import { promptForSection } from '../prompts.js';
import {
  claimSection,
  failSection,
  finishSection,
  sectionsOfReport,
  type SectionGeneration,
  type SectionRow,
} from '../section-store.js';
import { citedNumbers } from './citations.js';
import { loadClientData } from './client-data.js';
import { ModelWriteError, writeWithModel, type ReportModel } from './model-writer.js';
import { extendRegistry } from './registry-store.js';
import { citedByOtherSections, refreshSourceList, sourceListContent } from './source-list-section.js';
import { clientSourcesInReportOrder, type SourceRegistry } from './source-registry.js';
import { SECTION_WRITERS } from './writers/index.js';

export interface GenerationDeps {
  db: Database;
  model: ModelProviderResolution;
  log: FastifyBaseLogger;
}

/** Spec 02 §8: the page's fallback text, used for failures that are ours rather than the model's. */
export const GENERIC_FAILURE = 'Failed to generate section.';
/** A model call that has not answered by then is abandoned and the section marked failed. */
export const MODEL_TIMEOUT_MS = 180_000;

interface Composed {
  content: string;
  generation: SectionGeneration;
  /** The report source numbers the content cites. */
  cited: number[];
}

const COMPILED_NOTE = `Composed without a language model from the client's stored sections (knowledge base ${KNOWLEDGE_BASE_VERSION}).`;
const LLM_NOTE =
  "Written by the language model from the client's stored sections; citations of sources it was not given were removed.";

/**
 * Generates one section of a report: pending while it runs, then success with its content, or error
 * with the message (the model's own message when the model failed). Throws the failure as a
 * GenerationError after storing it, so the caller answers it too.
 */
export async function generateReportSection(
  deps: GenerationDeps,
  report: ReportRow,
  type: ReportSectionType,
): Promise<void> {
  const section = await claimSection(deps.db, report.id, type);
  let composed: Composed;
  try {
    composed = await composeSection(deps, report, section, type);
  } catch (error) {
    const fromModel = error instanceof ModelWriteError;
    if (fromModel) deps.log.warn({ err: error, reportId: report.id, type }, 'report section: model failed');
    else deps.log.error({ err: error, reportId: report.id, type }, 'report section generation failed');
    const message = fromModel ? error.message : GENERIC_FAILURE;
    await failSection(deps.db, section.id, message);
    throw new AppError(fromModel ? 502 : 500, 'GenerationError', message, { sectionId: section.id });
  }
  await finishSection(deps.db, section.id, {
    content: composed.content,
    citedSources: composed.cited,
    generation: composed.generation,
  });
  await deps.db
    .update(reports)
    .set({ updatedAt: sql`now()` })
    .where(eq(reports.id, report.id));
  if (type !== 'source_list') await refreshSourceList(deps.db, report.id);
}

function modelOf(resolution: ModelProviderResolution): ReportModel | undefined {
  return resolution.configured
    ? { provider: resolution.provider, modelName: resolution.modelName, model: resolution.model }
    : undefined;
}

async function composeSection(
  deps: GenerationDeps,
  report: ReportRow,
  section: SectionRow,
  type: ReportSectionType,
): Promise<Composed> {
  const data = await loadClientData(deps.db, report.clientId);
  const registry = await extendRegistry(deps.db, report.id, clientSourcesInReportOrder(data));
  const model = modelOf(deps.model);
  const customPrompt = (section.agentConfig as { customPrompt?: string }).customPrompt;
  const prompt = model
    ? await promptForSection(deps.db, report.organizationId, type, customPrompt)
    : undefined;
  const llm = (outcome: SectionGeneration['outcome']): SectionGeneration => ({
    method: 'llm',
    provider: model!.provider,
    model: model!.modelName,
    promptKey: `report.${type}`,
    promptVersion: prompt!.version,
    promptOrigin: prompt!.origin,
    note: LLM_NOTE,
    outcome,
  });
  const compiled = (outcome: SectionGeneration['outcome']): SectionGeneration => ({
    method: 'compiled',
    provider: 'report-writer',
    note: COMPILED_NOTE,
    outcome,
  });
  const signal = AbortSignal.timeout(MODEL_TIMEOUT_MS);

  if (type === 'source_list') {
    const cited = citedByOtherSections(await sectionsOfReport(deps.db, report.id));
    const list = sourceListContent(registry, cited);
    const outcome = list.sources.length > 0 ? 'found' : 'nothing-found';
    const numbers = list.sources.map((source) => source.n);
    if (!model || list.sources.length === 0) {
      return { content: list.content, generation: compiled(outcome), cited: numbers };
    }
    const preamble = await callModel({
      model,
      system: prompt!.content,
      sectionType: type,
      clientName: data.client.name,
      sources: list.sources,
      evidence: { sources: list.sources },
      draft: list.content,
      signal,
    });
    const withIntro = sourceListContent(registry, cited, preamble);
    return { content: withIntro.content, generation: { ...llm(outcome), preamble }, cited: numbers };
  }

  const writer = SECTION_WRITERS[type];
  const input = { data, registry };
  const draft = writer.compose(input);
  const outcome = writer.hasEvidence(data) ? 'found' : 'nothing-found';
  const cited = (content: string) => citedNumbers(content).filter((n) => registry.entry(n));
  if (!model) return { content: draft, generation: compiled(outcome), cited: cited(draft) };
  const evidence = writer.evidence(input);
  const content = await callModel({
    model,
    system: prompt!.content,
    sectionType: type,
    clientName: data.client.name,
    sources: sourcesOfSection(registry, draft, evidence),
    evidence,
    draft,
    signal,
  });
  return { content, generation: llm(outcome), cited: cited(content) };
}

async function callModel(request: Parameters<typeof writeWithModel>[0]): Promise<string> {
  try {
    return await writeWithModel(request);
  } catch (error) {
    if (error instanceof ModelWriteError && request.signal?.aborted) {
      throw new ModelWriteError(
        `The language model did not answer within ${MODEL_TIMEOUT_MS / 60_000} minutes`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** The sources a section may cite: those its draft cites and those its evidence refers to. */
function sourcesOfSection(registry: SourceRegistry, draft: string, evidence: unknown) {
  const numbers = new Set(citedNumbers(draft));
  const walk = (value: unknown, key?: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (typeof item === 'number' && key === 'sources') numbers.add(item);
        else walk(item);
      }
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  walk(evidence);
  return [...numbers]
    .toSorted((a, b) => a - b)
    .flatMap((n) => {
      const entry = registry.entry(n);
      return entry ? [entry] : [];
    });
}
