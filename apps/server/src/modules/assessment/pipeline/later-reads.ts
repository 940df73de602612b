import { setTimeout as delay } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assessmentSteps } from '../../../db/schema.js';
import { isSettled, type AssessmentStepId } from './step-catalogue.js';

/** How often a step waiting for a step it reads later looks at it again. */
const POLL_MS = 50;
/**
 * How long a step waits for a step it reads later before it gives its worker slot back (a transient
 * failure, so it is tried again): every slot held by waiting steps would otherwise hold up the steps
 * they wait for.
 */
const WAIT_LIMIT_MS = 2 * 60_000;

/** The steps of a run a running step reads after it has started (step-catalogue's readsLater). */
export interface LaterReads {
  /** Whether `step` has settled, or is not part of the run (then its stored output is final). */
  settled(step: AssessmentStepId): Promise<boolean>;
  /** Resolves once `step` has settled; rejects when the attempt is stopped or the wait runs out. */
  untilSettled(step: AssessmentStepId): Promise<void>;
}

export class LaterReadNotSettled extends Error {
  /** Transient: the attempt is retried (pipeline/transient.ts). */
  readonly status = 503;
  constructor(step: AssessmentStepId) {
    super(`The ${step} step this step reads has not finished yet; this step will try again`);
  }
}

export function laterReadsOf(db: Database, runId: number, signal: AbortSignal): LaterReads {
  const settled = async (step: AssessmentStepId) => {
    const [row] = await db
      .select({ status: assessmentSteps.status })
      .from(assessmentSteps)
      .where(and(eq(assessmentSteps.runId, runId), eq(assessmentSteps.stepId, step)));
    return !row || isSettled(row.status);
  };
  return {
    settled,
    async untilSettled(step) {
      const deadline = Date.now() + WAIT_LIMIT_MS;
      while (!(await settled(step))) {
        if (Date.now() > deadline) throw new LaterReadNotSettled(step);
        await delay(POLL_MS, undefined, { signal });
      }
    },
  };
}
