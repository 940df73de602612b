import type { ChatMessage, InteractiveComponent, StepSubmission } from './chat-types';
import { isRecord } from './component-props';
import { parseAssistantMessage, stepIdOf } from './message-parser';

/**
 * The message that opens a new session. It is sent but never shown (spec 01 §4: suppressed), and a
 * restored conversation leaves it out too.
 */
export const KICKOFF_MESSAGE = "Hello! I'd like to add a client.";

let counter = 0;
/** Unique within the page's life; restored messages use the server's ids instead. */
export const newMessageId = (prefix = 'message') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export const nowIso = () => new Date().toISOString();

export function userMessage(content: string, timestamp = nowIso(), id = newMessageId('user')): ChatMessage {
  return { id, content, sender: 'user', timestamp };
}

/**
 * A finished assistant reply as chat messages: the text with the primary component, then one bot
 * message per extra component (spec 01 §4).
 */
export function botMessagesFrom(content: string, base: Pick<ChatMessage, 'id' | 'timestamp'>): ChatMessage[] {
  const { text, components } = parseAssistantMessage(content);
  const [primary, ...extras] = components;
  const main: ChatMessage = { ...base, content: text, sender: 'bot', ...componentFields(primary) };
  const rest = extras.map((component, index): ChatMessage => ({
    id: `${base.id}-${index + 1}`,
    content: '',
    sender: 'bot',
    timestamp: base.timestamp,
    ...componentFields(component),
  }));
  return [main, ...rest];
}

function componentFields(component: InteractiveComponent | undefined): Partial<ChatMessage> {
  if (!component) return {};
  const stepId = stepIdOf(component);
  return { interactiveComponent: component, ...(stepId && { stepId }) };
}

/** The message text of a step submission (spec 01 §7). */
export const submissionText = (stepId: string, data: Record<string, unknown>): string =>
  JSON.stringify({ stepId, data, action: 'submit_step' } satisfies StepSubmission);

/** A stored user message that is a step submission, read back; null for ordinary text. */
export function readSubmission(content: string): StepSubmission | null {
  const text = content.trim();
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || value.action !== 'submit_step') return null;
    if (typeof value.stepId !== 'string' || !isRecord(value.data)) return null;
    return { stepId: value.stepId, data: value.data, action: 'submit_step' };
  } catch {
    return null;
  }
}

/** The latest component asked for a step: what its answer's ids are labelled with. */
export function componentForStep(messages: ChatMessage[], stepId: string): InteractiveComponent | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const component = messages[index]!.interactiveComponent;
    if (component && component.type !== 'company-card' && stepIdOf(component) === stepId) return component;
  }
  return undefined;
}
