import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { AppProviders } from '../../../context.js';
import type { Database } from '../../../db/client.js';
import { findClientById } from '../../../authz/clients.js';
import { RESEARCH_ALREADY_RUNNING } from '../web-research/run-web-research.js';
import { claimWebSearch, failWebSearch, finishWebSearch } from '../web-research/status.js';
import { pauseAt, type PauseDetails, type PausePoints } from './pause-points.js';
import { laterReadsOf } from './later-reads.js';
import { handOverStep, settleStep, type EnqueueInTransaction } from './run-store.js';
import {
  claimStep,
  holderOf,
  noteRetry,
  refreshClaim,
  releaseClaim,
  type ClaimedStep,
} from './step-claims.js';
import { executeStep, writeStepOutput, type StepOutput } from './step-executors.js';
import { isAssessmentStepId, type AssessmentStepId } from './step-catalogue.js';
import { isTransient, stepErrorMessage } from './transient.js';

export const STEP_RETRY_LIMIT = 3;

/** How often a delivery that found its step held by a live attempt looks again. */
const BUSY_POLL_MS = 1000;

export const STEP_TAKEN_OVER = 'Another worker took this step over';

export interface StepJobData {
  runId: number;
  stepId: string;
}

export interface StepJob {
  id: string;
  retryCount: number;
  retryLimit?: number;
  /** Aborted by pg-boss when this attempt's claim is gone (expired, failed by its monitor, stopping). */
  signal: AbortSignal;
  data: StepJobData;
}

export interface StepJobContext {
  db: Database;
  config: AppConfig;
  providers: AppProviders;
  log: FastifyBaseLogger;
  enqueue: EnqueueInTransaction;
  pausePoints?: PausePoints;
}

type Attempt = PauseDetails['step:executing'];
type Outcome = PauseDetails['step:finished']['outcome'];

/** One delivery of a step's job: claim the step (or leave it to its live holder), run it, settle it. */
export async function runStepJob(ctx: StepJobContext, job: StepJob): Promise<void> {
  const { runId, stepId } = job.data;
  if (!isAssessmentStepId(stepId)) return;
  const attempt: Attempt = { runId, stepId, jobId: job.id, retryCount: job.retryCount };
  await pauseAt(ctx.pausePoints, 'step:delivered', attempt);
  const result: { outcome: Outcome } = { outcome: 'retrying' };
  try {
    const claimed = await waitForClaim(ctx, job, attempt, holderOf(job));
    if (!claimed) {
      result.outcome = 'settled-elsewhere';
      return;
    }
    await runClaimed(ctx, job, attempt, claimed, result);
  } finally {
    await pauseAt(ctx.pausePoints, 'step:finished', { ...attempt, outcome: result.outcome });
  }
}

/**
 * Claims the step for this attempt. While another attempt holds it and heartbeats, this delivery
 * waits (its own job heartbeating meanwhile) rather than run the step a second time: the holder
 * settles it, or stops and releases it, or dies and falls silent, and then this one takes over.
 */
export async function waitForClaim(
  ctx: StepJobContext,
  job: Pick<StepJob, 'signal'>,
  attempt: Attempt,
  holder: string,
): Promise<ClaimedStep | null> {
  const staleSeconds = ctx.config.assessment.heartbeatSeconds;
  for (let announced = false; ;) {
    const claim = await claimStep(ctx.db, attempt.runId, attempt.stepId, holder, staleSeconds);
    if (claim.kind === 'claimed') return claim.step;
    if (claim.kind === 'settled') return null;
    if (!announced) {
      announced = true;
      ctx.log.info({ ...attempt, holder: claim.holder }, 'assessment step is running elsewhere; waiting');
      await pauseAt(ctx.pausePoints, 'step:busy', { ...attempt, holder: claim.holder });
    }
    await delay(BUSY_POLL_MS, undefined, { signal: job.signal });
  }
}

