import type { SseMessage } from '../../lib/sse/sse-parser';
import { STEP_LABELS, isAssessmentStepId, isStepStatus, type AssessmentStepId, type RunStep } from './steps';

export type RunStatus = 'running' | 'completed';

/** A run as the server answers it (GET /api/assessments/:runId, the recovery's `run`). */
export interface AssessmentRun {
  id: number;
  documentId: string;
  clientId: number;
  trigger: string;
  status: RunStatus;
  steps: RunStep[];
}

/** The run the panel follows. */
export interface FollowedRun {
  documentId: string;
  clientId: number | null;
  clientName: string | null;
  status: RunStatus;
  steps: RunStep[];
}

export type RunEvent =
  | { type: 'step'; stepId: AssessmentStepId; status: RunStep['status']; errorMessage?: string }
  | { type: 'run'; status: RunStatus };

const parseJson = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The stream's `step` and `run` events; anything else (the client's `web-search-status`, which the
 * library panel's own refresh reads, or a malformed message) is not the panel's business.
 */
export function decodeRunEvent(message: SseMessage): RunEvent | null {
  const data = parseJson(message.data);
  if (!data || typeof data.status !== 'string') return null;
  if (message.event === 'run') {
    return data.status === 'running' || data.status === 'completed'
      ? { type: 'run', status: data.status }
      : null;
  }
  if (message.event !== 'step') return null;
  const { stepId, status, errorMessage } = data;
  if (typeof stepId !== 'string' || !isAssessmentStepId(stepId) || !isStepStatus(status)) return null;
  // A retry note may ride on an in-progress step: only a settled error shows a message.
  return status === 'error' && typeof errorMessage === 'string' && errorMessage !== ''
    ? { type: 'step', stepId, status, errorMessage }
    : { type: 'step', stepId, status };
}

export function applyRunEvent(run: FollowedRun, event: RunEvent): FollowedRun {
  if (event.type === 'run') return { ...run, status: event.status };
  const { stepId, status, errorMessage } = event;
  const updated: RunStep = {
    id: stepId,
    name: run.steps.find((step) => step.id === stepId)?.name ?? STEP_LABELS[stepId],
    status,
    ...(errorMessage && { errorMessage }),
  };
  const known = run.steps.some((step) => step.id === stepId);
  return {
    ...run,
    steps: known ? run.steps.map((step) => (step.id === stepId ? updated : step)) : [...run.steps, updated],
  };
}

export function followedRunFrom(run: AssessmentRun, clientName: string | null = null): FollowedRun {
  return {
    documentId: run.documentId,
    clientId: run.clientId,
    clientName,
    status: run.status,
    steps: run.steps.map((step) => ({
      id: step.id,
      name: step.name || STEP_LABELS[step.id],
      status: step.status,
      ...(step.status === 'error' && step.errorMessage && { errorMessage: step.errorMessage }),
    })),
  };
}
