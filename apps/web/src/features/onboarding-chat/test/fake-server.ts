import { chatAgentListResponseSchema, type ChatRequestBody } from '@impact/contracts';
import { answer, stubApi, type ContractAnswer } from '../../../lib/test-support/stub-api';

const CHAT_PATH = '/api/agents/onboarding/chat';

/**
 * Our API at the transport boundary for the onboarding chat: the agent list answers at once, and each
 * chat call takes the next queued answer (an Error rejects the call, as a network failure does).
 */
export function installFakeServer() {
  const chatAnswers: (ContractAnswer | Error)[] = [];
  const api = stubApi({
    'GET /api/agents': answer(chatAgentListResponseSchema, {
      data: [{ id: 'onboarding', purpose: 'onboarding', name: 'Onboarding assistant' }],
    }),
    [`POST ${CHAT_PATH}`]: async () => {
      const next = chatAnswers.shift();
      if (!next) throw new Error('No chat answer queued');
      if (next instanceof Error) throw next;
      return next;
    },
  });
  return {
    fetchMock: api.fetchStub,
    /** The bodies of the chat calls so far, in order. */
    get chatBodies() {
      return api.calls('POST', CHAT_PATH).map((request) => request.body as ChatRequestBody);
    },
    answerChat: (...answers: (ContractAnswer | Error)[]) => chatAnswers.push(...answers),
  };
}
