import {
  ASSESSMENT_STEP_IDS,
  ASSESSMENT_STEP_NAMES,
  ASSESSMENT_STEP_STATUSES,
  COMPLETENESS_STEPS,
  STEP_OF_COMPLETENESS,
  isAssessmentStepId,
  type AssessmentStepId,
  type AssessmentStepStatus,
  type CompletenessStep,
} from '@impact/contracts';

/**
 * The assessment's fourteen steps (spec 02 §4) as the server's pipeline names them, and the names the
 * completeness check uses for what is missing, with the labels people read.
 */
export { ASSESSMENT_STEP_IDS, COMPLETENESS_STEPS, isAssessmentStepId };
export type { AssessmentStepId, CompletenessStep };
export const STEP_STATUSES = ASSESSMENT_STEP_STATUSES;
export type StepStatus = AssessmentStepStatus;

export interface RunStep {
  id: AssessmentStepId;
  name: string;
  status: StepStatus;
  errorMessage?: string;
}

/** The names the server gives the steps (a run's steps carry them; these cover steps not in a run). */
export const STEP_LABELS = ASSESSMENT_STEP_NAMES;

/** Completeness names people read: the pipeline's names, except where the check names a result. */
const COMPLETENESS_LABELS: Partial<Record<CompletenessStep, string>> = {
  businessModel: 'Business Model Overview',
  focusAreas: 'Focus Areas & Impact Topics',
};

export const isStepStatus = (value: string): value is StepStatus =>
  (STEP_STATUSES as readonly string[]).includes(value);

const isCompletenessStep = (value: string): value is CompletenessStep =>
  (COMPLETENESS_STEPS as readonly string[]).includes(value);

/** A readable label for a completeness step name; an unknown name is shown as it came. */
export function completenessStepLabel(name: string): string {
  if (!isCompletenessStep(name)) return name;
  return COMPLETENESS_LABELS[name] ?? ASSESSMENT_STEP_NAMES[STEP_OF_COMPLETENESS[name]];
}

/** The pipeline step that produces a completeness step's result (undefined for an unknown name). */
export function pipelineStepOf(name: string): AssessmentStepId | undefined {
  return isCompletenessStep(name) ? STEP_OF_COMPLETENESS[name] : undefined;
}

/** All fourteen steps pending: a full run just started, before its first event. */
export function pendingSteps(): RunStep[] {
  return ASSESSMENT_STEP_IDS.map((id) => ({ id, name: STEP_LABELS[id], status: 'pending' }));
}

/**
 * The panel always lists the fourteen steps in order. A recovery run holds only the missing ones; the
 * others already have their results, so they show as completed.
 */
export function panelSteps(runSteps: readonly RunStep[]): RunStep[] {
  const byId = new Map(runSteps.map((step) => [step.id, step]));
  return ASSESSMENT_STEP_IDS.map(
    (id) => byId.get(id) ?? { id, name: STEP_LABELS[id], status: 'completed' as const },
  );
}

export interface ProgressCounts {
  total: number;
  completed: number;
  failed: number;
  /** No step is still pending or in progress. */
  settled: boolean;
}

export function progressCounts(steps: readonly { status: StepStatus }[]): ProgressCounts {
  const completed = steps.filter((step) => step.status === 'completed').length;
  const failed = steps.filter((step) => step.status === 'error').length;
  return { total: steps.length, completed, failed, settled: completed + failed === steps.length };
}

/** Spec 02 §2: the panel hides itself once all fourteen steps are completed. */
export const allStepsCompleted = (steps: readonly { status: StepStatus }[]): boolean =>
  steps.length > 0 && steps.every((step) => step.status === 'completed');

/** One line of a step list (the panel's and the dialog's). */
export interface StepRow {
  key: string;
  label: string;
  status: StepStatus;
  errorMessage?: string;
}

/**
 * The dialog's missing steps: pending until a resumed run is followed, then each follows the pipeline
 * step that fills it in.
 */
export function recoveryStepRows(
  missingSteps: readonly string[],
  runSteps: readonly RunStep[] | null,
): StepRow[] {
  return missingSteps.map((name) => {
    const pipelineStep = pipelineStepOf(name);
    const step = runSteps?.find((candidate) => candidate.id === pipelineStep);
    return {
      key: name,
      label: completenessStepLabel(name),
      status: step?.status ?? 'pending',
      ...(step?.errorMessage && { errorMessage: step.errorMessage }),
    };
  });
}

export const panelRows = (runSteps: readonly RunStep[]): StepRow[] =>
  panelSteps(runSteps).map(({ id, name, status, errorMessage }) => ({
    key: id,
    label: name,
    status,
    ...(errorMessage && { errorMessage }),
  }));
