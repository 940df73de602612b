import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { AppConfig } from '../../../config.js';
import type { AppProviders } from '../../../context.js';
import type { Database, DatabaseHandle } from '../../../db/client.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { AppError } from '../../../lib/errors.js';
import { PROVIDER_RATE_LIMITS } from '../../rate-limit/provider-limits.js';
import { consumeRateLimit } from '../../rate-limit/rate-limit.js';
import { pauseAt, type PausePoints } from './pause-points.js';
import { createRun, runView, runningRunOf, type EnqueueInTransaction } from './run-store.js';
import { scopesOfRun, stepPriority } from './scope-priority.js';
import { releaseOrphanedSteps } from './step-claims.js';
import { ASSESSMENT_STEP_IDS, isAssessmentStepId, type AssessmentStepId } from './step-catalogue.js';
import {
  STEP_RETRY_LIMIT,
  runStepJob,
  settleDeadStep,
  type StepJob,
  type StepJobContext,
  type StepJobData,
} from './step-job.js';

export const STEP_QUEUE = 'assessment-step';
/** Jobs whose attempts ran out without the step settling (its workers kept dying) end up here. */
export const STEP_DEAD_QUEUE = 'assessment-step-dead';

/** A step may run this long before its job is taken back (a hung provider call, not a slow one). */
const STEP_EXPIRE_SECONDS = 15 * 60;
const STEP_RETRY_DELAY_SECONDS = 2;

export const ALREADY_RUNNING = 'An assessment is already running for this client';
/** The partial unique index that lets a client have one running run (see the schema). */
const ONE_RUNNING_RUN_INDEX = 'assessment_runs_one_running_idx';
const DEAD_STEP_MESSAGE = 'The step stopped without finishing several times; run the assessment again';

export interface StartRunInput {
  clientId: number;
  trigger: 'client-created' | 'manual' | 'recovery' | 'correction';
  steps?: AssessmentStepId[];
  /** The user whose run budget it counts against; null only for runs no user asked for. */
  requestedBy: number | null;
  /**
   * Writes that stand or fall with the run (a consultant's correction the run re-decides on): made in
   * the run's transaction, so a start refused with 409 or 429 leaves them unwritten.
   */
  alongside?: (tx: Database) => Promise<void>;
}

export interface AssessmentPipelineOptions {
  /** Tests only: hold the pipeline at named points to force an interleaving. */
  pausePoints?: PausePoints;
}

/**
 * The assessment pipeline on pg-boss. A run's steps are jobs; a step's job is created in the same
 * transaction that settles the last step it reads, so hand-over is by pg-boss's NOTIFY, not polling.
 * Workers heartbeat their jobs: a worker killed mid-step stops heartbeating and pg-boss gives the job
 * to another worker (PostgreSQL) after `heartbeatSeconds`; in embedded mode, the next start fails the
 * dead process's jobs at once so they are retried.
 */
export class AssessmentPipeline {
  #boss: PgBoss | undefined;
  #starting: Promise<PgBoss> | undefined;
  #working = false;

  constructor(
    private readonly deps: {
      handle: DatabaseHandle;
      config: AppConfig;
      providers: AppProviders;
      log: FastifyBaseLogger;
    } & AssessmentPipelineOptions,
  ) {}

  /** Whether this process runs steps (ROLE all or worker) or only starts runs (ROLE api). */
  get runsSteps(): boolean {
    return this.deps.config.role !== 'api';
  }

