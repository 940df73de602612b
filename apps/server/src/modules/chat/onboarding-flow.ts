import { onboardingStepDataSchemas, stepSubmissionSchema, type OnboardingStepId } from '@impact/contracts';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.js';
import { findUnsafeText, unsafeTextError } from '../../plugins/text-input.js';
import { domainOf, websiteUrlOf } from '../clients/domain.js';
import { ALL_FRAMEWORK_IDS, ALL_TOPIC_IDS, SCOPE_OPTIONS } from './options.js';
import { stepIdOf, type FlowState } from './session-state.js';

/** The onboarding's step validation: what a submission must look like at the session's current step. */

export interface AcceptedSubmission {
  stepId: OnboardingStepId;
  data: unknown;
}

/** Steps whose `selected` must come from the options the agent offers (in any order it ranks them). */
const OFFERED: Partial<Record<OnboardingStepId, { ids: readonly string[]; what: string }>> = {
  'step-1': { ids: SCOPE_OPTIONS.map((option) => option.id), what: 'scope' },
  'step-3': { ids: ALL_TOPIC_IDS, what: 'topic' },
  'step-5': { ids: ALL_FRAMEWORK_IDS, what: 'framework' },
};

export const ONBOARDING_COMPLETE = 'This onboarding is already complete';

/**
 * The JSON of a step submission, or undefined when the message is ordinary text. A JSON object that
 * says `action: 'submit_step'` is a submission even when the rest is malformed, so it gets an error
 * instead of being stored as chat text.
 */
export function readSubmission(message: string): unknown {
  const text = message.trim();
  if (!text.startsWith('{')) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || (value as { action?: unknown }).action !== 'submit_step') {
    return undefined;
  }
  // The message was checked as text, but its JSON may spell a NUL as \u0000: the same rule, once parsed.
  const problems = findUnsafeText(value, (path) => `In the step submission, ${path}`);
  if (problems.length > 0) {
    throw unsafeTextError(problems.map((problem) => ({ path: 'message', message: problem.message })));
  }
  return value;
}

/** Checks a submission against the session's current step; throws a 400/409 naming what is wrong. */
export function acceptSubmission(state: FlowState, raw: unknown): AcceptedSubmission {
  const envelope = stepSubmissionSchema.safeParse(raw);
  if (!envelope.success) throw badRequest(`Invalid step submission: ${describe(envelope.error)}`);
  const { stepId, data } = envelope.data;
  const current = stepIdOf(state.currentStep);
  if (!current) throw new AppError(409, 'ConflictError', ONBOARDING_COMPLETE);
  if (stepId !== current) {
    throw badRequest(`${stepId} cannot be submitted now: the current step is ${current}`);
  }
  const parsed = onboardingStepDataSchemas[stepId].safeParse(data);
  if (!parsed.success) throw badRequest(`Invalid data for ${stepId}: ${describe(parsed.error)}`);
  const offered = OFFERED[stepId];
  if (offered) {
    const unknown = (parsed.data as { selected: string[] }).selected.filter(
      (id) => !offered.ids.includes(id),
    );
    if (unknown.length > 0) {
      throw badRequest(`Invalid data for ${stepId}: unknown ${offered.what} ${unknown.join(', ')}`);
    }
  }
  if (stepId === 'step-0') {
    const website = (parsed.data as { website?: string }).website;
    if (website !== undefined && !domainOf(websiteUrlOf(website))?.includes('.')) {
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
