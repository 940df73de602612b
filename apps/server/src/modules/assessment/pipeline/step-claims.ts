import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assessmentRuns, assessmentSteps } from '../../../db/schema.js';
import { recordEvent } from './run-store.js';
import { isSettled, type AssessmentStepId } from './step-catalogue.js';

/**
 * Which job attempt runs a step. pg-boss redelivers a job whose worker looks dead (a missed heartbeat,
 * an expiry, a stop), but the first attempt may still be running: the step row names its holder and
 * the holder refreshes `heartbeat_at`, so a redelivery leaves a live holder alone and takes over only
 * a silent one.
 */
export const holderOf = (job: { id: string; retryCount: number }) => `${job.id}:${job.retryCount}`;

export interface ClaimedStep {
  runId: number;
  clientId: number;
  stepId: AssessmentStepId;
  attempts: number;
}

export type ClaimOutcome =
  | { kind: 'claimed'; step: ClaimedStep }
  /** Settled already (a retry after the settlement committed), or gone: nothing to run. */
  | { kind: 'settled' }
  /** Another attempt holds it and heartbeats: leave it to that one. */
  | { kind: 'busy'; holder: string };

const matches = (runId: number, stepId: string) =>
  and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, stepId));

/**
 * Marks a step in progress for `holder`, unless it has settled or another attempt holds it and has
 * heartbeated within `staleSeconds`. The run row is locked first, as settleStep does.
 */
export async function claimStep(
  db: Database,
  runId: number,
  stepId: string,
  holder: string,
  staleSeconds: number,
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(assessmentRuns).where(eq(assessmentRuns.id, runId)).for('update');
    if (!run) return { kind: 'settled' };
    const [step] = await tx
      .select({
        status: assessmentSteps.status,
        claimedBy: assessmentSteps.claimedBy,
        live: sql<boolean>`coalesce(${assessmentSteps.heartbeatAt} > now() - make_interval(secs => ${staleSeconds}), false)`,
      })
      .from(assessmentSteps)
      .where(matches(runId, stepId));
    if (!step || isSettled(step.status)) return { kind: 'settled' };
    const heldElsewhere = step.claimedBy !== null && step.claimedBy !== holder;
    if (step.status === 'in_progress' && heldElsewhere && step.live) {
      return { kind: 'busy', holder: step.claimedBy! };
    }
    const [claimed] = await tx
      .update(assessmentSteps)
      .set({
        status: 'in_progress',
        claimedBy: holder,
        heartbeatAt: sql`now()`,
        attempts: sql`${assessmentSteps.attempts} + 1`,
        startedAt: sql`coalesce(${assessmentSteps.startedAt}, now())`,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(matches(runId, stepId))
      .returning({ attempts: assessmentSteps.attempts });
    // A takeover of a step already in progress (its worker died) is not a new transition.
    if (step.status === 'pending') await recordEvent(tx as unknown as Database, run, stepId, 'in_progress');
    const claimedStep = { runId, clientId: run.clientId, stepId: stepId as AssessmentStepId };
    return { kind: 'claimed', step: { ...claimedStep, attempts: claimed!.attempts } };
  });
}

/** The holder's heartbeat; false once the step is no longer its own (settled, or taken over). */
export async function refreshClaim(
  db: Database,
  runId: number,
  stepId: string,
  holder: string,
): Promise<boolean> {
  const rows = await db
    .update(assessmentSteps)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        matches(runId, stepId),
        eq(assessmentSteps.status, 'in_progress'),
        eq(assessmentSteps.claimedBy, holder),
      ),
    )
    .returning({ stepId: assessmentSteps.stepId });
  return rows.length > 0;
}

/** A holder that stops without settling (aborted) lets the next attempt take the step at once. */
export async function releaseClaim(
  db: Database,
  runId: number,
  stepId: string,
  holder: string,
): Promise<void> {
  await db
    .update(assessmentSteps)
    .set({ claimedBy: null, heartbeatAt: null })
    .where(
      and(
        matches(runId, stepId),
        eq(assessmentSteps.status, 'in_progress'),
        eq(assessmentSteps.claimedBy, holder),
      ),
    );
}

/**
 * A transient failure that will be retried: the step stays in progress and its note says why. Only
 * the holder writes it, and never over a step that has settled meanwhile.
 */
export async function noteRetry(
  db: Database,
  runId: number,
  stepId: string,
  holder: string,
  message: string,
): Promise<void> {
  await db
    .update(assessmentSteps)
    .set({ errorMessage: `Retrying after: ${message}`.slice(0, 1000), updatedAt: new Date() })
    .where(
      and(
        matches(runId, stepId),
        eq(assessmentSteps.status, 'in_progress'),
        eq(assessmentSteps.claimedBy, holder),
      ),
    );
}

/**
 * Steps left in progress by a process that is gone (embedded mode: the only process), released so
 * their retried jobs take them at once; answers those jobs.
 */
export async function releaseOrphanedSteps(db: Database): Promise<string[]> {
  const running = db
    .select({ id: assessmentRuns.id })
    .from(assessmentRuns)
    .where(eq(assessmentRuns.status, 'running'));
  const rows = await db
    .update(assessmentSteps)
    .set({ claimedBy: null, heartbeatAt: null })
    .where(and(inArray(assessmentSteps.runId, running), eq(assessmentSteps.status, 'in_progress')))
    .returning({ jobId: assessmentSteps.jobId });
  return rows.map((row) => row.jobId).filter((id): id is string => id !== null);
}
