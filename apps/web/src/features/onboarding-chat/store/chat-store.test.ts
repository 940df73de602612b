import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState } from '../../../lib/app-reset';
import { profileQuestion, scopesQuestion, welcome } from '../test/agent-messages';
import { chatStream, jsonError, replyResponse, sse } from '../test/fake-responses';
import { installFakeServer } from '../test/fake-server';
import { KICKOFF_MESSAGE } from '../lib/chat-messages';
import { useChatStore } from './chat-store';

let server: ReturnType<typeof installFakeServer>;
const state = () => useChatStore.getState();
const bubbles = () => state().messages.map((message) => `${message.sender}: ${message.content}`);

beforeEach(() => {
  server = installFakeServer();
  resetAppState();
});
afterEach(() => vi.unstubAllGlobals());

describe('chat store', () => {
  it('opens a session with a hidden kick-off message and keeps the session id it is given', async () => {
    server.answerChat(replyResponse(welcome(), 41));
    expect(await state().startNewSession()).toBe(true);
    expect(server.chatBodies).toEqual([{ message: KICKOFF_MESSAGE }]);
    expect(bubbles()).toEqual([
      "bot: Welcome! Let's set up your first client. What is the company's website?",
    ]);
    expect(state()).toMatchObject({ onboardingId: 41, isTyping: false, currentStep: 1 });
    expect(state().activeInteractiveComponent?.type).toBe('website-input');
    expect(state().activeMessageId).toBe(state().messages[0]!.id);
  });

  it('fills the bot message chunk by chunk while it streams', async () => {
    const seen: string[] = [];
    const stop = useChatStore.subscribe((current) => {
      const last = current.messages.at(-1);
      if (last?.isStreaming && !seen.includes(last.content)) seen.push(last.content);
    });
    server.answerChat(
      chatStream([
        sse({ type: 'content', content: 'Hel' }),
        sse({ type: 'content', content: 'lo' }),
        sse({ type: 'done', content: '' }),
      ]),
    );
    await state().sendMessage('Hi');
    stop();
    expect(seen).toEqual(['', 'Hel', 'Hello']);
    expect(bubbles()).toEqual(['user: Hi', 'bot: Hello']);
    expect(state().messages.at(-1)!.isStreaming).toBeFalsy();
  });

  it('sends a step submission as JSON with the session and completes the component, with no user bubble', async () => {
    server.answerChat(replyResponse(welcome(), 41), replyResponse(scopesQuestion(), 41));
    await state().startNewSession();
    const websiteMessage = state().messages[0]!;
    expect(await state().submitStep(websiteMessage.id, { website: 'acme.com' })).toBe(true);

    expect(server.chatBodies[1]).toEqual({
      message: JSON.stringify({ stepId: 'step-0', data: { website: 'acme.com' }, action: 'submit_step' }),
      onboardingId: 41,
    });
    expect(bubbles()).toEqual([
      "bot: Welcome! Let's set up your first client. What is the company's website?",
      'bot: Thanks. What should the assessment focus on first?',
      'bot: ',
    ]);
    expect(state().messages[0]).toMatchObject({ completed: true, submittedData: { website: 'acme.com' } });
    // Multiple choice is primary; the company card became a bot message of its own.
    expect(state().messages.map((message) => message.interactiveComponent?.type)).toEqual([
      'website-input',
      'multiple-choice',
      'company-card',
    ]);
    expect(state().activeInteractiveComponent?.type).toBe('multiple-choice');
    expect(state().messages[1]!.stepId).toBe('step-1');
  });

  it('keeps a refused submission active and marks the bot message with the server message', async () => {
    server.answerChat(
      replyResponse(welcome(), 41),
      jsonError(400, 'Bad Request', 'Invalid data for step-0: website: enter a website such as example.com'),
    );
    await state().startNewSession();
    const websiteMessage = state().messages[0]!;
    expect(await state().submitStep(websiteMessage.id, { website: 'nope' })).toBe(false);
    expect(state().messages.at(-1)).toMatchObject({
      sender: 'bot',
      hasError: true,
      errorMessage:
        'API error (400): Bad Request - Invalid data for step-0: website: enter a website such as example.com',
    });
    expect(state().messages[0]!.completed).toBeUndefined();
    expect(state().activeMessageId).toBe(websiteMessage.id);
    expect(state()).toMatchObject({ isTyping: false, isConnectedToApi: true, failedRequest: null });
  });

  it('marks the bot message with the text of an error event', async () => {
    server.answerChat(
      chatStream([
        sse({ type: 'content', content: 'Part' }),
        sse({ type: 'error', content: 'Model overloaded' }),
      ]),
    );
    await state().sendMessage('Hi');
    expect(state().messages.at(-1)).toMatchObject({
      content: 'Part',
      hasError: true,
      errorMessage: 'Model overloaded',
    });
  });

  it('flags the service as unreachable after a connection failure, and Retry sends the message again', async () => {
    server.answerChat(new TypeError('Failed to fetch'));
    await state().sendMessage('Hello?');
    expect(state().isConnectedToApi).toBe(false);
    expect(bubbles()).toEqual(['user: Hello?', 'bot: ']);
    expect(state().messages.at(-1)!.errorMessage).toBe('Failed to fetch');

    server.answerChat(replyResponse('Hi there', 41));
    expect(await state().retry()).toBe(true);
    expect(bubbles()).toEqual(['user: Hello?', 'bot: Hi there']);
    expect(state()).toMatchObject({ isConnectedToApi: true, failedRequest: null });
    expect(server.chatBodies.map((body) => body.message)).toEqual(['Hello?', 'Hello?']);
  });

  it('ignores blank messages and messages sent while a reply streams', async () => {
    expect(await state().sendMessage('   ')).toBe(false);
    server.answerChat(replyResponse('One', 41));
    const first = state().sendMessage('first');
    expect(await state().sendMessage('second')).toBe(false);
    await first;
    expect(server.chatBodies).toEqual([{ message: 'first' }]);
  });

  it('starts over with a new session, forgetting the old one', async () => {
    server.answerChat(replyResponse(profileQuestion(), 41), replyResponse(welcome(), 52));
    await state().sendMessage('hi');
    await state().startNewSession();
    expect(server.chatBodies[1]).toEqual({ message: KICKOFF_MESSAGE });
    expect(state().onboardingId).toBe(52);
    expect(state().messages).toHaveLength(1);
  });
});
