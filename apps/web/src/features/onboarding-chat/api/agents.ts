import { apiClient } from '../../../lib/api-client';
import { onAppReset } from '../../../lib/app-reset';

/** The id used when the agent list cannot be read: the server's onboarding agent. */
export const FALLBACK_AGENT_ID = 'onboarding';

let agentId: Promise<string> | undefined;

/** GET /agents once per session: the agent whose purpose is onboarding, else the fallback id. */
export function resolveAgentId(): Promise<string> {
  agentId ??= apiClient
    .get('/agents', (c) => c.chatAgentListResponseSchema)
    .then((answer) => {
      const agent = answer.data.find((candidate) => candidate.purpose === 'onboarding');
      return agent?.id || FALLBACK_AGENT_ID;
    })
    .catch(() => {
      // Ask again next time: the failure may have been passing.
      agentId = undefined;
      return FALLBACK_AGENT_ID;
    });
  return agentId;
}

onAppReset(() => {
  agentId = undefined;
});
