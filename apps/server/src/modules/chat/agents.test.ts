import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('ONBOARDING_AGENT_ID', () => {
  it("defaults to 'onboarding' and refuses an id that cannot be a path segment", () => {
    expect(loadConfig({}).onboardingAgentId).toBe('onboarding');
    expect(() => loadConfig({ ONBOARDING_AGENT_ID: 'Bad Id/' })).toThrow(
      'ONBOARDING_AGENT_ID must be lower-case letters, digits and dashes',
    );
  });

  describe('set to another id', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ONBOARDING_AGENT_ID: 'impact-onboarding' });
    });
    afterAll(() => t.close());

    it('is what GET /api/agents lists and the only id the chat answers to', async () => {
      const agents = await t.request({ method: 'GET', url: '/api/agents' });
      expect(agents.json().data).toEqual([
        { id: 'impact-onboarding', purpose: 'onboarding', name: 'Onboarding assistant' },
      ]);
      const user = await createUser(t);
      const chat = (agentId: string) =>
        t.request({
          method: 'POST',
          url: `/api/agents/${agentId}/chat?stream=false`,
          token: user.token,
          payload: { message: 'Hi' },
        });
      expect((await chat('impact-onboarding')).statusCode).toBe(200);
      expect((await chat('onboarding')).statusCode).toBe(404);
    });
  });
});
