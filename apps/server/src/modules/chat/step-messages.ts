import {
  ONBOARDING_DOCUMENT_LIMITS,
  type ChoiceOption,
  type CompanyCardProps,
  type DemoSampleOption,
  type EditableSummaryProps,
  type FileUploadProps,
  type InteractiveComponent,
  type OnboardingStepId,
  type SummaryFields,
} from '@impact/contracts';
import { domainOf } from '../clients/domain.js';
import { assistantMessage } from './components.js';
import { frameworkOptions, SCOPE_OPTIONS, topicOptions } from './options.js';
import {
  stepAnswersOf,
  stepIdOf,
  step0Of,
  step2Of,
  type FoundProfile,
  type OnboardingAnswers,
} from './session-state.js';

/** The deterministic onboarding agent's messages: each step's text and its components. */

export interface MessageContext {
  answers: OnboardingAnswers;
  /** The session's id: the upload address names it. */
  sessionId: number;
  /** The public samples offered for a demo at step-0. */
  samples: DemoSampleOption[];
}

const EMPTY_FIELDS: SummaryFields = {
  Name: null,
  Industry: null,
  Headquarters: null,
  EmployeeCount: null,
  Revenue: null,
  FoundedYear: null,
  CompanyInfo: null,
};

/** The address the step-4 component uploads to (the web app adds nothing but the host). */
export const documentsPath = (sessionId: number) => `/api/onboarding/${sessionId}/documents`;

/** The assistant message that asks for step `index`, built from the answers so far. */
export function stepMessage(index: number, context: MessageContext): string {
  const { answers } = context;
  const website = step0Of(answers)?.website ?? null;
  const profile = answers.context?.profile;
  const demo = answers.context?.demo;
  const demoFlag = demo ? { demo: true } : {};
  switch (stepIdOf(index)) {
    case 'step-0':
      return assistantMessage("Welcome! Let's set up your first client. What is the company's website?", [
        {
          type: 'website-input',
          props: {
            stepId: 'step-0',
            title: 'Company website',
            placeholder: 'example.com',
            samples: context.samples,
          },
        },
      ]);
    case 'step-1':
      // Multiple choice is the primary component; the company card follows (spec 01 §4 ordering).
      return assistantMessage(
        `${profileSentence(profile, demo?.name)} What should the assessment focus on first?`,
        [
          choice('multiple-choice', 'step-1', 'Choose the scopes', SCOPE_OPTIONS),
          { type: 'company-card', props: { ...companyCard(website, profile), ...demoFlag } },
        ],
      );
    case 'step-2': {
      const props: EditableSummaryProps = {
        stepId: 'step-2',
        title: 'Company profile',
        // What was found, null where nothing was: never invented.
        fields: profile?.fields ?? EMPTY_FIELDS,
        website: profile?.WebsiteUrl ?? website,
      };
      return assistantMessage(
        'Please check the company profile and correct anything that is wrong or missing.',
        [{ type: 'editable-summary', props: { ...props } }],
      );
    }
    case 'step-3':
      return assistantMessage(
        'Which sustainability topics matter most for this company? The ones material for its sector are ticked.',
        [
          choice(
            'checklist',
            'step-3',
            'Materiality topics (ESRS)',
            topicOptions(step2Of(answers)?.Industry),
          ),
        ],
      );
    case 'step-4': {
      const props: FileUploadProps = {
        stepId: 'step-4',
        accept: [...ONBOARDING_DOCUMENT_LIMITS.accept],
        optional: true,
        uploadUrl: demo ? null : documentsPath(context.sessionId),
        maxBytes: ONBOARDING_DOCUMENT_LIMITS.maxBytes,
        maxFiles: ONBOARDING_DOCUMENT_LIMITS.maxFiles,
        ...demoFlag,
      };
      return assistantMessage(
        demo
          ? 'In a demo nothing is uploaded: skip this step to continue.'
          : 'Do you have documents such as a sustainability report? Upload PDF or DOCX files, or skip this step.',
        [{ type: 'file-upload', props: { ...props } }],
      );
    }
    case 'step-5':
      return assistantMessage(
        'Which reporting frameworks does the client use or plan to use? The most relevant come first.',
        [
          choice(
            'multiple-choice',
            'step-5',
            'Reporting frameworks',
            frameworkOptions(step2Of(answers) ?? {}, demoFrameworks(answers)),
          ),
        ],
      );
    case 'step-6':
      return assistantMessage(
        demo
          ? 'That is the whole onboarding. In a demo nothing is created: confirm to open the sample profile.'
          : 'All set. Confirm to create the client and start its assessment.',
        [{ type: 'final-step', props: { stepId: 'step-6', answers: stepAnswersOf(answers), ...demoFlag } }],
      );
    default:
      return 'Your onboarding is complete.';
  }
}

/** Demo mode pre-ticks the frameworks the sample profile lists (kept in the context at step-0). */
function demoFrameworks(answers: OnboardingAnswers): string[] {
  return answers.context?.demo?.frameworks ?? [];
}

function profileSentence(profile: FoundProfile | undefined, demoName: string | undefined): string {
  if (demoName) return `This is the demo with ${demoName}, from its public sample profile.`;
  if (!profile?.found) {
    return "Thanks. I could not read company details from the website, so you'll fill them in next.";
  }
  return `Thanks. Here is what the website says about ${profile.fields.Name ?? 'the company'}.`;
}

function companyCard(website: string | null, profile: FoundProfile | undefined): CompanyCardProps {
  const fields = profile?.fields ?? EMPTY_FIELDS;
  return {
    stepId: 'step-1',
    website,
    domain: profile?.Domain ?? (website ? domainOf(website) : null),
    ...fields,
    WebsiteUrl: profile?.WebsiteUrl ?? null,
    Domain: profile?.Domain ?? null,
    logoUrl: profile?.logoUrl ?? null,
    found: profile?.found ?? false,
    notes: profile?.notes ?? [],
  };
}

function choice(
  type: 'multiple-choice' | 'checklist',
  stepId: OnboardingStepId,
  title: string,
  options: ChoiceOption[],
): InteractiveComponent {
  return { type, props: { stepId, title, options, multiple: true } };
}
