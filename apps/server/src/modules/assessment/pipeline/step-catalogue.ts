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
  /**
   * Those of `reads` it starts without: it does the work that does not need them first, then waits for
   * them to settle before it settles itself (public perception asks the model while the controversies
   * are judged, and weighs them in its score once they are in).
   */
  readsLater?: readonly AssessmentStepId[];
}

export const STEP_DEFINITIONS: Record<AssessmentStepId, StepDefinition> = {
  webContext: { name: ASSESSMENT_STEP_NAMES.webContext, reads: [] },
  // Hands its output over before it settles (handOverStep): its readers start once its pages and
  // linked reports are read, while it finishes the page summaries, which no reader's prompt needs.
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
  // The credibility score weighs the controversies found, so perception settles after them; its model
  // reads the same web research the controversies are judged from, so it is asked meanwhile.
  publicPerception: {
    name: ASSESSMENT_STEP_NAMES.publicPerception,
    reads: ['webContext', 'websiteContext', 'controversies'],
    readsLater: ['controversies'],
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

/**
 * The steps among `runSteps` this one must wait for before it starts (a step outside the run is
 * already there): its reads but those it reads later.
 */
export function waitsFor(step: AssessmentStepId, runSteps: readonly AssessmentStepId[]): AssessmentStepId[] {
  const later = STEP_DEFINITIONS[step].readsLater ?? [];
  return STEP_DEFINITIONS[step].reads.filter((read) => runSteps.includes(read) && !later.includes(read));
}

/** The steps among `runSteps` this one reads only after it has started: it settles after them. */
export function readsLater(
  step: AssessmentStepId,
  runSteps: readonly AssessmentStepId[],
): AssessmentStepId[] {
  return (STEP_DEFINITIONS[step].readsLater ?? []).filter((read) => runSteps.includes(read));
}

/** Whether a step's readers may start: it has settled, or handed its output over. */
export const isReadable = (step: { status: string; handedOverAt: Date | null }) =>
  isSettled(step.status) || step.handedOverAt !== null;

/**
 * Length of the longest chain of reads: the lower bound on a run's time. A step starts when the steps
 * it waits for are readable (settled, or handed over `handOverMs` after they started) and ends after
 * its own duration, or when the steps it reads later have settled, whichever is later.
 */
export function criticalPath(
  durations: Record<AssessmentStepId, number>,
  handOverMs: Partial<Record<AssessmentStepId, number>> = {},
): number {
  const memo = new Map<AssessmentStepId, { start: number; end: number }>();
  const times = (step: AssessmentStepId): { start: number; end: number } => {
    const known = memo.get(step);
    if (known !== undefined) return known;
    const readableAt = (read: AssessmentStepId) => {
      const { start, end } = times(read);
      const handOver = handOverMs[read];
      return handOver === undefined ? end : Math.min(end, start + handOver);
    };
    const start = Math.max(0, ...waitsFor(step, ASSESSMENT_STEP_IDS).map(readableAt));
    const later = readsLater(step, ASSESSMENT_STEP_IDS).map((read) => times(read).end);
    const value = { start, end: Math.max(start + durations[step], ...later) };
    memo.set(step, value);
    return value;
  };
  return Math.max(...ASSESSMENT_STEP_IDS.map((step) => times(step).end));
}
