import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { findCompanyProfile } from './company-profile.js';
import { assertClientNameFree, completeOnboarding } from './complete-onboarding.js';
import { listDemoSamples, loadDemoSample } from './demo.js';
import { checkStep4Files } from './documents/documents.js';
import type { AcceptedSubmission } from './onboarding-flow.js';
import { createSession, recordTurn, type SessionRow } from './sessions.js';
import type {
  FlowState,
  OnboardingAnswers,
  SessionContext,
  Step0Data,
  Step2Data,
  Step4Data,
} from './session-state.js';
import { stepMessage } from './step-messages.js';

/** What a turn needs from the app; tests build the same context the routes get. */
export type TurnDeps = Pick<AppContext, 'db' | 'config' | 'providers' | 'assessments'> & {
  log: FastifyBaseLogger;
};

interface Submitted {
  userId: number;
  agentId: string;
  existing: SessionRow | undefined;
  state: FlowState;
  accepted: AcceptedSubmission;
  /** The message as sent, stored as the user's turn. */
  text: string;
}

/**
 * Applies an accepted step submission: the step's own work (read the website, check the name or the
 * uploads, create the client), then the next step's message. Everything that can refuse the submission
 * runs before the first write.
 */
export async function applySubmission(
  deps: TurnDeps,
  submitted: Submitted,
): Promise<{ reply: string; session: SessionRow }> {
  const { db } = deps;
  const { userId, existing, state, accepted } = submitted;
  let context: SessionContext = { ...state.answers.context };
  let data = dedupeSelected(accepted.data);

  switch (accepted.stepId) {
    case 'step-0': {
      const { website, demoSample } = data as Step0Data;
      if (demoSample !== undefined) {
        const sample = await loadDemoSample(db, demoSample);
        context = { demo: sample.demo, profile: sample.profile };
      } else {
        context = { profile: await findCompanyProfile(deps, userId, website!) };
      }
      break;
    }
    case 'step-2':
      if (!context.demo) await assertClientNameFree(db, userId, (data as Step2Data).Name);
      break;
    case 'step-4':
      // Only an existing session reaches step-4.
      await checkStep4Files(db, { id: existing!.id, answers: state.answers }, (data as Step4Data).files);
      data = { files: (data as Step4Data).files };
      break;
    case 'step-6': {
      const answers: OnboardingAnswers = { ...state.answers, 'step-6': data };
      const reply = await completeOnboarding(deps, existing!, answers, submitted.text);
      return { reply, session: existing! };
    }
  }

  const session = existing ?? (await createSession(db, userId, submitted.agentId));
  const answers: OnboardingAnswers = { ...state.answers, [accepted.stepId]: data, context };
  // A profile renamed after the final step found its name taken goes straight back to the confirmation.
  const renamedAtTheEnd = accepted.stepId === 'step-2' && state.answers['step-5'] !== undefined;
  const currentStep = renamedAtTheEnd ? 6 : state.currentStep + 1;
  const samples = currentStep === 0 ? await listDemoSamples(db) : [];
  const reply = stepMessage(currentStep, { answers, sessionId: session.id, samples });
  await recordTurn(db, session, { userText: submitted.text, reply, answers, currentStep });
  return { reply, session };
}

/** A choice ticked twice counts once, in the order first ticked. */
function dedupeSelected(data: unknown): unknown {
  const selected = (data as { selected?: unknown }).selected;
  return Array.isArray(selected) ? { ...(data as object), selected: [...new Set(selected)] } : data;
}
