import { vi } from 'vitest';

/**
 * Stands in for the network in unit tests (the transport boundary, not our API's logic): the agent list
 * answers at once, and each chat call takes the next queued Response. Calls are recorded.
 */
export function installFakeServer() {
  const chatAnswers: (Response | Error | (() => Response))[] = [];
  const chatBodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/agents') {
      return Response.json({
        data: [{ id: 'onboarding', purpose: 'onboarding', name: 'Onboarding assistant' }],
      });
    }
    if (url === '/api/agents/onboarding/chat') {
      chatBodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = chatAnswers.shift();
      if (!answer) throw new Error('No chat answer queued');
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer() : answer;
    }
    throw new Error(`Unexpected request: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    chatBodies,
    answerChat: (...answers: (Response | Error)[]) => chatAnswers.push(...answers),
  };
}
