import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingMessages, onboardingSessions, users } from '../../db/schema.js';
import { countRows, createOrganization, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { SIGNED_OUT_REPLY } from './chat-turn.js';
import { chat as chatWith, chatStream, componentsOf, contentOf, submit } from './chat-test-support.js';
import { loadLastOnboarding } from './sessions.js';

let t: TestApp;
let baseUrl: string;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  user = await createUser(t);
  await createOrganization(t, { owner: user });
});
afterAll(() => t.close());

const chat = (body: object, token?: string, agentId?: string) => chatWith(t, body, token, agentId);
const startSession = async () => (await chat({ message: 'Hi' }, user.token)).json().onboardingId as number;

describe('POST /api/agents/:agentId/chat (stream)', () => {
  it('streams connection, content and done to a signed-in user and stores the session', async () => {
    const other = await createUser(t);
    const { status, type, text, events } = await chatStream(baseUrl, { message: 'Hello' }, other.token);
    expect(status).toBe(200);
    expect(type).toContain('text/event-stream');
    expect(text.endsWith('\n\n')).toBe(true);
    expect(events[0]).toMatchObject({ type: 'connection' });
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    const content = contentOf(events);
    expect(componentsOf(content).map((component) => component.type)).toEqual(['website-input']);
    const onboardingId = events[0]!.onboardingId!;
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.lastOnboardingId).toBe(onboardingId);
    const restored = await loadLastOnboarding(t.db, other.id);
    expect(restored?.Messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hello'],
      ['assistant', content],
    ]);
    expect(restored).toMatchObject({ currentStep: 0, completed: false });
  });

  it('answers a signed-out visitor without storing anything', async () => {
    const before = await countRows(t, 'onboarding_sessions', 'onboarding_messages');
    const { events } = await chatStream(baseUrl, { message: 'What is ESRS?' });
    expect(events.map((event) => event.type)).toEqual(['connection', 'content', 'done']);
    expect(contentOf(events)).toBe(SIGNED_OUT_REPLY);
    expect(events[0]).not.toHaveProperty('onboardingId');
    expect(await countRows(t, 'onboarding_sessions', 'onboarding_messages')).toEqual(before);
  });
});

describe('POST /api/agents/:agentId/chat?stream=false', () => {
  it('requires a token', async () => {
    const response = await chat({ message: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required');
  });

  it('answers 404 for an unknown agent', async () => {
    const response = await chat({ message: 'Hello' }, user.token, 'sales');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Unknown agent: sales');
  });

  it('refuses an empty message', async () => {
    expect((await chat({ message: '   ' }, user.token)).statusCode).toBe(400);
  });

  it.each([
    [{ action: 'submit_step', stepId: 'step-9', data: {} }, 'Invalid step submission: stepId: Unknown step'],
    [
      { action: 'submit_step', stepId: 'step-1', data: { selected: ['materiality'] } },
      'current step is step-0',
    ],
    [{ action: 'submit_step', stepId: 'step-0', data: { url: 'x.com' } }, 'Invalid data for step-0'],
    [{ action: 'submit_step', stepId: 'step-0', data: { website: 'not a site' } }, 'enter a website'],
    [
      { action: 'submit_step', stepId: 'step-0', data: { website: 'a.com', demoSample: 'x' } },
      'either a website or a demoSample',
    ],
    [
      { action: 'submit_step', stepId: 'step-0', data: { demoSample: 'nope' } },
      'no public sample is called nope',
    ],
    [{ action: 'submit_step', stepId: 'step-0' }, 'data: data must be an object'],
  ])('refuses a malformed submission %j with 400 and changes nothing', async (payload, message) => {
    const onboardingId = await startSession();
    const session = async () =>
      (await t.db.select().from(onboardingSessions).where(eq(onboardingSessions.id, onboardingId)))[0];
    const messages = async () =>
      (await t.db.select().from(onboardingMessages).where(eq(onboardingMessages.sessionId, onboardingId)))
        .length;
    const [sessionBefore, messagesBefore, clientsBefore] = [
      await session(),
      await messages(),
      await countRows(t, 'clients'),
    ];
    const response = await chat({ message: JSON.stringify(payload), onboardingId }, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await session()).toEqual(sessionBefore);
    expect(await messages()).toBe(messagesBefore);
    expect(await countRows(t, 'clients')).toEqual(clientsBefore);
  });

  it('refuses an unknown option with its id', async () => {
    const start = await chat(
      { message: submit('step-0', { website: 'https://unreachable.invalid/' }) },
      user.token,
    );
    const onboardingId = start.json().onboardingId as number;
    const response = await chat(
      { message: submit('step-1', { selected: ['materiality', 'astrology'] }), onboardingId },
      user.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid data for step-1: unknown scope astrology');
  });

  it("refuses another user's onboardingId as not found, by id and by documentId", async () => {
    const start = await chat({ message: 'Hi' }, user.token);
    const other = await createUser(t);
    for (const onboardingId of [start.json().onboardingId, start.json().onboardingDocumentId, 99999999999]) {
      const response = await chat({ message: 'Hi', onboardingId }, other.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Onboarding not found');
    }
  });

  it('takes one of two racing submissions of the same step and refuses the other, storing it once', async () => {
    const start = await chat(
      { message: submit('step-0', { website: 'https://unreachable.invalid/' }) },
      user.token,
    );
    const onboardingId = start.json().onboardingId as number;
    const before = await countRows(t, 'onboarding_messages');
    const answers = await Promise.all(
      ['materiality', 'regulations'].map((scope) =>
        chat({ message: submit('step-1', { selected: [scope] }), onboardingId }, user.token),
      ),
    );
    // The loser is refused either by the step check (it read the session after the winner's commit, 400)
    // or by the conditional update (it read it before, 409); never both stored.
    const [first, second] = answers.map((answer) => answer.statusCode).toSorted();
    expect(first).toBe(200);
    expect([400, 409]).toContain(second);
    const [session] = await t.db
      .select()
      .from(onboardingSessions)
      .where(eq(onboardingSessions.id, onboardingId));
    expect(session!.currentStep).toBe(2);
    expect(await countRows(t, 'onboarding_messages')).toEqual({
      onboarding_messages: before.onboarding_messages! + 2,
    });
  });

  it('answers free text in a session without a component, so restore still counts steps', async () => {
    const onboardingId = await startSession();
    const response = await chat({ message: 'What happens next?', onboardingId }, user.token);
    // The form by its title, never the internal id.
    expect(response.json().content).toContain("the 'Company website' form (step 1 of 7)");
    expect(response.json().content).not.toMatch(/step-\d/);
    expect(response.json().content).not.toContain('<script');
  });
});

describe('GET /api/agents', () => {
  it('lists the onboarding agent under its configured id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/agents' });
    expect(response.json()).toEqual({
      data: [{ id: 'onboarding', purpose: 'onboarding', name: 'Onboarding assistant' }],
    });
  });
});
