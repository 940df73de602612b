import type { CompletenessStep } from '../completeness/completeness.js';

/** Spec 02 §4: the fourteen assessment steps, in the spec's listing order. */
export const ASSESSMENT_STEP_IDS = [
  'webContext',
  'websiteContext',
  'locationPresence',
  'businessModel',
  'keyStakeholders',
  'companyInitiatives',
  'impactStrategy',
  'sustainabilityRegulations',
  'upcomingPolicies',
  'voluntaryCodesAdopted',
  'publicPerception',
  'reportedMetrics',
  'reportingFrameworks',
  'controversies',
] as const;
export type AssessmentStepId = (typeof ASSESSMENT_STEP_IDS)[number];

export const STEP_STATUSES = ['pending', 'in_progress', 'completed', 'error'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const isSettled = (status: string) => status === 'completed' || status === 'error';

interface StepDefinition {
  /** What the progress panel shows (the spec names the two context steps; the rest follow suit). */
  name: string;
  /**
   * The steps whose output this one reads. It starts when they have settled (completed or error: a
   * failed context does not hold the others back; they work with what exists and say what they lacked).
   */
  reads: readonly AssessmentStepId[];
}

export const STEP_DEFINITIONS: Record<AssessmentStepId, StepDefinition> = {
  webContext: { name: 'Web Context Analysis', reads: [] },
  websiteContext: { name: 'Website Content Analysis', reads: [] },
  locationPresence: { name: 'Location Presence', reads: ['webContext', 'websiteContext'] },
  businessModel: { name: 'Business Model', reads: ['webContext', 'websiteContext'] },
  keyStakeholders: { name: 'Key Stakeholders', reads: ['webContext', 'websiteContext'] },
  companyInitiatives: { name: 'Company Initiatives', reads: ['webContext', 'websiteContext'] },
  impactStrategy: { name: 'Impact Strategy', reads: ['webContext', 'websiteContext'] },
  // Legal applicability is decided by the knowledge base's rules over the profile: nothing to wait for.
  sustainabilityRegulations: { name: 'Sustainability Regulations', reads: [] },
  upcomingPolicies: { name: 'Upcoming Policies', reads: [] },
  voluntaryCodesAdopted: { name: 'Voluntary Codes Adopted', reads: ['websiteContext'] },
  // The credibility score weighs the controversies found, so perception follows them.
  publicPerception: { name: 'Public Perception', reads: ['webContext', 'websiteContext', 'controversies'] },
  reportedMetrics: { name: 'Reported Metrics', reads: ['websiteContext'] },
  reportingFrameworks: { name: 'Reporting Frameworks', reads: [] },
  controversies: { name: 'Controversies', reads: ['webContext'] },
};

export const isAssessmentStepId = (value: string): value is AssessmentStepId =>
  (ASSESSMENT_STEP_IDS as readonly string[]).includes(value);

/** The completeness check's names (spec 02 §4) for the pipeline's steps. */
const STEP_OF_COMPLETENESS: Record<CompletenessStep, AssessmentStepId> = {
  webContext: 'webContext',
  websiteContext: 'websiteContext',
  companyInitiatives: 'companyInitiatives',
  locationPresence: 'locationPresence',
  businessModel: 'businessModel',
  stakeholders: 'keyStakeholders',
  focusAreas: 'impactStrategy',
  sustainabilityRegulations: 'sustainabilityRegulations',
  upcomingPolicies: 'upcomingPolicies',
  voluntaryCodesAdopted: 'voluntaryCodesAdopted',
  publicPerception: 'publicPerception',
  reportedMetrics: 'reportedMetrics',
  reportingFrameworks: 'reportingFrameworks',
  controversies: 'controversies',
};

export const stepOfCompleteness = (step: CompletenessStep): AssessmentStepId => STEP_OF_COMPLETENESS[step];

/**
 * The steps a run must include so that `requested` can run: what they read is gathered first. A
 * recovery of "controversies" alone re-reads nothing when the web context exists, so callers pass the
 * context steps only when those are missing too (the spec: context first, then the listed steps).
 */
export function orderedSteps(requested: Iterable<AssessmentStepId>): AssessmentStepId[] {
  const wanted = new Set(requested);
  return ASSESSMENT_STEP_IDS.filter((id) => wanted.has(id));
}

/** The steps among `runSteps` this one must wait for (a step outside the run is already there). */
export function waitsFor(step: AssessmentStepId, runSteps: readonly AssessmentStepId[]): AssessmentStepId[] {
  return STEP_DEFINITIONS[step].reads.filter((read) => runSteps.includes(read));
}

/** Length of the longest chain of reads: the lower bound on a run's time in steps. */
export function criticalPath(durations: Record<AssessmentStepId, number>): number {
  const memo = new Map<AssessmentStepId, number>();
  const finish = (step: AssessmentStepId): number => {
    const known = memo.get(step);
    if (known !== undefined) return known;
    const start = Math.max(0, ...STEP_DEFINITIONS[step].reads.map(finish));
    const value = start + durations[step];
    memo.set(step, value);
    return value;
  };
  return Math.max(...ASSESSMENT_STEP_IDS.map(finish));
}
