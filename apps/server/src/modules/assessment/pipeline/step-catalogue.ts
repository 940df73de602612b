import {
  ASSESSMENT_STEP_IDS,
  ASSESSMENT_STEP_NAMES,
  ASSESSMENT_STEP_STATUSES,
  STEP_OF_COMPLETENESS,
  type AssessmentStepId,
  type AssessmentStepStatus,
  type CompletenessStep,
} from '@impact/contracts';

export { ASSESSMENT_STEP_IDS, isAssessmentStepId, type AssessmentStepId } from '@impact/contracts';
export const STEP_STATUSES = ASSESSMENT_STEP_STATUSES;
export type StepStatus = AssessmentStepStatus;

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
  webContext: { name: ASSESSMENT_STEP_NAMES.webContext, reads: [] },
  websiteContext: { name: ASSESSMENT_STEP_NAMES.websiteContext, reads: [] },
  locationPresence: { name: ASSESSMENT_STEP_NAMES.locationPresence, reads: ['webContext', 'websiteContext'] },
  businessModel: { name: ASSESSMENT_STEP_NAMES.businessModel, reads: ['webContext', 'websiteContext'] },
  keyStakeholders: { name: ASSESSMENT_STEP_NAMES.keyStakeholders, reads: ['webContext', 'websiteContext'] },
  companyInitiatives: {
    name: ASSESSMENT_STEP_NAMES.companyInitiatives,
    reads: ['webContext', 'websiteContext'],
  },
  impactStrategy: { name: ASSESSMENT_STEP_NAMES.impactStrategy, reads: ['webContext', 'websiteContext'] },
  // Legal applicability is decided by the knowledge base's rules over the profile and the sector and
  // customers classified from the company's own words: they wait for the website to be read.
  sustainabilityRegulations: {
    name: ASSESSMENT_STEP_NAMES.sustainabilityRegulations,
    reads: ['websiteContext'],
  },
  upcomingPolicies: { name: ASSESSMENT_STEP_NAMES.upcomingPolicies, reads: ['websiteContext'] },
  voluntaryCodesAdopted: { name: ASSESSMENT_STEP_NAMES.voluntaryCodesAdopted, reads: ['websiteContext'] },
  // The credibility score weighs the controversies found, so perception follows them.
  publicPerception: {
    name: ASSESSMENT_STEP_NAMES.publicPerception,
    reads: ['webContext', 'websiteContext', 'controversies'],
  },
  reportedMetrics: { name: ASSESSMENT_STEP_NAMES.reportedMetrics, reads: ['websiteContext'] },
  reportingFrameworks: { name: ASSESSMENT_STEP_NAMES.reportingFrameworks, reads: ['websiteContext'] },
  controversies: { name: ASSESSMENT_STEP_NAMES.controversies, reads: ['webContext'] },
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
