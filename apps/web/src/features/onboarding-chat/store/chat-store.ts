import { create } from 'zustand';
import { onAppReset } from '../../../lib/app-reset';
import { resolveAgentId } from '../api/agents';
import {
  botMessagesFrom,
  KICKOFF_MESSAGE,
  newMessageId,
  nowIso,
  submissionText,
  userMessage,
} from '../lib/chat-messages';
import { ChatStreamError, streamChat } from '../lib/chat-stream';
import type { ChatMessage, InteractiveComponent } from '../lib/chat-types';
import { MAX_CURRENT_STEP, type RestoredChat } from '../lib/history-restore';
import { stepIdOf, visibleText } from '../lib/message-parser';

export interface SendOptions {
  /** Send without showing a user bubble (the kick-off message, a retry, a step's answered form). */
  suppressUserMessage?: boolean;
  /** The component this message answers: completed with `data` once the server accepted it. */
  completes?: { messageId: string; data: Record<string, unknown> };
}

interface ChatData {
  messages: ChatMessage[];
  /** A reply is streaming in: sending and the components wait. */
  isTyping: boolean;
  /** False after the chat service could not be reached; the page offers 'Retry'. */
  isConnectedToApi: boolean;
  activeInteractiveComponent: InteractiveComponent | null;
  /** The message carrying the active component. */
  activeMessageId: string | null;
  /** The session the answers are saved in; sent with every message once known. */
  onboardingId: number | string | null;
  /** Spec 01 §4: the number of replies that carried components, capped at 6. */
  currentStep: number;
  /** The message that could not be sent, for 'Retry'. */
  failedRequest: { text: string; options: SendOptions } | null;
}

export interface ChatState extends ChatData {
  sendMessage: (text: string, options?: SendOptions) => Promise<boolean>;
  submitStep: (messageId: string, data: Record<string, unknown>) => Promise<boolean>;
  startNewSession: () => Promise<boolean>;
  restore: (restored: RestoredChat) => void;
  retry: () => Promise<boolean>;
  reset: () => void;
}

const initialData: ChatData = {
  messages: [],
  isTyping: false,
  isConnectedToApi: true,
  activeInteractiveComponent: null,
  activeMessageId: null,
  onboardingId: null,
  currentStep: 0,
  failedRequest: null,
};

/** The stream in flight; a new session or sign-out cancels it. */
let inFlight: AbortController | undefined;
function cancelInFlight() {
  inFlight?.abort();
  inFlight = undefined;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Connection failed';

export const useChatStore = create<ChatState>()((set, get) => {
  const updateMessage = (id: string, change: (message: ChatMessage) => ChatMessage) =>
    set((state) => ({
      messages: state.messages.map((message) => (message.id === id ? change(message) : message)),
    }));

  /** The reply is complete: split off its components and make the primary one active. */
  function finishReply(botId: string, completes: SendOptions['completes']) {
    set((state) => {
      const index = state.messages.findIndex((message) => message.id === botId);
      if (index === -1) return {};
      const bot = state.messages[index]!;
      const group = botMessagesFrom(bot.content, { id: bot.id, timestamp: bot.timestamp });
      const messages = [...state.messages.slice(0, index), ...group, ...state.messages.slice(index + 1)].map(
        (message) =>
          completes && message.id === completes.messageId
            ? { ...message, completed: true, submittedData: completes.data }
            : message,
      );
      const primary = group[0]!;
      const component = primary.interactiveComponent;
      return {
        messages,
        isTyping: false,
        isConnectedToApi: true,
        ...(component && {
          activeInteractiveComponent: component,
          activeMessageId: primary.id,
          currentStep: Math.min(state.currentStep + 1, MAX_CURRENT_STEP),
        }),
      };
    });
  }

  return {
    ...initialData,

    sendMessage: async (text, options = {}) => {
      const message = text.trim();
      if (message === '' || get().isTyping) return false;
      cancelInFlight();
      const controller = new AbortController();
      inFlight = controller;
      const bot: ChatMessage = {
        id: newMessageId('bot'),
        content: '',
        sender: 'bot',
        timestamp: nowIso(),
        isStreaming: true,
      };
      const shown = options.suppressUserMessage ? [] : [userMessage(message)];
      set((state) => ({ messages: [...state.messages, ...shown, bot], isTyping: true, failedRequest: null }));

      try {
        await streamChat({
          agentId: await resolveAgentId(),
          message,
          onboardingId: get().onboardingId,
          signal: controller.signal,
          onEvent: (event) => {
            if (controller.signal.aborted) return;
            if (event.onboardingId !== undefined) set({ onboardingId: event.onboardingId });
            if (event.type === 'content') {
              updateMessage(bot.id, (current) => ({ ...current, content: current.content + event.content }));
            }
          },
        });
        if (controller.signal.aborted) return false;
        finishReply(bot.id, options.completes);
        return true;
      } catch (error) {
        if (controller.signal.aborted) return false;
        const unreachable = error instanceof ChatStreamError && error.kind === 'connect';
        updateMessage(bot.id, (current) => ({
          ...current,
          content: visibleText(current.content),
          isStreaming: false,
          hasError: true,
          errorMessage: messageOf(error),
        }));
        set({
          isTyping: false,
          isConnectedToApi: !unreachable,
          // The user's bubble is already there: the retry only sends again.
          failedRequest: unreachable
            ? { text: message, options: { ...options, suppressUserMessage: true } }
            : null,
        });
        return false;
      } finally {
        if (inFlight === controller) inFlight = undefined;
      }
    },

    submitStep: (messageId, data) => {
      const { messages, sendMessage } = get();
      const component = messages.find((message) => message.id === messageId)?.interactiveComponent;
      const stepId = stepIdOf(component);
      if (!component || !stepId) return Promise.resolve(false);
      // The answered form shows the answer in place (CompletedAnswer): a user bubble repeating it
      // would show every answer twice.
      return sendMessage(submissionText(stepId, data), {
        suppressUserMessage: true,
        completes: { messageId, data },
      });
    },

    startNewSession: () => {
      cancelInFlight();
      set({ ...initialData, isConnectedToApi: get().isConnectedToApi });
      return get().sendMessage(KICKOFF_MESSAGE, { suppressUserMessage: true });
    },

    restore: (restored) => {
      cancelInFlight();
      set({ ...initialData, ...restored });
    },

    retry: async () => {
      const failed = get().failedRequest;
      if (!failed) return false;
      // The failed reply goes; its replacement streams in where it was.
      set((state) => {
        const last = state.messages.at(-1);
        return { messages: last?.hasError ? state.messages.slice(0, -1) : state.messages };
      });
      return get().sendMessage(failed.text, failed.options);
    },

    reset: () => {
      cancelInFlight();
      set(initialData);
    },
  };
});

// Signing out forgets the conversation, like every other store.
onAppReset(() => useChatStore.getState().reset());
