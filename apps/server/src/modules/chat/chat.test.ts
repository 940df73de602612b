import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEventSchema, type ChatEvent } from '@impact/contracts';
import { onboardingMessages, onboardingSessions, users } from '../../db/schema.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { SIGNED_OUT_REPLY } from './chat-turn.js';
import { loadLastOnboarding } from './sessions.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const submit = (stepId: string, data: unknown) => JSON.stringify({ action: 'submit_step', stepId, data });

/** The non-streaming call. */
const chat = (body: object, token?: string, agentId = 'onboarding') =>
  t.request({ method: 'POST', url: `/api/agents/${agentId}/chat?stream=false`, payload: body, token });

/** The streaming call over real HTTP, its body split into events on the blank line. */
async function chatStream(body: object, token?: string): Promise<{ status: number; events: ChatEvent[] }> {
  const response = await fetch(`${baseUrl}/api/agents/onboarding/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const text = await response.text();
  expect(text.endsWith('\n\n')).toBe(true);
  const events = text
    .split('\n\n')
    .filter((block) => block.length > 0)
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true);
      return chatEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
  return { status: response.status, events };
}

const contentOf = (events: ChatEvent[]) =>
  events
    .filter((event) => event.type === 'content')
    .map((event) => event.content)
    .join('');

describe('POST /api/agents/:agentId/chat (stream)', () => {
  it('streams connection, content and done to a signed-in user and stores the session', async () => {
    const user = await createUser(t);
    const { status, events } = await chatStream({ message: 'Hello' }, user.token);
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: 'connection' });
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    const text = contentOf(events);
    expect(text).toContain('"name":"interact_component"');
    expect(text).toContain('"type":"website-input"');
    const onboardingId = events[0]!.onboardingId!;
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastOnboardingId).toBe(onboardingId);
    const restored = await loadLastOnboarding(t.db, user.id);
    expect(restored?.Messages.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Hello'],
      ['assistant', text],
    ]);
    expect(Date.parse(restored!.Messages[0]!.timestamp)).not.toBeNaN();
  });

  it('answers a signed-out visitor without storing anything', async () => {
    const before = await t.db.select().from(onboardingSessions);
    const { events } = await chatStream({ message: 'What is ESRS?' });
    expect(events.map((event) => event.type)).toEqual(['connection', 'content', 'done']);
    expect(contentOf(events)).toBe(SIGNED_OUT_REPLY);
    expect(events[0]).not.toHaveProperty('onboardingId');
    expect(await t.db.select().from(onboardingSessions)).toHaveLength(before.length);
  });
});

describe('POST /api/agents/:agentId/chat?stream=false', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t);
  });

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
    const response = await chat({ message: '   ' }, user.token);
    expect(response.statusCode).toBe(400);
  });

  it('walks steps step-0 to step-5 by submissions; step-6 is not available yet', async () => {
    const start = await chat({ message: 'Hi' }, user.token);
    expect(start.statusCode).toBe(200);
    const onboardingId = start.json().onboardingId as number;
    const steps: [string, unknown, string][] = [
      ['step-0', { website: 'northwind-ceramics.example' }, '"type":"multiple-choice"'],
      ['step-1', { selected: ['materiality', 'regulations'] }, '"type":"editable-summary"'],
      ['step-2', { Name: 'Northwind Ceramics', Industry: 'Ceramics' }, '"type":"checklist"'],
      ['step-3', { selected: ['E1', 'E5'] }, '"type":"file-upload"'],
      ['step-4', { files: [] }, '"type":"multiple-choice"'],
      ['step-5', { selected: ['gri'] }, '"type":"final-step"'],
    ];
    for (const [stepId, data, next] of steps) {
      const response = await chat({ message: submit(stepId, data), onboardingId }, user.token);
      expect(response.statusCode, stepId).toBe(200);
      expect(response.json().content).toContain(next);
    }
    // The company card follows the multiple choice in the step-1 message.
    const [session] = await t.db
      .select()
      .from(onboardingSessions)
      .where(eq(onboardingSessions.id, onboardingId));
    expect(session!.currentStep).toBe(6);
    expect(session!.answers).toMatchObject({ 'step-3': { selected: ['E1', 'E5'] } });

    const final = await chat({ message: submit('step-6', { confirm: true }), onboardingId }, user.token);
    expect(final.statusCode).toBe(501);
    const restored = await loadLastOnboarding(t.db, user.id);
    expect(restored?.id).toBe(onboardingId);
    // Greeting + six steps, each a user and an assistant message.
    expect(restored?.Messages).toHaveLength(14);
  });

  it.each([
    [{ action: 'submit_step', stepId: 'step-9', data: {} }, 'Invalid step submission: stepId: Unknown step'],
    [
      { action: 'submit_step', stepId: 'step-1', data: { selected: ['materiality'] } },
      'current step is step-0',
    ],
    [{ action: 'submit_step', stepId: 'step-0', data: { url: 'x.com' } }, 'Invalid data for step-0'],
    [{ action: 'submit_step', stepId: 'step-0', data: { website: 'not a site' } }, 'enter a website'],
    [{ action: 'submit_step', stepId: 'step-0' }, 'data: data must be an object'],
  ])('refuses a malformed submission %j and changes nothing', async (payload, message) => {
    const start = await chat({ message: 'Hi' }, user.token);
    const onboardingId = start.json().onboardingId as number;
    const count = async () =>
      (await t.db.select().from(onboardingMessages).where(eq(onboardingMessages.sessionId, onboardingId)))
        .length;
    const before = await count();
    const response = await chat({ message: JSON.stringify(payload), onboardingId }, user.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown option with its id', async () => {
    const start = await chat(
      { message: submit('step-0', { website: 'https://www.northwind.example/' }) },
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

  it("refuses another user's onboardingId, by id and by documentId", async () => {
    const start = await chat({ message: 'Hi' }, user.token);
    const other = await createUser(t);
    for (const onboardingId of [start.json().onboardingId, start.json().onboardingDocumentId]) {
      const response = await chat({ message: 'Hi', onboardingId }, other.token);
      expect(response.statusCode).toBe(403);
    }
    expect((await chat({ message: 'Hi', onboardingId: 999999 }, user.token)).statusCode).toBe(404);
  });

  it('answers free text in a session without a component, so restore still counts steps', async () => {
    const start = await chat({ message: 'Hi' }, user.token);
    const onboardingId = start.json().onboardingId as number;
    const response = await chat({ message: 'What happens next?', onboardingId }, user.token);
    expect(response.json().content).toContain('step-0');
    expect(response.json().content).not.toContain('<script');
  });
});
