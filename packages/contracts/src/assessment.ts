import { z } from 'zod';
import { dataOf } from './answers.js';

/**
 * The assessment's vocabulary, shared by the pipeline and the web app (spec 02 §4): the fourteen step
 * ids in the spec's order, their display names, their statuses, and the names the completeness check
 * uses for what is missing (stakeholders = keyStakeholders, companyInitiatives = initiatives,
 * focusAreas = impactStrategy).
 */
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

export const isAssessmentStepId = (value: string): value is AssessmentStepId =>
  (ASSESSMENT_STEP_IDS as readonly string[]).includes(value);

/** What the progress panel shows (the spec names the two context steps; the rest follow suit). */
export const ASSESSMENT_STEP_NAMES: Record<AssessmentStepId, string> = {
  webContext: 'Web Context Analysis',
  websiteContext: 'Website Content Analysis',
  locationPresence: 'Location Presence',
  businessModel: 'Business Model',
  keyStakeholders: 'Key Stakeholders',
  companyInitiatives: 'Company Initiatives',
  impactStrategy: 'Impact Strategy',
  sustainabilityRegulations: 'Sustainability Regulations',
  upcomingPolicies: 'Upcoming Policies',
  voluntaryCodesAdopted: 'Voluntary Codes Adopted',
  publicPerception: 'Public Perception',
  reportedMetrics: 'Reported Metrics',
  reportingFrameworks: 'Reporting Frameworks',
  controversies: 'Controversies',
};

export const ASSESSMENT_STEP_STATUSES = ['pending', 'in_progress', 'completed', 'error'] as const;
export type AssessmentStepStatus = (typeof ASSESSMENT_STEP_STATUSES)[number];

/** Spec 02 §4, completeness check: the names of the steps whose results may be missing, in its order. */
export const COMPLETENESS_STEPS = [
  'webContext',
  'websiteContext',
  'companyInitiatives',
  'locationPresence',
  'businessModel',
  'stakeholders',
  'focusAreas',
  'sustainabilityRegulations',
  'upcomingPolicies',
  'voluntaryCodesAdopted',
  'publicPerception',
  'reportedMetrics',
  'reportingFrameworks',
  'controversies',
] as const;
export type CompletenessStep = (typeof COMPLETENESS_STEPS)[number];

/** The pipeline step that fills in each completeness name. */
export const STEP_OF_COMPLETENESS: Record<CompletenessStep, AssessmentStepId> = {
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

// ---- Answers ----

export const assessmentStepSchema = z.object({
  id: z.enum(ASSESSMENT_STEP_IDS),
  name: z.string(),
  status: z.enum(ASSESSMENT_STEP_STATUSES),
  errorMessage: z.string().optional(),
});
export type AssessmentStep = z.infer<typeof assessmentStepSchema>;

export const ASSESSMENT_RUN_STATUSES = ['running', 'completed'] as const;
export const assessmentRunSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  clientId: z.number().int(),
  trigger: z.string(),
  status: z.enum(ASSESSMENT_RUN_STATUSES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  steps: z.array(assessmentStepSchema),
});
export type AssessmentRun = z.infer<typeof assessmentRunSchema>;

/** POST /clients/:id/assessment and GET /assessments/:runId */
export const assessmentRunResponseSchema = dataOf(assessmentRunSchema);
/** GET /clients/:id/assessment: the latest run, null when none has run. */
export const latestAssessmentRunResponseSchema = dataOf(assessmentRunSchema.nullable());

/** GET /clients/:id/completeness */
export const completenessResponseSchema = z.object({
  isComplete: z.boolean(),
  missingSteps: z.array(z.enum(COMPLETENESS_STEPS)),
  /**
   * Steps whose latest result was answered without the model because it failed. They are among the
   * missing steps (offered for a re-run) once the model answers again, not while it is known to be down.
   */
  answeredWithoutModel: z.array(z.enum(COMPLETENESS_STEPS)).optional(),
});
export type Completeness = z.infer<typeof completenessResponseSchema>;

/** POST /clients/:id/assessment/recover: whether a recovery started, and the run to follow (if any). */
export const recoveryResponseSchema = z.object({
  success: z.literal(true),
  recovered: z.boolean(),
  message: z.string(),
  missingSteps: z.array(z.enum(COMPLETENESS_STEPS)),
  run: assessmentRunSchema.nullable(),
});
export type Recovery = z.infer<typeof recoveryResponseSchema>;
