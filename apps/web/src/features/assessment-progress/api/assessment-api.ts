import { apiClient } from '../../../lib/api-client';
import type { CompletenessResult } from '../completeness-check';
import type { AssessmentRun } from '../run-state';

const clientPath = (clientId: number) => `/clients/${encodeURIComponent(String(clientId))}`;

/** GET /api/clients/:id/completeness: which steps have no result yet (spec 02 §4). */
export const fetchCompleteness = (clientId: number) =>
  apiClient.get<CompletenessResult>(`${clientPath(clientId)}/completeness`);

/** GET /api/clients/:id/assessment: the client's latest run, or null when none has run. */
export const fetchLatestRun = (clientId: number) =>
  apiClient
    .get<{ data: AssessmentRun | null }>(`${clientPath(clientId)}/assessment`)
    .then((answer) => answer.data ?? null);

export interface RecoveryAnswer {
  success: boolean;
  recovered: boolean;
  message: string;
  missingSteps: string[];
  run: AssessmentRun | null;
}

/** POST /api/clients/:id/assessment/recover: runs the missing steps (or the run already under way). */
export const recoverAssessment = (clientId: number) =>
  apiClient.post<RecoveryAnswer>(`${clientPath(clientId)}/assessment/recover`);
