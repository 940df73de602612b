import type { ChatRequestBody } from '@impact/contracts';
import type { Database } from '../../db/client.js';
import {
  acceptSubmission,
  readSubmission,
  stepIdOf,
  stepMessage,
  welcomeMessage,
  type FlowState,
  type OnboardingAnswers,
} from './onboarding-flow.js';
import { createSession, findOwnedSession, recordTurn, type SessionRow } from './sessions.js';
import { AppError } from '../../lib/errors.js';

/** One exchange of the chat, decided before anything is streamed so a refused message changes nothing. */
export interface ChatTurn {
  reply: string;
  session?: Pick<SessionRow, 'id' | 'documentId'>;
}

export const SIGNED_OUT_REPLY =
  'Sign in to onboard a client: the onboarding saves your answers to your account. ' +
  'Answering general questions needs a language model, which this server does not have configured.';

const freeTextReply = (state: FlowState) => {
  const step = stepIdOf(state.currentStep);
  return step
    ? `I can only guide you through the onboarding steps here: please answer ${step} with the form above.`
    : 'Your onboarding is complete.';
};

/** The signed-out turn: nothing is stored. TODO(model): answer general questions with the model. */
export function anonymousTurn(): ChatTurn {
  return { reply: SIGNED_OUT_REPLY };
}

/** A signed-in user's turn in an onboarding session (a new one when no onboardingId is sent). */
export async function onboardingTurn(
  db: Database,
  userId: number,
  agentId: string,
  body: ChatRequestBody,
): Promise<ChatTurn> {
  const existing =
    body.onboardingId === undefined || body.onboardingId === null
      ? undefined
      : await findOwnedSession(db, userId, body.onboardingId);
  const state: FlowState = existing
    ? { currentStep: existing.currentStep, answers: existing.answers as OnboardingAnswers }
    : { currentStep: 0, answers: {} };

  const submission = readSubmission(body.message);
  if (submission !== undefined) {
    // Validated before any write: a refused submission leaves the session as it was.
    const accepted = acceptSubmission(state, submission);
    if (accepted.stepId === 'step-6') {
      // TODO(step-6): create the client, start its assessment and mark OnboardingComplete.
      throw new AppError(
        501,
        'NotImplementedError',
        'Creating the client from the chat is not available yet',
      );
    }
    const session = existing ?? (await createSession(db, userId, agentId));
    const answers = { ...state.answers, [accepted.stepId]: accepted.data };
    const currentStep = state.currentStep + 1;
    const reply = stepMessage(currentStep, answers);
    await recordTurn(db, session, { userText: body.message, reply, answers, currentStep });
    return { reply, session };
  }

  if (!existing) {
    const session = await createSession(db, userId, agentId);
    const reply = welcomeMessage();
    await recordTurn(db, session, { userText: body.message, reply });
    return { reply, session };
  }
  // Without a model a question gets a pointer back to the step, without a component: the web app counts
  // bot messages with components to find the current step on restore.
  const reply = freeTextReply(state);
  await recordTurn(db, existing, { userText: body.message, reply });
  return { reply, session: existing };
}
