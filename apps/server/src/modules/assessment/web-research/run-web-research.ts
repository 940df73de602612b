import { randomUUID } from 'node:crypto';
import type { Provenance } from '@impact/contracts';
import { research, type ConfiguredResearch, type ResearchProviderResolution } from '@impact/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { clients } from '../../../db/schema.js';
import { AppError, conflict } from '../../../lib/errors.js';
import { saveSection } from '../../clients/sections.js';
import { settleWithConcurrency } from './concurrency.js';
import { researchQuestions, RESEARCH_SYSTEM_PROMPT, type ResearchQuestion } from './questions.js';
import { claimWebSearch, failWebSearch, finishWebSearch } from './status.js';
import {
  answeredEntry,
  NOT_RESEARCHED_TEXT,
  notResearchedEntry,
  type WebContext,
  type WebContextQuery,
} from './web-context-entry.js';

type ClientRow = typeof clients.$inferSelect;

/** All six questions at once: they are independent, and the run takes as long as the slowest. */
export const DEFAULT_RESEARCH_CONCURRENCY = 6;
/** One question may take this long (the AI SDK's own retries of 429 and 5xx answers included). */
export const QUESTION_TIMEOUT_MS = 2 * 60_000;
/** The whole run stops here, whatever the concurrency, so it always ends well before it reads as stale. */
export const RUN_DEADLINE_MS = 8 * 60_000;

export const RESEARCH_ALREADY_RUNNING = 'Web research is already running for this client';
export const ALL_QUESTIONS_FAILED =
  'Web research failed: the research service answered none of the questions. Try again later.';

export interface WebResearchDeps {
  db: Database;
  research: ResearchProviderResolution;
  log: FastifyBaseLogger;
  concurrency?: number;
}

/**
 * Researches the company on the web and stores the answers as a new WebContext version, moving the
 * client's web search status through in-progress to done (or back to idle on failure). Used by the
 * repeat-research endpoint and by the assessment's webContext step.
 */
export async function runWebResearch(deps: WebResearchDeps, client: ClientRow): Promise<WebContext> {
  const holder = `request:${randomUUID()}`;
  if (!(await claimWebSearch(deps.db, client, holder))) throw conflict(RESEARCH_ALREADY_RUNNING);
  try {
    const data = await researchAndStore(deps, client);
    await finishWebSearch(deps.db, client, holder);
    return data;
  } catch (error) {
    await failWebSearch(deps.db, client, holder, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function researchAndStore(deps: WebResearchDeps, client: ClientRow): Promise<WebContext> {
  const { data, provenance } = await researchWebContext(deps, client);
  await saveSection(deps.db, client.id, 'WebContext', data, provenance);
  return data;
}

/**
 * The six questions answered (or, without a provider, listed as not researched), not yet stored: the
 * assessment stores the result in the same transaction that completes its step.
 */
export async function researchWebContext(
  deps: Pick<WebResearchDeps, 'research' | 'log' | 'concurrency'>,
  client: ClientRow,
  signal?: AbortSignal,
): Promise<{ data: WebContext; provenance: Provenance }> {
  const questions = researchQuestions(client);
  const generatedAt = new Date().toISOString();
  if (!deps.research.configured) {
    // Offline the step still stores an honest section, so the client counts as assessed.
    const data = { generatedAt, queries: questions.map((question) => notResearchedEntry(question)) };
    deps.log.info({ clientId: client.id, reason: deps.research.reason }, 'web research skipped');
    return { data, provenance: { method: 'rule', note: NOT_RESEARCHED_TEXT, outcome: 'not-researched' } };
  }
  const provider = deps.research;
  const deadline = AbortSignal.any([AbortSignal.timeout(RUN_DEADLINE_MS), ...(signal ? [signal] : [])]);
  const outcomes = await settleWithConcurrency(
    questions,
    deps.concurrency ?? DEFAULT_RESEARCH_CONCURRENCY,
    (question) => answerQuestion(provider, question, deadline),
  );
  const queries: WebContextQuery[] = [];
  const failures: string[] = [];
  outcomes.forEach((outcome, index) => {
    const question = questions[index]!;
    if (outcome.status === 'fulfilled') queries.push(outcome.value);
    else {
      const reason = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
      failures.push(`${question.topic}: ${reason}`);
      deps.log.warn(
        { clientId: client.id, topic: question.topic, err: outcome.reason },
        'research question failed',
      );
    }
  });
  if (queries.length === 0) {
    throw new AppError(502, 'ResearchUnavailableError', ALL_QUESTIONS_FAILED, { failures });
  }
  return { data: { generatedAt, queries }, provenance: provenanceOf(provider, failures, questions.length) };
}

async function answerQuestion(
  provider: ConfiguredResearch,
  question: ResearchQuestion,
  deadline: AbortSignal,
): Promise<WebContextQuery> {
  const answer = await research({
    provider,
    query: question.query,
    system: RESEARCH_SYSTEM_PROMPT,
    abortSignal: AbortSignal.any([deadline, AbortSignal.timeout(QUESTION_TIMEOUT_MS)]),
  });
  if (!answer.text.trim()) throw new Error('The research service returned an empty answer');
  return answeredEntry(question, answer.text, answer.sources);
}

/** Says which questions are missing, so a partial answer is not mistaken for a complete one. */
function provenanceOf(provider: ConfiguredResearch, failures: string[], asked: number): Provenance {
  const provenance: Provenance = {
    method: 'llm',
    provider: provider.provider,
    model: provider.modelName,
    outcome: 'found',
  };
  if (failures.length === 0) return provenance;
  const note = `${failures.length} of ${asked} research questions failed and are left out: ${failures.join('; ')}`;
  return { ...provenance, note: note.length > 1000 ? `${note.slice(0, 999)}…` : note };
}
