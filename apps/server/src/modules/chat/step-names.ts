import { ONBOARDING_STEP_IDS, type OnboardingStepId } from '@impact/contracts';

/** Each onboarding step's form, named as its title reads in the chat: people never see 'step-2'. */
const STEP_FORMS: Record<OnboardingStepId, string> = {
  'step-0': 'Company website',
  'step-1': 'Choose the scopes',
  'step-2': 'Company profile',
  'step-3': 'Materiality topics (ESRS)',
  'step-4': 'document upload',
  'step-5': 'Reporting frameworks',
  'step-6': 'final confirmation',
};

/** "the 'Company profile' form (step 3 of 7)". */
export function stepFormInWords(step: OnboardingStepId): string {
  const position = ONBOARDING_STEP_IDS.indexOf(step) + 1;
  return `the '${STEP_FORMS[step]}' form (step ${position} of ${ONBOARDING_STEP_IDS.length})`;
}
