/**
 * Named points in the pipeline where a test may hold the code until it says go, to force an
 * interleaving (two starts past the running check, a redelivery while a step runs) without timing.
 * Production passes none: each point is then a resolved promise.
 */
export interface PauseDetails {
  /** A start found no running run and is about to insert one. */
  'run:checked': { clientId: number };
  /** A step job was delivered to this worker (a redelivery has a higher retryCount). */
  'step:delivered': { runId: number; stepId: string; jobId: string; retryCount: number };
  /** The step is held by another live attempt: this delivery waits instead of running it. */
  'step:busy': { runId: number; stepId: string; jobId: string; retryCount: number; holder: string };
  /** The step is claimed by this attempt and its work is about to run. */
  'step:executing': { runId: number; stepId: string; jobId: string; retryCount: number };
  /** The work failed with a transient fault: its retry note is about to be written. */
  'step:retrying': { runId: number; stepId: string; jobId: string; retryCount: number };
  /**
   * The delivery is done: it settled the step, failed transiently (a retry follows), stopped and
   * released it, or found it settled by another attempt.
   */
  'step:finished': {
    runId: number;
    stepId: string;
    jobId: string;
    retryCount: number;
    outcome: 'ran' | 'retrying' | 'released' | 'settled-elsewhere';
  };
}

export type PausePointName = keyof PauseDetails;

export type PausePoints = {
  [K in PausePointName]?: (detail: PauseDetails[K]) => void | Promise<void>;
};

export async function pauseAt<K extends PausePointName>(
  points: PausePoints | undefined,
  name: K,
  detail: PauseDetails[K],
): Promise<void> {
  const point = points?.[name] as ((detail: PauseDetails[K]) => void | Promise<void>) | undefined;
  if (point) await point(detail);
}
