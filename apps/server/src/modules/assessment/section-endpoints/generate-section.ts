import { SECTION_DATA_SCHEMAS, type SectionKey } from '@impact/contracts';
import { StructuredOutputError } from '@impact/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import { AppError, badRequest, notFound } from '../../../lib/errors.js';
import type { AuthUser } from '../../../plugins/auth.js';
import { authorizeClient, findClient, type ClientRow } from '../../../authz/clients.js';
import { PROVIDER_RATE_LIMITS } from '../../rate-limit/provider-limits.js';
import { consumeRateLimit } from '../../rate-limit/rate-limit.js';
import { latestSections } from '../../clients/client-view.js';
import { SectionValidationError } from '../../clients/sections.js';
import { CLIENT_MISSING_WEBSITE, executeStep, writeStepOutput } from '../pipeline/step-executors.js';
import { STEP_DEFINITIONS, type AssessmentStepId } from '../pipeline/step-catalogue.js';
import { runWebResearch } from '../web-research/run-web-research.js';
import { authorizeOperator } from '../../../authz/operator.js';

/** The section each context step stores: gathered first when a step reads it and it is missing. */
const CONTEXT_SECTION = { webContext: 'WebContext', websiteContext: 'WebsiteContext' } as const;

export interface GenerateSectionRequest {
  user: AuthUser;
  clientId: string | number;
  forceRefresh: boolean;
  step: AssessmentStepId;
  /** The sections the step produces, answered as `data` (one key) or as an object of them. */
  keys: SectionKey[];
  failureMessage: string;
  log: FastifyBaseLogger;
}

/**
 * The per-section endpoints' shared behaviour (spec 02 §7): forceRefresh false answers the stored
 * section, generating it only when missing; true regenerates, and only an Admin may (spec 02 §6).
 * Samples are read-only. Generation is the assessment step itself, with the contexts it reads
 * gathered first when missing. Answers the sections by key.
 */
/** Steps whose every item comes from the company's own pages: without a website they have nothing to read. */
const EVIDENCE_ONLY_STEPS = new Set<AssessmentStepId>(['voluntaryCodesAdopted', 'reportedMetrics']);

/** Reads the web and the website first when the step reads them and the client has neither yet. */
export async function gatherMissingContexts(
  context: AppContext,
  client: ClientRow,
  step: AssessmentStepId,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = context;
  const existing = (await latestSections(db, [client.id])).get(client.id) ?? {};
  for (const read of STEP_DEFINITIONS[step].reads) {
    if (read !== 'webContext' && read !== 'websiteContext') continue;
    if (existing[CONTEXT_SECTION[read]]) continue;
    if (read === 'webContext') {
      // Through the research run itself, so the web-search status moves as for any other research.
      await runWebResearch({ db, research: context.providers.research, log }, client);
      continue;
    }
    if (!client.websiteUrl?.trim()) {
      // Steps that only report what the company's pages say cannot answer without them.
      if (EVIDENCE_ONLY_STEPS.has(step)) throw badRequest(CLIENT_MISSING_WEBSITE);
      continue;
    }
    const reading = await executeStep({ ...context, log }, client, read);
    await db.transaction((tx) => writeStepOutput(tx, client.id, reading));
  }
}

/** A generation outside a run (the step, and any missing context it reads) counts against the user's budget. */
export const countGeneration = (context: AppContext, user: AuthUser) =>
  consumeRateLimit(context.db, PROVIDER_RATE_LIMITS.sectionGenerations, `user:${user.id}`);

export async function generateSection(
  context: AppContext,
  request: GenerateSectionRequest,
): Promise<Partial<Record<SectionKey, unknown>>> {
  const { db } = context;
  const client = await findClient(db, request.user.id, 'read', request.clientId);
  if (!client) throw notFound('Client not found');
  if (request.forceRefresh) authorizeOperator(request.user, 'refresh-sections');
  const existing = (await latestSections(db, [client.id])).get(client.id) ?? {};
  if (!request.forceRefresh && request.keys.every((key) => existing[key])) {
    return Object.fromEntries(request.keys.map((key) => [key, existing[key]!.data]));
  }
  authorizeClient('write', client);
  await countGeneration(context, request.user);

  const deps = { ...context, log: request.log };
  try {
    await gatherMissingContexts(context, client, request.step, request.log);
    const output = await executeStep(deps, client, request.step);
    await db.transaction((tx) => writeStepOutput(tx, client.id, output));
    // What was stored: the contract's shape, without any working fields a step kept.
    return Object.fromEntries(
      output.sections.map((section) => [section.key, SECTION_DATA_SCHEMAS[section.key].parse(section.data)]),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The model's own failure says what went wrong (spec 02 §8: the server's message when present).
    if (error instanceof StructuredOutputError || error instanceof SectionValidationError) {
      request.log.warn({ err: error, clientId: client.id, step: request.step }, 'section generation refused');
      throw new AppError(502, 'GenerationError', error.message);
    }
    request.log.error({ err: error, clientId: client.id, step: request.step }, 'section generation failed');
    throw new AppError(500, 'GenerationError', request.failureMessage);
  }
}
