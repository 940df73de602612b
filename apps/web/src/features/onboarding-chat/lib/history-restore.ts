import { botMessagesFrom, KICKOFF_MESSAGE, readSubmission, userMessage } from './chat-messages';
import type { ChatMessage, InteractiveComponent } from './chat-types';
import { isRecord } from './component-props';

/** The step the restore rule never goes past (spec 01 §9: steps step-0 to step-6). */
export const MAX_CURRENT_STEP = 6;

/** The populated LastOnboardingId of GET /users/me, read tolerantly. */
export interface StoredMessage {
  id: string;
  role: 'assistant' | 'user';
  content: string;
  timestamp: string;
}

export interface StoredOnboarding {
  id: number | string;
  completed: boolean;
  messages: StoredMessage[];
}

export interface RestoredChat {
  messages: ChatMessage[];
  activeInteractiveComponent: InteractiveComponent | null;
  activeMessageId: string | null;
  currentStep: number;
  onboardingId: number | string;
}

/** Null when the value is not an onboarding session (e.g. the relation was not populated). */
export function readStoredOnboarding(value: unknown): StoredOnboarding | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'number' || typeof value.id === 'string' ? value.id : value.documentId;
  if (typeof id !== 'number' && (typeof id !== 'string' || id === '')) return null;
  const stored = Array.isArray(value.Messages) ? value.Messages : [];
  const messages = stored.flatMap((message, index): StoredMessage[] => {
    if (!isRecord(message) || typeof message.content !== 'string') return [];
    if (message.role !== 'assistant' && message.role !== 'user') return [];
    return [
      {
        id: String(message.id ?? index),
        role: message.role,
        content: message.content,
        timestamp: typeof message.timestamp === 'string' ? message.timestamp : new Date(0).toISOString(),
      },
    ];
  });
  // currentStep 7 means every step was submitted (the server's count of steps done).
  const completed =
    value.completed === true ||
    (typeof value.currentStep === 'number' && value.currentStep > MAX_CURRENT_STEP);
  return { id, completed, messages };
}

/**
 * Spec 01 §4 "Onboarding history restore": the stored messages as chat messages, the session kept.
 * Submissions show as the answered forms (no user bubble); every component but the last asked for is completed with the
 * answer given to it. Null when there is nothing to continue (no messages, or already finished).
 */
export function restoreConversation(onboarding: StoredOnboarding): RestoredChat | null {
  if (onboarding.completed || onboarding.messages.length === 0) return null;
  const messages: ChatMessage[] = [];
  const answers = new Map<string, unknown>();
  let lastGroup: ChatMessage[] = [];
  let componentReplies = 0;

  onboarding.messages.forEach((stored, index) => {
    if (stored.role === 'user') {
      if (index === 0 && stored.content === KICKOFF_MESSAGE) return;
      const submission = readSubmission(stored.content);
      // A submission shows as its answered form, as it did live; only typed text is a user bubble.
      if (submission) answers.set(submission.stepId, submission.data);
      else messages.push(userMessage(stored.content, stored.timestamp, `stored-${stored.id}`));
      return;
    }
    const group = botMessagesFrom(stored.content, { id: `stored-${stored.id}`, timestamp: stored.timestamp });
    if (group[0]!.interactiveComponent) {
      componentReplies++;
      lastGroup = group;
    }
    messages.push(...group);
  });

  const active = lastGroup[0] ?? null;
  if (active?.interactiveComponent?.type === 'onboarding-complete') return null;
  const current = new Set(lastGroup);
  const restored = messages.map((message) =>
    message.interactiveComponent && !current.has(message)
      ? { ...message, completed: true, ...(message.stepId && { submittedData: answers.get(message.stepId) }) }
      : message,
  );
  return {
    messages: restored,
    activeInteractiveComponent: active?.interactiveComponent ?? null,
    activeMessageId: active?.id ?? null,
    currentStep: Math.min(componentReplies, MAX_CURRENT_STEP),
    onboardingId: onboarding.id,
  };
}
