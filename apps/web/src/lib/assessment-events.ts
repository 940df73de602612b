/**
 * The bridge between the feature that starts an assessment (creating a client on the dashboard) and
 * the progress panel that follows it: features never import each other, so the starter announces the
 * run here and the panel listens. An announcement made before the panel listens waits for it.
 */
import type { AssessmentRun } from '@impact/contracts';

export interface AnnouncedRun {
  /** The run's id or documentId (GET /api/assessments/:runId takes either). */
  documentId: string;
  client?: { id?: number; Name?: string };
  /** The run as its start answered it, when the starter has it: a run of some steps shows only those. */
  run?: AssessmentRun;
}

type Listener = (run: AnnouncedRun) => void;

let listener: Listener | undefined;
let waiting: AnnouncedRun | undefined;

/** POST /clients answers `meta.assessment` when a run started; nothing happens when it is absent. */
export function announceAssessmentRun(
  run: { documentId: string } | AssessmentRun | null | undefined,
  client?: AnnouncedRun['client'],
): void {
  if (!run?.documentId) return;
  const announced: AnnouncedRun = {
    documentId: run.documentId,
    ...(client && { client: { id: client.id, Name: client.Name } }),
    ...('steps' in run && { run }),
  };
  if (listener) listener(announced);
  else waiting = announced;
}

/** One listener (the progress store); it receives a run announced before it subscribed. */
export function onAssessmentRunAnnounced(next: Listener): () => void {
  listener = next;
  if (waiting) {
    const run = waiting;
    waiting = undefined;
    next(run);
  }
  return () => {
    if (listener === next) listener = undefined;
  };
}