  /** Starts pg-boss (once); with `work`, this process also runs steps. */
  start(): Promise<PgBoss> {
    this.#starting ??= this.#start().catch((error: unknown) => {
      this.#starting = undefined;
      throw error;
    });
    return this.#starting;
  }

  async #start(): Promise<PgBoss> {
    const { handle, config, log } = this.deps;
    const heartbeat = config.assessment.heartbeatSeconds;
    // pg-boss looks for silent workers in its monitor pass: often enough that a lost step is picked up
    // within about one and a half heartbeats.
    const passSeconds = Math.max(1, Math.min(60, Math.floor(heartbeat / 2)));
    const timing = {
      superviseIntervalSeconds: passSeconds,
      monitorIntervalSeconds: passSeconds,
      useListenNotify: true,
      schedule: false,
    };
    const boss =
      handle.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(handle.pglite!), backend: 'pglite', ...timing })
        : new PgBoss({ connectionString: handle.connectionString!, max: 4, ...timing });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    const queueOptions = {
      notify: true,
      heartbeatSeconds: heartbeat,
      expireInSeconds: STEP_EXPIRE_SECONDS,
      retryLimit: STEP_RETRY_LIMIT,
      retryDelay: STEP_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      retryDelayMax: 60,
    };
    try {
      await boss.createQueue(STEP_DEAD_QUEUE, { notify: true });
      await boss.createQueue(STEP_QUEUE, { ...queueOptions, deadLetter: STEP_DEAD_QUEUE });
      this.#boss = boss;
      if (this.runsSteps) await this.#work(boss);
      return boss;
    } catch (error) {
      this.#boss = undefined;
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      throw error;
    }
  }

  async #work(boss: PgBoss): Promise<void> {
    const { handle, config } = this.deps;
    if (handle.kind === 'pglite') {
      // The data-directory lock makes this the only process: a step still in progress was left by a
      // process that died. Its claim is released and its job failed now, so it is retried at once
      // instead of after the heartbeat.
      const orphaned = await releaseOrphanedSteps(handle.db);
      if (orphaned.length > 0) {
        this.deps.log.warn(`resuming ${orphaned.length} assessment step(s) left by a stopped process`);
        await boss.fail(STEP_QUEUE, orphaned, { message: 'The process running this step stopped' });
      }
    }
    // NOTIFY wakes a worker when a job is created; a retry does not notify, so the backstop poll is short.
    const polling = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };
    await boss.work<StepJobData>(
      STEP_QUEUE,
      { ...polling, localConcurrency: config.assessment.concurrency, includeMetadata: true },
      async ([job]) => runStepJob(this.#jobContext(), job as StepJob),
    );
    await boss.work<StepJobData>(STEP_DEAD_QUEUE, { ...polling, includeMetadata: true }, async ([job]) =>
      settleDeadStep(this.#jobContext(), job as StepJob, DEAD_STEP_MESSAGE),
    );
    this.#working = true;
  }

  /** Hands jobs over inside the caller's transaction (see createRun and settleStep). */
  #enqueue: EnqueueInTransaction = async (tx, jobs) => {
    if (jobs.length === 0) return;
    const boss = this.#boss!;
    const db = fromDrizzle(tx as never, sql as never);
    // The client's onboarding scopes rank the steps (all jobs of one hand-over belong to one run).
    const scopes = await scopesOfRun(tx, jobs[0]!.runId);
    for (const job of jobs) {
      const priority = isAssessmentStepId(job.stepId) ? stepPriority(scopes, job.stepId) : 0;
      await boss.send(STEP_QUEUE, { runId: job.runId, stepId: job.stepId }, { id: job.jobId, db, priority });
    }
  };

  #jobContext(): StepJobContext {
    const { handle, config, providers, log, pausePoints } = this.deps;
    return { db: handle.db, config, providers, log, enqueue: this.#enqueue, pausePoints };
  }

  /**
   * Starts a run of the given steps (all fourteen by default), counted against the requesting user's
   * run budget. One run per client runs at a time: a second start answers 409 with the running run,
   * also when two starts race (the partial unique index on running runs refuses the later insert).
   */
  async startRun(input: StartRunInput): Promise<{ id: number; documentId: string }> {
    await this.start();
    const { db } = this.deps.handle;
    if (await runningRunOf(db, input.clientId)) throw await this.#alreadyRunning(input.clientId);
    await pauseAt(this.deps.pausePoints, 'run:checked', { clientId: input.clientId });
    const { requestedBy } = input;
    try {
      return await createRun(db, this.#enqueue, {
        clientId: input.clientId,
        trigger: input.trigger,
        steps: input.steps ?? [...ASSESSMENT_STEP_IDS],
        requestedBy,
        ...(input.alongside && { alongside: input.alongside }),
        ...(requestedBy !== null && {
          charge: (tx) => consumeRateLimit(tx, PROVIDER_RATE_LIMITS.assessmentRuns, `user:${requestedBy}`),
        }),
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_RUNNING_RUN_INDEX)) throw await this.#alreadyRunning(input.clientId);
      throw error;
    }
  }

  async #alreadyRunning(clientId: number): Promise<AppError> {
    const { db } = this.deps.handle;
    const running = await runningRunOf(db, clientId);
    // The run that won may have finished already; the answer is the same.
    const details = running ? { run: await runView(db, running) } : undefined;
    return new AppError(409, 'ConflictError', ALREADY_RUNNING, details);
  }

  /** Stops taking steps; a step in flight is left to finish within `timeoutMs`, then retried later. */
  async stop(timeoutMs = 10_000): Promise<void> {
    const starting = this.#starting;
    if (!starting) return;
    const boss = await starting.catch(() => undefined);
    if (!boss) return;
    await boss.stop({ graceful: this.#working, timeout: timeoutMs, close: true });
    this.#boss = undefined;
    this.#starting = undefined;
  }
}
