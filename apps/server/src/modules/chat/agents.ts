/**
 * The chat agents this server runs, by the id the web app puts in `/agents/{agentId}/chat`. Only the
 * onboarding agent exists; an unknown id is a 404.
 */
export interface ChatAgent {
  id: string;
  /** Whether the conversation is an onboarding session (stored, with steps). */
  onboarding: boolean;
}

export const CHAT_AGENTS: Readonly<Record<string, ChatAgent>> = {
  onboarding: { id: 'onboarding', onboarding: true },
};

export function findAgent(agentId: string): ChatAgent | undefined {
  return Object.hasOwn(CHAT_AGENTS, agentId) ? CHAT_AGENTS[agentId] : undefined;
}
