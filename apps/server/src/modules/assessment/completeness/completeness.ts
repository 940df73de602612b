import type { SectionBlock, SectionKey } from '@impact/contracts';

/** Spec 02 §4: the steps the completeness check names, in the spec's order. */
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

export interface CompletenessInput {
  sections: Partial<Record<SectionKey, SectionBlock | null>>;
  initiativeCount: number;
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

/** Whether one step's result is missing, by the spec's rules (spec 02 §4, completeness check). */
function isMissing(step: CompletenessStep, input: CompletenessInput): boolean {
  const { sections } = input;
  switch (step) {
    case 'companyInitiatives':
      return input.initiativeCount === 0;
    // Missing only when focus areas and impact topics (the spec's 'materiality topics') are both empty.
    case 'focusAreas':
      return isEmptyList(sections.FocusAreas?.data) && isEmptyList(sections.ImpactTopics?.data);
    // Missing when the list is empty or the summary blank.
    case 'upcomingPolicies': {
      const data = sections.UpcomingPolicies?.data as { summary?: unknown; policies?: unknown } | undefined;
      return !data || isEmptyList(data.policies) || isBlank(data.summary);
    }
    case 'voluntaryCodesAdopted': {
      const data = sections.VoluntaryCodesAdopted?.data as { summary?: unknown; codes?: unknown } | undefined;
      return !data || isEmptyList(data.codes) || isBlank(data.summary);
    }
    default:
      return !sections[SECTION_OF_STEP[step]!];
  }
}

/** The completeness check: which of the fourteen steps have no usable result yet. */
export function computeCompleteness(input: CompletenessInput): {
  isComplete: boolean;
  missingSteps: CompletenessStep[];
} {
  const missingSteps = COMPLETENESS_STEPS.filter((step) => isMissing(step, input));
  return { isComplete: missingSteps.length === 0, missingSteps };
}