async function runClaimed(
  ctx: StepJobContext,
  job: StepJob,
  attempt: Attempt,
  claimed: ClaimedStep,
  result: { outcome: Outcome },
): Promise<void> {
  const { db, enqueue } = ctx;
  const { runId } = attempt;
  const stepId = claimed.stepId;
  const holder = holderOf(job);
  const client = await findClientById(db, claimed.clientId);
  if (!client) {
    await settleStep(db, enqueue, runId, stepId, { status: 'error', message: 'Client not found' }, holder);
    result.outcome = 'ran';
    return;
  }
  const log = ctx.log.child({ runId, stepId, clientId: client.id });
  const lost = new AbortController();
  const signal = AbortSignal.any([job.signal, lost.signal]);
  const stopHeartbeat = keepClaim(ctx, attempt, holder, log, () => lost.abort(new Error(STEP_TAKEN_OVER)));
  // The run holds the client's web search for its webContext step, across that step's retries.
  const searchHolder = stepId === 'webContext' ? `run:${runId}` : undefined;
  let searching = false;
  try {
    await pauseAt(ctx.pausePoints, 'step:executing', attempt);
    if (searchHolder) {
      searching = await claimWebSearch(db, client, searchHolder);
      if (!searching) throw new Error(RESEARCH_ALREADY_RUNNING);
    }
    const stepDeps = {
      db,
      config: ctx.config,
      providers: ctx.providers,
      log,
      // The website step's readers start once its pages are read, before its summaries are written.
      handOver: async (output: StepOutput) => {
        const write = (tx: Database) => writeStepOutput(tx, client.id, output);
        await handOverStep(db, enqueue, runId, stepId, write, holder);
      },
      later: laterReadsOf(db, runId, signal),
    };
    const output = await executeStep(stepDeps, client, stepId, signal);
    const write = (tx: Database) => writeStepOutput(tx, client.id, output);
    await settleStep(db, enqueue, runId, stepId, { status: 'completed', write }, holder);
    if (searching) await finishWebSearch(db, client, searchHolder!);
    result.outcome = 'ran';
  } catch (error) {
    const message = stepErrorMessage(error);
    if (searching) await failWebSearch(db, client, searchHolder!, message).catch(() => undefined);
    if (signal.aborted) {
      // Stopped from outside (the worker stopping, the job taken back, the step taken over): not the
      // step's failure, so neither settled nor noted; the attempt that carries on takes it over.
      result.outcome = 'released';
      log.warn({ err: error }, 'assessment step stopped before it finished');
      throw error;
    }
    if (isTransient(error) && job.retryCount < (job.retryLimit ?? STEP_RETRY_LIMIT)) {
      log.warn({ err: error }, 'assessment step failed; it will be retried');
      await pauseAt(ctx.pausePoints, 'step:retrying', attempt);
      await noteRetry(db, runId, stepId, holder, message);
      throw error;
    }
    log.warn({ err: error }, 'assessment step failed');
    await settleStep(db, enqueue, runId, stepId, { status: 'error', message }, holder);
    result.outcome = 'ran';
  } finally {
    stopHeartbeat();
    // Whatever ends this attempt without settling (a retry to come, a stop) hands the step on at once;
    // after a settlement this changes nothing.
    await releaseClaim(db, runId, stepId, holder);
  }
}

/** Refreshes the claim's heartbeat while the step runs; calls `onLost` when the step is no longer ours. */
function keepClaim(
  ctx: StepJobContext,
  attempt: Attempt,
  holder: string,
  log: FastifyBaseLogger,
  onLost: () => void,
): () => void {
  // Three beats per heartbeat window: one missed beat never makes a live holder look dead.
  const everyMs = Math.max(1000, (ctx.config.assessment.heartbeatSeconds * 1000) / 3);
  const timer = setInterval(() => {
    refreshClaim(ctx.db, attempt.runId, attempt.stepId, holder).then(
      (held) => held || onLost(),
      (error: unknown) => log.warn({ err: error }, 'assessment step heartbeat failed'),
    );
  }, everyMs);
  return () => clearInterval(timer);
}

/** The dead-letter queue's job: the step's attempts ran out, so it ends in error (once its holder is gone). */
export async function settleDeadStep(ctx: StepJobContext, job: StepJob, message: string): Promise<void> {
  const { runId, stepId } = job.data;
  if (!isAssessmentStepId(stepId)) return;
  const holder = `dead:${job.id}`;
  const attempt: Attempt = { runId, stepId, jobId: job.id, retryCount: job.retryCount };
  if (!(await waitForClaim(ctx, job, attempt, holder))) return;
  await settleStep(
    ctx.db,
    ctx.enqueue,
    runId,
    stepId as AssessmentStepId,
    { status: 'error', message },
    holder,
  );
}
