import type { ChatAgentView } from '@impact/contracts';
import type { AppConfig } from '../../config.js';

/**
 * The chat agents this server runs, by the id the web app puts in `/agents/{agentId}/chat`. Only the
 * onboarding agent exists; its id comes from the configuration (ONBOARDING_AGENT_ID) so a deployment
 * can rename it without a new web build: the web app reads it from GET /api/agents.
 */
export interface ChatAgent {
  id: string;
  purpose: 'onboarding';
  name: string;
}

export function listAgents(config: Pick<AppConfig, 'onboardingAgentId'>): ChatAgent[] {
  return [{ id: config.onboardingAgentId, purpose: 'onboarding', name: 'Onboarding assistant' }];
}

export function findAgent(
  config: Pick<AppConfig, 'onboardingAgentId'>,
  agentId: string,
): ChatAgent | undefined {
  return listAgents(config).find((agent) => agent.id === agentId);
}

export const toAgentView = (agent: ChatAgent): ChatAgentView => ({ ...agent });
