import { describe, expect, it } from 'vitest';
import { profileQuestion, reply, scopesQuestion, submission, welcome } from '../test/agent-messages';
import { KICKOFF_MESSAGE } from './chat-messages';
import { readStoredOnboarding, restoreConversation, type StoredOnboarding } from './history-restore';

let nextId = 1;
const stored = (role: 'user' | 'assistant', content: string) => ({
  id: nextId++,
  role,
  content,
  timestamp: '2026-03-01T10:00:00.000Z',
});

function session(
  messages: ReturnType<typeof stored>[],
  extra: Record<string, unknown> = {},
): StoredOnboarding {
  const onboarding = readStoredOnboarding({
    id: 12,
    documentId: 'doc12',
    currentStep: 2,
    Messages: messages,
    ...extra,
  });
  if (!onboarding) throw new Error('unreadable session');
  return onboarding;
}

describe('restoreConversation', () => {
  const conversation = () => [
    stored('user', KICKOFF_MESSAGE),
    stored('assistant', welcome()),
    stored('user', submission('step-0', { website: 'acme.com' })),
    stored('assistant', scopesQuestion()),
    stored('user', 'Why do you need this?'),
    stored('assistant', 'I can only guide you through the onboarding steps here.'),
    stored('user', submission('step-1', { selected: ['materiality', 'reporting'] })),
    stored('assistant', profileQuestion()),
  ];

  it('turns stored messages into chat messages, submissions shown as their answered forms only', () => {
    const restored = restoreConversation(session(conversation()))!;
    const shown = restored.messages.map((message) => [
      message.sender,
      message.content,
      message.interactiveComponent?.type,
    ]);
    expect(shown).toEqual([
      ['bot', "Welcome! Let's set up your first client. What is the company's website?", 'website-input'],
      ['bot', 'Thanks. What should the assessment focus on first?', 'multiple-choice'],
      ['bot', '', 'company-card'],
      ['user', 'Why do you need this?', undefined],
      ['bot', 'I can only guide you through the onboarding steps here.', undefined],
      ['bot', 'Please check the company profile.', 'editable-summary'],
    ]);
    expect(restored.onboardingId).toBe(12);
  });

  it('completes every component but the last asked for, with the answer given to it', () => {
    const restored = restoreConversation(session(conversation()))!;
    const byType = (type: string) =>
      restored.messages.find((message) => message.interactiveComponent?.type === type)!;
    expect(byType('website-input')).toMatchObject({
      completed: true,
      submittedData: { website: 'acme.com' },
    });
    expect(byType('multiple-choice')).toMatchObject({
      completed: true,
      submittedData: { selected: ['materiality', 'reporting'] },
    });
    expect(byType('editable-summary').completed).toBeUndefined();
    expect(restored.activeInteractiveComponent).toBe(byType('editable-summary').interactiveComponent);
    expect(restored.activeMessageId).toBe(byType('editable-summary').id);
  });

  it('counts the stored replies with components as the current step, before extra components are split off', () => {
    // Three replies carry components (four components in all): the company card does not count.
    expect(restoreConversation(session(conversation()))!.currentStep).toBe(3);
  });

  it('caps the current step at 6', () => {
    const many = Array.from({ length: 9 }, () => stored('assistant', welcome()));
    expect(restoreConversation(session(many))!.currentStep).toBe(6);
  });

  it('keeps the last component-bearing reply active when text replies follow it', () => {
    const restored = restoreConversation(
      session([
        stored('assistant', welcome()),
        stored('user', 'hi'),
        stored('assistant', reply('Hello there')),
      ]),
    )!;
    expect(restored.activeInteractiveComponent?.type).toBe('website-input');
    expect(restored.messages[0]!.completed).toBeUndefined();
  });

  it('restores nothing for an empty, completed or finished session', () => {
    expect(restoreConversation(session([]))).toBeNull();
    expect(restoreConversation(session(conversation(), { completed: true }))).toBeNull();
    expect(restoreConversation(session(conversation(), { currentStep: 7 }))).toBeNull();
    const finished = reply(
      'Done!',
      `<script>{"type":"onboarding-complete","props":{"clientName":"Acme"}}</script>`,
    );
    expect(restoreConversation(session([stored('assistant', finished)]))).toBeNull();
  });
});

describe('readStoredOnboarding', () => {
  it('reads what it can and drops malformed messages', () => {
    expect(
      readStoredOnboarding({
        id: 3,
        Messages: [
          { id: 1, role: 'user', content: 'hi', timestamp: 't' },
          { id: 2, role: 'system', content: 'x' },
          { id: 3, role: 'assistant' },
          'junk',
        ],
      }),
    ).toEqual({
      id: 3,
      completed: false,
      messages: [{ id: '1', role: 'user', content: 'hi', timestamp: 't' }],
    });
  });

  it('is null for anything that is not a session', () => {
    expect(readStoredOnboarding(null)).toBeNull();
    expect(readStoredOnboarding({ Messages: [] })).toBeNull();
    expect(readStoredOnboarding('12')).toBeNull();
  });
});
