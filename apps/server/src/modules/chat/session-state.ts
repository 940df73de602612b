import {
  ONBOARDING_STEP_IDS,
  type ClientProfileField,
  type FieldOrigin,
  type OnboardingStepId,
  type SummaryFields,
} from '@impact/contracts';

/**
 * What an onboarding session holds between turns (the session row's `answers`): the validated step
 * submissions by step id, and under `context` what the server found along the way.
 */

/** The company as the enrichment (or the demo sample) found it after step-0. */
export interface FoundProfile {
  fields: SummaryFields;
  WebsiteUrl: string | null;
  Domain: string | null;
  logoUrl: string | null;
  /** Whether anything beyond the website was found. */
  found: boolean;
  notes: string[];
  /** Where each found field came from; a field the user changes at step-2 becomes the user's. */
  FieldOrigins: Partial<Record<ClientProfileField, FieldOrigin>>;
}

/** Demo mode: the public sample the session walks through; nothing is created at the end. */
export interface DemoSample {
  slug: string;
  clientId: number;
  documentId: string;
  name: string;
  /** The framework ids the sample's reporting-frameworks section names: pre-ticked at step-5. */
  frameworks: string[];
}

export interface SessionContext {
  profile?: FoundProfile;
  demo?: DemoSample;
}

export type OnboardingAnswers = Partial<Record<OnboardingStepId, unknown>> & { context?: SessionContext };

export interface FlowState {
  /** The index of the step to submit next; 7 once the onboarding is finished. */
  currentStep: number;
  answers: OnboardingAnswers;
}

export const stepIdOf = (index: number): OnboardingStepId | undefined => ONBOARDING_STEP_IDS[index];

/** The step answers alone (what the final step shows), without the server's context. */
export function stepAnswersOf(answers: OnboardingAnswers): Partial<Record<OnboardingStepId, unknown>> {
  return Object.fromEntries(
    ONBOARDING_STEP_IDS.filter((id) => answers[id] !== undefined).map((id) => [id, answers[id]]),
  );
}

export interface Step0Data {
  website?: string;
  demoSample?: string;
}
export type Step2Data = Partial<SummaryFields> & { Name: string };
export interface SelectedData {
  selected: string[];
}
export interface Step4Data {
  files: { name: string; size: number; uploadId: number | string }[];
}

export const step0Of = (answers: OnboardingAnswers) => answers['step-0'] as Step0Data | undefined;
export const step2Of = (answers: OnboardingAnswers) => answers['step-2'] as Step2Data | undefined;
export const selectedOf = (answers: OnboardingAnswers, step: 'step-1' | 'step-3' | 'step-5') =>
  (answers[step] as SelectedData | undefined)?.selected ?? [];
export const step4Of = (answers: OnboardingAnswers) => answers['step-4'] as Step4Data | undefined;
