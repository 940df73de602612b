import { ONBOARDING_SCOPES } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { assessmentRuns, clients } from '../../../db/schema.js';
import type { AssessmentStepId } from './step-catalogue.js';

/**
 * The onboarding scopes decide which of a run's ready steps a busy worker takes first: pg-boss fetches
 * jobs by priority, so the steps of the first chosen scope outrank those of the second, and so on. The
 * dependency graph is untouched: a step still waits for what it reads.
 */

type ScopeId = (typeof ONBOARDING_SCOPES)[number]['id'];

/** The assessment steps that build each scope's sections. */
export const SCOPE_STEPS: Record<ScopeId, readonly AssessmentStepId[]> = {
  materiality: ['impactStrategy'],
  regulations: ['sustainabilityRegulations', 'upcomingPolicies'],
  reporting: ['reportingFrameworks', 'reportedMetrics', 'voluntaryCodesAdopted'],
  initiatives: ['companyInitiatives', 'voluntaryCodesAdopted'],
  'impact-strategy': ['impactStrategy', 'keyStakeholders', 'businessModel'],
};

/** Every other step reads the two contexts: with any scope chosen, they go before everything. */
const CONTEXT_STEPS: readonly AssessmentStepId[] = ['webContext', 'websiteContext'];
const STEP_WEIGHT = 10;
const CONTEXT_PRIORITY = (ONBOARDING_SCOPES.length + 1) * STEP_WEIGHT;

/** A step's job priority for a client's scopes (first chosen first); 0 for steps no scope names. */
export function stepPriority(scopes: readonly string[], stepId: AssessmentStepId): number {
  if (scopes.length === 0) return 0;
  if (CONTEXT_STEPS.includes(stepId)) return CONTEXT_PRIORITY;
  const rank = scopes.findIndex((scope) => SCOPE_STEPS[scope as ScopeId]?.includes(stepId));
  return rank === -1 ? 0 : (ONBOARDING_SCOPES.length - rank) * STEP_WEIGHT;
}

/** The onboarding scopes of the client a run assesses (read inside the enqueueing transaction). */
export async function scopesOfRun(db: Database, runId: number): Promise<string[]> {
  const [row] = await db
    .select({ scopes: clients.onboardingScopes })
    .from(assessmentRuns)
    .innerJoin(clients, eq(clients.id, assessmentRuns.clientId))
    .where(eq(assessmentRuns.id, runId));
  const scopes = row?.scopes;
  return Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === 'string') : [];
}
