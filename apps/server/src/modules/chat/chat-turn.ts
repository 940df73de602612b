import type { ChatRequestBody } from '@impact/contracts';
import { acceptSubmission, readSubmission } from './onboarding-flow.js';
import {
  historyOf,
  onboardingSystemPrompt,
  SIGNED_OUT_SYSTEM_PROMPT,
  streamModelReply,
} from './model-reply.js';
import { createSession, findOwnedSession, listMessages, recordTurn, type SessionRow } from './sessions.js';
import { stepIdOf, type FlowState, type OnboardingAnswers } from './session-state.js';
import { stepMessage } from './step-messages.js';
import { listDemoSamples } from './demo.js';
import { applySubmission, type TurnDeps } from './submission.js';
import { stepFormInWords } from './step-names.js';

/**
 * One exchange of the chat. A fixed reply is decided before anything is streamed, so a refused message
 * changes nothing; a model reply streams, and is stored only once it is complete.
 */
export type ChatTurn = { session?: Pick<SessionRow, 'id' | 'documentId'> } & (
  { reply: string } | { stream: AsyncIterable<string>; finish: (text: string) => Promise<void> }
);

export type { TurnDeps } from './submission.js';

export const SIGNED_OUT_REPLY =
  'Sign in to onboard a client: the onboarding saves your answers to your account. ' +
  'Answering general questions needs a language model, which this server does not have configured.';

const freeTextReply = (state: FlowState) => {
  const step = stepIdOf(state.currentStep);
  return step
    ? `I can only guide you through the onboarding here: please answer with ${stepFormInWords(step)} above.`
    : 'Your onboarding is complete.';
};

/** The signed-out turn: nothing is stored; with a model, general questions get an answer. */
export function anonymousTurn(deps: TurnDeps, body: ChatRequestBody, abortSignal?: AbortSignal): ChatTurn {
  const model = deps.providers.model;
  if (!model.configured) return { reply: SIGNED_OUT_REPLY };
  const stream = streamModelReply(model, {
    system: SIGNED_OUT_SYSTEM_PROMPT,
    messages: [{ role: 'user', content: body.message }],
    ...(abortSignal && { abortSignal }),
  });
  return { stream, finish: async () => undefined };
}

/** A signed-in user's turn in an onboarding session (a new one when no onboardingId is sent). */
export async function onboardingTurn(
  deps: TurnDeps,
  userId: number,
  agentId: string,
  body: ChatRequestBody,
  abortSignal?: AbortSignal,
): Promise<ChatTurn> {
  const { db } = deps;
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
    const reply = await applySubmission(deps, {
      userId,
      agentId,
      existing,
      state,
      accepted,
      text: body.message,
    });
    return reply;
  }

  if (!existing) {
    const session = await createSession(db, userId, agentId);
    const reply = stepMessage(0, { answers: {}, sessionId: session.id, samples: await listDemoSamples(db) });
    await recordTurn(db, session, { userText: body.message, reply });
    return { reply, session };
  }
  const model = deps.providers.model;
  if (!model.configured) {
    // Without a model a question gets a pointer back to the step, without a component: the web app
    // counts bot messages with components to find the current step on restore.
    const reply = freeTextReply(state);
    await recordTurn(db, existing, { userText: body.message, reply });
    return { reply, session: existing };
  }
  const history = await listMessages(db, existing.id);
  const stream = streamModelReply(model, {
    system: onboardingSystemPrompt(state),
    messages: historyOf(history, body.message),
    ...(abortSignal && { abortSignal }),
  });
  return {
    session: existing,
    stream,
    finish: (text) => recordTurn(db, existing, { userText: body.message, reply: text }),
  };
}
