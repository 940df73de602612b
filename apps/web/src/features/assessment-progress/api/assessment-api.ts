import { apiClient } from '../../../lib/api-client';

const clientPath = (clientId: number) => `/clients/${encodeURIComponent(String(clientId))}`;

/** GET /api/clients/:id/completeness: which steps have no result yet (spec 02 §4). */
export const fetchCompleteness = (clientId: number) =>
  apiClient.get(`${clientPath(clientId)}/completeness`, (c) => c.completenessResponseSchema);

/** GET /api/clients/:id/assessment: the client's latest run, or null when none has run. */
export const fetchLatestRun = (clientId: number) =>
  apiClient
    .get(`${clientPath(clientId)}/assessment`, (c) => c.latestAssessmentRunResponseSchema)
    .then((answer) => answer.data);

/** POST /api/clients/:id/assessment/recover: runs the missing steps (or the run already under way). */
export const recoverAssessment = (clientId: number) =>
  apiClient.post(`${clientPath(clientId)}/assessment/recover`, (c) => c.recoveryResponseSchema);
