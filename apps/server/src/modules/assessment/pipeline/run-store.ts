import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assessmentEvents, assessmentRuns, assessmentSteps } from '../../../db/schema.js';
import {
  STEP_DEFINITIONS,
  isReadable,
  isSettled,
  waitsFor,
  type AssessmentStepId,
  type StepStatus,
} from './step-catalogue.js';

/** Listeners in any process wake on this channel; the payload is an AssessmentNotice. */
export const ASSESSMENT_EVENTS_CHANNEL = 'assessment_events';
export interface AssessmentNotice {
  runId: number;
  clientId: number;
  eventId: number;
}

/** The event a run's end is recorded as, after its steps' own. */
export const RUN_EVENT_STEP = 'run';

/** How jobs are handed over: inside the caller's transaction, so a step and its job commit together. */
export type EnqueueInTransaction = (
  tx: Database,
  jobs: { jobId: string; runId: number; stepId: string }[],
) => Promise<void>;

type Tx = Database;

/** Records a transition and tells every listening process, when the caller's transaction commits. */
export async function recordEvent(
  tx: Tx,
  run: { id: number; clientId: number },
  stepId: string,
  status: string,
  errorMessage: string | null = null,
): Promise<void> {
  const [event] = await tx
    .insert(assessmentEvents)
    .values({ runId: run.id, stepId, status, errorMessage })
    .returning({ id: assessmentEvents.id });
  const notice: AssessmentNotice = { runId: run.id, clientId: run.clientId, eventId: event!.id };
  // Delivered when the transaction commits, to every process listening.
  await tx.execute(sql`select pg_notify(${ASSESSMENT_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Creates a run with its steps pending and hands over the jobs of those that read nothing inside the
 * run (the context steps, the rule-only steps). Returns the run's ids. The run row goes in first: a
 * client with a running run refuses it (unique violation of assessment_runs_one_running_idx) before
 * anything else is written. `charge` then counts the run against its budget in the same transaction,
 * so a run refused by either check leaves nothing behind, its count included.
 */
export async function createRun(
  db: Database,
  enqueue: EnqueueInTransaction,
  input: {
    clientId: number;
    trigger: string;
    steps: AssessmentStepId[];
    requestedBy: number | null;
    charge?: (tx: Database) => Promise<void>;
    /** Writes that stand or fall with the run (StartRunInput.alongside). */
    alongside?: (tx: Database) => Promise<void>;
  },
): Promise<{ id: number; documentId: string }> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(assessmentRuns)
      .values({
        documentId: randomUUID(),
        clientId: input.clientId,
        trigger: input.trigger,
        requestedBy: input.requestedBy,
      })
      .returning();
    await input.charge?.(tx as Tx);
    await input.alongside?.(tx as Tx);
    const ready = input.steps.filter((step) => waitsFor(step, input.steps).length === 0);
    const jobs = ready.map((stepId) => ({ jobId: randomUUID(), runId: run!.id, stepId }));
    const jobOf = new Map(jobs.map((job) => [job.stepId, job.jobId]));
    await tx
      .insert(assessmentSteps)
      .values(input.steps.map((stepId) => ({ runId: run!.id, stepId, jobId: jobOf.get(stepId) ?? null })));
    for (const stepId of input.steps) await recordEvent(tx as Tx, run!, stepId, 'pending');
    await enqueue(tx as Tx, jobs);
    return { id: run!.id, documentId: run!.documentId };
  });
}

export type Settlement =
  { status: 'completed'; write: (tx: Database) => Promise<void> } | { status: 'error'; message: string };

/**
 * Settles a step: its output stored (or its error recorded), the event written, and the jobs of the
 * steps it unblocks handed over, all in one transaction. The run row is locked first, so two steps
 * settling at once see each other's result and every waiting step is released exactly once.
 * Returns false when the step had already settled (a late duplicate), or when `holder` is given and
 * the step is no longer that attempt's (taken over): nothing is written then.
 */
export async function settleStep(
  db: Database,
  enqueue: EnqueueInTransaction,
  runId: number,
  stepId: AssessmentStepId,
  settlement: Settlement,
  holder?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockUnsettledStep(tx as Tx, runId, stepId, holder);
    if (!locked) return false;
    const { run, steps, step } = locked;
    if (settlement.status === 'completed') await settlement.write(tx as Tx);
    const errorMessage = settlement.status === 'error' ? settlement.message : null;
    await tx
      .update(assessmentSteps)
      .set({ status: settlement.status, errorMessage, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, stepId)));
    await recordEvent(tx as Tx, run, stepId, settlement.status, errorMessage);

    step.status = settlement.status;
    await releaseReaders(tx as Tx, enqueue, runId, steps);

    if (steps.every((row) => isSettled(row.status))) {
      await tx
        .update(assessmentRuns)
        .set({ status: 'completed', finishedAt: new Date() })
        .where(eq(assessmentRuns.id, runId));
      await recordEvent(tx as Tx, run, RUN_EVENT_STEP, 'completed');
    }
    return true;
  });
}

/**
 * A step that is still running hands its output to the steps that read it: the output stored, the
 * hand-over noted and the jobs of the steps it unblocks handed over, in one transaction (the run row
 * locked as settleStep locks it). No event: the step is still in progress for whoever watches. Returns
 * false, writing nothing, when the step has settled or is no longer `holder`'s.
 */
export async function handOverStep(
  db: Database,
  enqueue: EnqueueInTransaction,
  runId: number,
  stepId: AssessmentStepId,
  write: (tx: Database) => Promise<void>,
  holder: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await lockUnsettledStep(tx as Tx, runId, stepId, holder);
    if (!locked) return false;
    const { steps, step } = locked;
    await write(tx as Tx);
    step.handedOverAt = new Date();
    await tx
      .update(assessmentSteps)
      .set({ handedOverAt: step.handedOverAt, updatedAt: new Date() })
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, stepId)));
    await releaseReaders(tx as Tx, enqueue, runId, steps);
    return true;
  });
}

/**
 * The run row locked (two steps settling at once see each other's result), its steps, and this step,
 * unless it has settled or is no longer `holder`'s (when one is given).
 */
async function lockUnsettledStep(tx: Tx, runId: number, stepId: AssessmentStepId, holder?: string) {
  const [run] = await tx.select().from(assessmentRuns).where(eq(assessmentRuns.id, runId)).for('update');
  if (!run) return undefined;
  const steps = await tx.select().from(assessmentSteps).where(eq(assessmentSteps.runId, runId));
  const step = steps.find((row) => row.stepId === stepId);
  if (!step || isSettled(step.status)) return undefined;
  if (holder !== undefined && step.claimedBy !== holder) return undefined;
  return { run, steps, step };
}

/** Hands over the jobs of the pending steps whose every awaited read is now readable. */
async function releaseReaders(
  tx: Tx,
  enqueue: EnqueueInTransaction,
  runId: number,
  steps: (typeof assessmentSteps.$inferSelect)[],
): Promise<void> {
  const byId = new Map(steps.map((row) => [row.stepId, row]));
  const runSteps = steps.map((row) => row.stepId as AssessmentStepId);
  const released = steps.filter(
    (row) =>
      row.status === 'pending' &&
      row.jobId === null &&
      waitsFor(row.stepId as AssessmentStepId, runSteps).every((read) => isReadable(byId.get(read)!)),
  );
  const jobs = released.map((row) => ({ jobId: randomUUID(), runId, stepId: row.stepId }));
  for (const job of jobs) {
    await tx
      .update(assessmentSteps)
      .set({ jobId: job.jobId })
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, job.stepId)));
  }
  await enqueue(tx, jobs);
}

export interface StepView {
  id: AssessmentStepId;
  name: string;
  status: StepStatus;
  errorMessage?: string;
}

export interface RunView {
  id: number;
  documentId: string;
  clientId: number;
  trigger: string;
  status: 'running' | 'completed';
  createdAt: string;
  finishedAt: string | null;
  steps: StepView[];
}

type RunRow = typeof assessmentRuns.$inferSelect;

async function toRunView(db: Database, run: RunRow): Promise<RunView> {
  const steps = await db.select().from(assessmentSteps).where(eq(assessmentSteps.runId, run.id));
  const order = Object.keys(STEP_DEFINITIONS);
  steps.sort((a, b) => order.indexOf(a.stepId) - order.indexOf(b.stepId));
  return {
    id: run.id,
    documentId: run.documentId,
    clientId: run.clientId,
    trigger: run.trigger,
    status: run.status as RunView['status'],
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    steps: steps.map((step) => {
      const id = step.stepId as AssessmentStepId;
      // A retry note is not an error: only a settled error shows its message as the step's error.
      const errorMessage = step.status === 'error' ? (step.errorMessage ?? undefined) : undefined;
      return {
        id,
        name: STEP_DEFINITIONS[id].name,
        status: step.status as StepStatus,
        ...(errorMessage && { errorMessage }),
      };
    }),
  };
}

export async function findRun(db: Database, runRef: string): Promise<RunRow | undefined> {
  const byNumber = /^\d{1,9}$/.test(runRef);
  const [run] = await db
    .select()
    .from(assessmentRuns)
    .where(byNumber ? eq(assessmentRuns.id, Number(runRef)) : eq(assessmentRuns.documentId, runRef))
    .limit(1);
  return run;
}

export const runView = toRunView;

/** The client's latest run, running or not. */
export async function latestRunOf(db: Database, clientId: number): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(assessmentRuns)
    .where(eq(assessmentRuns.clientId, clientId))
    .orderBy(desc(assessmentRuns.id))
    .limit(1);
  return run;
}

export async function runningRunOf(db: Database, clientId: number): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(assessmentRuns)
    .where(and(eq(assessmentRuns.clientId, clientId), eq(assessmentRuns.status, 'running')))
    .orderBy(desc(assessmentRuns.id))
    .limit(1);
  return run;
}

export async function eventsAfter(db: Database, runId: number, afterId: number) {
  return db
    .select()
    .from(assessmentEvents)
    .where(and(eq(assessmentEvents.runId, runId), gt(assessmentEvents.id, afterId)))
    .orderBy(asc(assessmentEvents.id));
}
