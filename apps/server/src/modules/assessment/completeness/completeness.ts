import {
  COMPLETENESS_STEPS,
  type CompletenessStep,
  type SectionBlock,
  type SectionKey,
} from '@impact/contracts';

export { COMPLETENESS_STEPS, type CompletenessStep } from '@impact/contracts';

export interface CompletenessInput {
  sections: Partial<Record<SectionKey, SectionBlock | null>>;
  initiativeCount: number;
  /** An initiatives step has completed for the client (it may honestly have found none). */
  initiativesChecked?: boolean;
  /**
   * A model is configured and not known to be down: a section answered without it because it failed
   * is offered for a re-run (it counts as missing) rather than kept as the final word.
   */
  offerModelReruns?: boolean;
}

const SECTION_OF_STEP: Partial<Record<CompletenessStep, SectionKey>> = {
  webContext: 'WebContext',
  websiteContext: 'WebsiteContext',
  locationPresence: 'LocationPresence',
  businessModel: 'BusinessModelOverview',
  stakeholders: 'Stakeholders',
  sustainabilityRegulations: 'SustainabilityRegulations',
  publicPerception: 'PublicPerception',
  reportedMetrics: 'ReportedMetrics',
  reportingFrameworks: 'ReportingFrameworks',
  controversies: 'Controversies',
};

const isEmptyList = (value: unknown) => !Array.isArray(value) || value.length === 0;
const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * A section that says, in a non-blank summary, that it checked and found nothing (or that research
 * needs a provider) is a result, not a gap: otherwise a company without codes, or one assessed
 * offline, would be offered the recovery dialog on every visit (DESIGN.md: an honest section counts).
 */
function isHonestEmpty(block: SectionBlock | null | undefined): boolean {
  const outcome = block?.provenance.outcome;
  const summary = (block?.data as { summary?: unknown } | undefined)?.summary;
  return (outcome === 'nothing-found' || outcome === 'not-researched') && !isBlank(summary);
}

/** Spec 02 §4: missing when the list is empty or the summary blank (unless honestly empty). */
function isListSectionMissing(block: SectionBlock | null | undefined, listField: 'policies' | 'codes') {
  const data = block?.data as Record<string, unknown> | undefined;
  if (!data) return true;
  if (isHonestEmpty(block)) return false;
  return isEmptyList(data[listField]) || isBlank(data.summary);
}

/** The sections a step writes, for the steps whose sections can be answered without the model. */
const SECTIONS_OF_STEP: Partial<Record<CompletenessStep, SectionKey[]>> = {
  ...Object.fromEntries(Object.entries(SECTION_OF_STEP).map(([step, key]) => [step, [key]])),
  focusAreas: ['FocusAreas', 'ImpactTopics'],
  upcomingPolicies: ['UpcomingPolicies'],
  voluntaryCodesAdopted: ['VoluntaryCodesAdopted'],
};

/** The steps whose latest result was answered without the model because the model failed. */
export function stepsAnsweredWithoutModel(input: Pick<CompletenessInput, 'sections'>): CompletenessStep[] {
  return COMPLETENESS_STEPS.filter((step) =>
    (SECTIONS_OF_STEP[step] ?? []).some((key) => input.sections[key]?.provenance.fallback !== undefined),
  );
}

/** Whether one step's result is missing, by the spec's rules (spec 02 §4, completeness check). */
function isMissing(step: CompletenessStep, input: CompletenessInput): boolean {
  const { sections } = input;
  switch (step) {
    case 'companyInitiatives':
      return input.initiativeCount === 0 && !input.initiativesChecked;
    // Missing only when focus areas and impact topics (the spec's 'materiality topics') are both empty.
    case 'focusAreas':
      return isEmptyList(sections.FocusAreas?.data) && isEmptyList(sections.ImpactTopics?.data);
    // Missing when the list is empty or the summary blank.
    case 'upcomingPolicies':
      return isListSectionMissing(sections.UpcomingPolicies, 'policies');
    case 'voluntaryCodesAdopted':
      return isListSectionMissing(sections.VoluntaryCodesAdopted, 'codes');
    default:
      return !sections[SECTION_OF_STEP[step]!];
  }
}

/** The completeness check: which of the fourteen steps have no usable result yet. */
export function computeCompleteness(input: CompletenessInput): {
  isComplete: boolean;
  missingSteps: CompletenessStep[];
  answeredWithoutModel: CompletenessStep[];
} {
  const answeredWithoutModel = stepsAnsweredWithoutModel(input);
  const rerun = input.offerModelReruns ? new Set(answeredWithoutModel) : new Set<CompletenessStep>();
  const missingSteps = COMPLETENESS_STEPS.filter((step) => rerun.has(step) || isMissing(step, input));
  return { isComplete: missingSteps.length === 0, missingSteps, answeredWithoutModel };
}
