import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingSessions } from '../../db/schema.js';
import { createUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.request({ method: 'GET', url: '/api/users/me?populate[0]=LastOnboardingId', token });

describe('GET /users/me?populate=LastOnboardingId', () => {
  it('restores the onboarding last worked in: its step, completion and messages in order', async () => {
    const user = await createUser(t);
    expect((await me(user.token)).json().LastOnboardingId).toBeNull();
    const start = await t.request({
      method: 'POST',
      url: '/api/agents/onboarding/chat?stream=false',
      token: user.token,
      payload: { message: 'Hi' },
    });
    const onboardingId = start.json().onboardingId as number;
    await t.request({
      method: 'POST',
      url: '/api/agents/onboarding/chat?stream=false',
      token: user.token,
      payload: {
        message: JSON.stringify({
          action: 'submit_step',
          stepId: 'step-0',
          data: { website: 'unreachable.invalid' },
        }),
        onboardingId,
      },
    });
    const restored = (await me(user.token)).json().LastOnboardingId;
    expect(restored).toMatchObject({
      id: onboardingId,
      documentId: start.json().onboardingDocumentId,
      currentStep: 1,
      completed: false,
    });
    expect(restored.Messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(restored.Messages[0]).toMatchObject({ content: 'Hi' });
    expect(restored.Messages[1].content).toBe(start.json().content);
    expect(Date.parse(restored.Messages[0].timestamp)).not.toBeNaN();

    await t.db
      .update(onboardingSessions)
      .set({ currentStep: 7, completedAt: new Date() })
      .where(eq(onboardingSessions.id, onboardingId));
    expect((await me(user.token)).json().LastOnboardingId).toMatchObject({ currentStep: 7, completed: true });
  });

  it("never shows another user's session", async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await t.request({
      method: 'POST',
      url: '/api/agents/onboarding/chat?stream=false',
      token: a.token,
      payload: { message: 'Hi' },
    });
    expect((await me(b.token)).json().LastOnboardingId).toBeNull();
  });
});
