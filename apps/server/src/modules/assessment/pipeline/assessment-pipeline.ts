import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, fromPglite, type Job } from 'pg-boss';
import type { AppConfig } from '../../../config.js';
import type { AppProviders } from '../../../context.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { findClientById } from '../../clients/access.js';
import { claimWebSearch, failWebSearch, finishWebSearch } from '../web-research/status.js';
import { RESEARCH_ALREADY_RUNNING } from '../web-research/run-web-research.js';
import {
  claimStep,
  createRun,
  inProgressJobIds,
  noteRetry,
  settleStep,
  type EnqueueInTransaction,
} from './run-store.js';
import { scopesOfRun, stepPriority } from './scope-priority.js';
import { executeStep, writeStepOutput, type StepDeps } from './step-executors.js';
import { ASSESSMENT_STEP_IDS, isAssessmentStepId, type AssessmentStepId } from './step-catalogue.js';
import { isTransient, stepErrorMessage } from './transient.js';

export const STEP_QUEUE = 'assessment-step';
/** Jobs whose attempts ran out without the step settling (its workers kept dying) end up here. */
export const STEP_DEAD_QUEUE = 'assessment-step-dead';

/** A step may run this long before its job is taken back (a hung provider call, not a slow one). */
const STEP_EXPIRE_SECONDS = 15 * 60;
const STEP_RETRY_LIMIT = 3;
const STEP_RETRY_DELAY_SECONDS = 2;

interface StepJobData {
  runId: number;
  stepId: string;
}

export interface StartRunInput {
  clientId: number;
  trigger: 'client-created' | 'manual' | 'recovery';
  steps?: AssessmentStepId[];
  requestedBy: number | null;
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
    },
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
      // process that died. Failing its job now retries it at once instead of after the heartbeat.
      const orphaned = await inProgressJobIds(handle.db);
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
      async ([job]) => this.#runStepJob(job!),
    );
    await boss.work<StepJobData>(STEP_DEAD_QUEUE, polling, async ([job]) => this.#settleDeadJob(job!));
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

  /** Starts a run of the given steps (all fourteen by default). */
  async startRun(input: StartRunInput): Promise<{ id: number; documentId: string }> {
    await this.start();
    const steps = input.steps ?? [...ASSESSMENT_STEP_IDS];
    return createRun(this.deps.handle.db, this.#enqueue, {
      clientId: input.clientId,
      trigger: input.trigger,
      steps,
      requestedBy: input.requestedBy,
    });
  }

  async #runStepJob(job: Job<StepJobData> & { retryLimit?: number }): Promise<void> {
    const { runId, stepId } = job.data;
    const db = this.deps.handle.db;
    if (!isAssessmentStepId(stepId)) return;
    const claimed = await claimStep(db, runId, stepId);
    if (!claimed) return;
    const client = await findClientById(db, claimed.clientId);
    if (!client) {
      await settleStep(db, this.#enqueue, runId, stepId, { status: 'error', message: 'Client not found' });
      return;
    }
    const stepDeps: StepDeps = {
      db,
      config: this.deps.config,
      providers: this.deps.providers,
      log: this.deps.log.child({ runId, stepId, clientId: client.id }),
    };
    const researching = stepId === 'webContext';
    try {
      const retry = claimed.attempts > 1;
      if (researching && !(await claimWebSearch(db, client, { takeOver: retry }))) {
        throw new Error(RESEARCH_ALREADY_RUNNING);
      }
      const output = await executeStep(stepDeps, client, stepId, job.signal);
      await settleStep(db, this.#enqueue, runId, stepId, {
        status: 'completed',
        write: (tx) => writeStepOutput(tx, client.id, output),
      });
      if (researching) await finishWebSearch(db, client);
    } catch (error) {
      if (researching) await failWebSearch(db, client, stepErrorMessage(error)).catch(() => undefined);
      const attemptsLeft = job.retryCount < (job.retryLimit ?? STEP_RETRY_LIMIT);
      if (isTransient(error) && attemptsLeft) {
        stepDeps.log.warn({ err: error }, 'assessment step failed; it will be retried');
        await noteRetry(db, runId, stepId, stepErrorMessage(error));
        throw error;
      }
      stepDeps.log.warn({ err: error }, 'assessment step failed');
      await settleStep(db, this.#enqueue, runId, stepId, {
        status: 'error',
        message: stepErrorMessage(error),
      });
    }
  }

  async #settleDeadJob(job: Job<StepJobData>): Promise<void> {
    const { runId, stepId } = job.data;
    if (!isAssessmentStepId(stepId)) return;
    await settleStep(this.deps.handle.db, this.#enqueue, runId, stepId, {
      status: 'error',
      message: 'The step stopped without finishing several times; run the assessment again',
    });
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
