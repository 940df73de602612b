/**
 * The chat as the page holds it (spec 01 §3 "Chat message", "Interactive component"). Components come
 * from the agent's messages, so their props are read tolerantly (lib/component-props.ts), never trusted.
 */

/** The component types this version can show; a block naming another type is ignored. */
export const KNOWN_COMPONENT_TYPES = [
  'website-input',
  'company-card',
  'multiple-choice',
  'checklist',
  'editable-summary',
  'file-upload',
  'final-step',
  'onboarding-complete',
] as const;
export type ComponentType = (typeof KNOWN_COMPONENT_TYPES)[number];

export interface InteractiveComponent {
  type: ComponentType;
  props: Record<string, unknown>;
}

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  content: string;
  sender: ChatSender;
  /** ISO 8601. */
  timestamp: string;
  interactiveComponent?: InteractiveComponent;
  stepId?: string;
  /** Submitted: shown read-only with the answer that was given. */
  completed?: boolean;
  /** The `data` of the step submission that completed it, when known. */
  submittedData?: unknown;
  hasError?: boolean;
  errorMessage?: string;
  /** The bot message is still being filled by the stream. */
  isStreaming?: boolean;
}

/** What a step submission sends as the chat message text (spec 01 §7). */
export interface StepSubmission {
  stepId: string;
  data: Record<string, unknown>;
  action: 'submit_step';
}
