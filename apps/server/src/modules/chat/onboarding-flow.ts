import {
  ONBOARDING_SCOPES,
  ONBOARDING_STEP_IDS,
  onboardingStepDataSchemas,
  stepSubmissionSchema,
  type InteractiveComponent,
  type OnboardingStepId,
} from '@impact/contracts';
import { ESRS_TOPICAL_STANDARDS, FRAMEWORKS } from '@impact/knowledge';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { domainOf, websiteUrlOf } from '../clients/domain.js';
import { assistantMessage } from './components.js';

/** The deterministic onboarding agent: step texts, their components, and the per-step validation. */

export type OnboardingAnswers = Partial<Record<OnboardingStepId, unknown>>;

export interface FlowState {
  /** The index of the step to submit next; 7 once the onboarding is finished. */
  currentStep: number;
  answers: OnboardingAnswers;
}

export interface AcceptedSubmission {
  stepId: OnboardingStepId;
  data: unknown;
}

interface Option {
  id: string;
  label: string;
}

const SCOPE_OPTIONS: Option[] = ONBOARDING_SCOPES.map(({ id, label }) => ({ id, label }));
// TODO(sector ranking): rank by materialityFor(sector) once the company profile is normalised here.
const TOPIC_OPTIONS: Option[] = ESRS_TOPICAL_STANDARDS.map((standard) => ({
  id: standard.id,
  label: standard.topic,
}));
const FRAMEWORK_OPTIONS: Option[] = FRAMEWORKS.map((framework) => ({
  id: framework.id,
  label: framework.name,
}));

/** Steps whose `selected` must come from the options the agent offered. */
const OFFERED: Partial<Record<OnboardingStepId, { options: Option[]; what: string }>> = {
  'step-1': { options: SCOPE_OPTIONS, what: 'scope' },
  'step-3': { options: TOPIC_OPTIONS, what: 'topic' },
  'step-5': { options: FRAMEWORK_OPTIONS, what: 'framework' },
};

export const stepIdOf = (index: number): OnboardingStepId | undefined => ONBOARDING_STEP_IDS[index];

/** The first assistant message of a session: a greeting and the website input. */
export function welcomeMessage(): string {
  return stepMessage(0, {});
}

/** The assistant message that asks for step `index`, built from the answers so far. */
export function stepMessage(index: number, answers: OnboardingAnswers): string {
  const website = (answers['step-0'] as { website?: string } | undefined)?.website ?? null;
  switch (stepIdOf(index)) {
    case 'step-0':
      return assistantMessage("Welcome! Let's set up your first client. What is the company's website?", [
        {
          type: 'website-input',
          props: { stepId: 'step-0', title: 'Company website', placeholder: 'example.com' },
        },
      ]);
    case 'step-1':
      // Multiple choice is the primary component; the company card follows (spec 01 §4 ordering).
      return assistantMessage('Thanks. What should the assessment focus on first?', [
        choice('multiple-choice', 'step-1', 'Choose the scopes', SCOPE_OPTIONS),
        {
          type: 'company-card',
          props: { stepId: 'step-1', website, domain: website ? domainOf(website) : null },
        },
      ]);
    case 'step-2':
      return assistantMessage(
        'Please check the company profile and correct anything that is wrong or missing.',
        [
          {
            type: 'editable-summary',
            props: {
              stepId: 'step-2',
              title: 'Company profile',
              // Only what the user gave: nothing here is guessed.
              fields: {
                Name: null,
                Industry: null,
                Headquarters: null,
                EmployeeCount: null,
                Revenue: null,
                FoundedYear: null,
                CompanyInfo: null,
              },
              website,
            },
          },
        ],
      );
    case 'step-3':
      return assistantMessage('Which sustainability topics matter most for this company?', [
        choice('checklist', 'step-3', 'Materiality topics (ESRS)', TOPIC_OPTIONS),
      ]);
    case 'step-4':
      return assistantMessage(
        'Do you have documents such as a sustainability report? Upload PDF or DOCX files, or skip this step.',
        [{ type: 'file-upload', props: { stepId: 'step-4', accept: ['.pdf', '.docx'], optional: true } }],
      );
    case 'step-5':
      return assistantMessage('Which reporting frameworks does the client use or plan to use?', [
        choice('multiple-choice', 'step-5', 'Reporting frameworks', FRAMEWORK_OPTIONS),
      ]);
    case 'step-6':
      return assistantMessage('All set. Confirm to create the client and start its assessment.', [
        { type: 'final-step', props: { stepId: 'step-6', answers } },
      ]);
    default:
      return 'Your onboarding is complete.';
  }
}

function choice(
  type: 'multiple-choice' | 'checklist',
  stepId: OnboardingStepId,
  title: string,
  options: Option[],
): InteractiveComponent {
  return { type, props: { stepId, title, options, multiple: true } };
}

/**
 * The JSON of a step submission, or undefined when the message is ordinary text. A JSON object that
 * says `action: 'submit_step'` is a submission even when the rest is malformed, so it gets an error
 * instead of being stored as chat text.
 */
export function readSubmission(message: string): unknown {
  const text = message.trim();
  if (!text.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && (value as { action?: unknown }).action === 'submit_step'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Checks a submission against the session's current step; throws a 400/409 naming what is wrong. */
export function acceptSubmission(state: FlowState, raw: unknown): AcceptedSubmission {
  const envelope = stepSubmissionSchema.safeParse(raw);
  if (!envelope.success) throw badRequest(`Invalid step submission: ${describe(envelope.error)}`);
  const { stepId, data } = envelope.data;
  const current = stepIdOf(state.currentStep);
  if (!current) throw new AppError(409, 'ConflictError', 'This onboarding is already complete');
  if (stepId !== current) {
    throw badRequest(`${stepId} cannot be submitted now: the current step is ${current}`);
  }
  const parsed = onboardingStepDataSchemas[stepId].safeParse(data);
  if (!parsed.success) throw badRequest(`Invalid data for ${stepId}: ${describe(parsed.error)}`);
  const offered = OFFERED[stepId];
  if (offered) {
    const allowed = new Set(offered.options.map((option) => option.id));
    const unknown = (parsed.data as { selected: string[] }).selected.filter((id) => !allowed.has(id));
    if (unknown.length > 0) {
      throw badRequest(`Invalid data for ${stepId}: unknown ${offered.what} ${unknown.join(', ')}`);
    }
  }
  if (stepId === 'step-0') {
    const website = (parsed.data as { website: string }).website;
    if (!domainOf(websiteUrlOf(website))?.includes('.')) {
      throw badRequest('Invalid data for step-0: website: enter a website such as example.com');
    }
  }
  return { stepId, data: parsed.data };
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
