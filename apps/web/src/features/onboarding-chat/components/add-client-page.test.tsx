import type { User } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState } from '../../../lib/app-reset';
import { useAuthStore } from '../../../lib/auth';
import { testUser } from '../../../lib/test-support/session';
import { KICKOFF_MESSAGE } from '../lib/chat-messages';
import { profileQuestion, scopesQuestion, submission, welcome } from '../test/agent-messages';
import { chatStream, replyResponse, sse } from '../test/fake-responses';
import { installFakeServer } from '../test/fake-server';
import {
  alerts,
  cleanup,
  click,
  getButton,
  getByLabel,
  render,
  submitForm,
  textOf,
  typeInto,
  waitFor,
} from '../test/render';
import AddClientPage from './add-client-page';

let server: ReturnType<typeof installFakeServer>;

/** A user as GET /users/me answers them, with the onboarding they last worked in. */
function signIn(LastOnboardingId: User['LastOnboardingId'] = null) {
  const user = testUser({
    id: 1,
    documentId: 'u1',
    username: 'ann',
    email: 'ann@acme.com',
    OnboardingComplete: false,
    LastOnboardingId,
  });
  useAuthStore.setState({ user, isAuthenticated: true, isSessionChecked: true, token: 'tok' });
}

const bubbles = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[role="log"] > ol > li')).map((item) => textOf(item));

beforeEach(() => {
  resetAppState();
  server = installFakeServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddClientPage', () => {
  it('opens a new session without showing the kick-off, then walks through a step', async () => {
    signIn();
    server.answerChat(replyResponse(welcome(), 41), replyResponse(scopesQuestion(), 41));
    const { container } = render(<AddClientPage />);
    expect(container.querySelector('h1')!.textContent).toBe('Add your first client');
    expect(getButton(container, 'Or add a client from the dashboard').getAttribute('href')).toBe(
      '/dashboard',
    );

    await waitFor(() => expect(container.textContent).toContain('Step 1 of 7'));
    expect(server.chatBodies).toEqual([{ message: KICKOFF_MESSAGE }]);
    expect(container.textContent).not.toContain(KICKOFF_MESSAGE);

    typeInto(getByLabel(container, 'Company website'), 'acme.com');
    click(getButton(container, 'Continue'));
    await waitFor(() => expect(container.textContent).toContain('Step 2 of 7'));
    expect(server.chatBodies[1]).toEqual({
      message: submission('step-0', { website: 'acme.com' }),
      onboardingId: 41,
    });
    expect(bubbles(container)).toEqual([
      // The website step is answered: read-only, with what was given.
      expect.stringContaining('Company website(done)Website: acme.com'),
      // Once: the answered form says it, no user bubble repeats it.
      expect.stringContaining('Thanks. What should the assessment focus on first?'),
      expect.stringContaining('Acme'),
    ]);
    const choices = container.querySelectorAll('input[type="checkbox"]:not(:disabled)');
    expect(choices).toHaveLength(3);
    // The submitted controls went away: focus moves on to the next question.
    expect(document.activeElement).toBe(choices[0]);
  });

  it('restores an unfinished session instead of starting one', async () => {
    signIn({
      id: 12,
      documentId: 'doc12',
      currentStep: 2,
      completed: false,
      Messages: [
        { id: 1, role: 'user', content: KICKOFF_MESSAGE, timestamp: '2026-03-01T10:00:00Z' },
        { id: 2, role: 'assistant', content: welcome(), timestamp: '2026-03-01T10:00:01Z' },
        {
          id: 3,
          role: 'user',
          content: submission('step-0', { website: 'acme.com' }),
          timestamp: '2026-03-01T10:00:02Z',
        },
        { id: 4, role: 'assistant', content: scopesQuestion(), timestamp: '2026-03-01T10:00:03Z' },
        {
          id: 5,
          role: 'user',
          content: submission('step-1', { selected: ['regulations'] }),
          timestamp: '2026-03-01T10:00:04Z',
        },
        { id: 6, role: 'assistant', content: profileQuestion(), timestamp: '2026-03-01T10:00:05Z' },
      ],
    });
    server.answerChat(replyResponse('Noted.', 12));
    const { container } = render(<AddClientPage />);
    expect(container.textContent).toContain('Step 3 of 7');
    // The restored answer shows once, in its answered form, not again as a user bubble.
    expect(
      bubbles(container).filter((text) => text.includes('Regulations and upcoming policies')),
    ).toHaveLength(1);
    expect(bubbles(container).some((text) => text.startsWith('You: Scopes'))).toBe(false);
    expect(getByLabel(container, /^Company name/).value).toBe('Acme');

    // The session goes on: the next message names it.
    const input = getByLabel(container, 'Message to the assistant');
    typeInto(input, 'Is the industry needed?');
    submitForm(input);
    await waitFor(() => expect(container.textContent).toContain('Noted.'));
    expect(server.chatBodies).toEqual([{ message: 'Is the industry needed?', onboardingId: 12 }]);
  });

  it('marks the bot message when the stream reports an error', async () => {
    signIn();
    server.answerChat(
      replyResponse(welcome(), 41),
      chatStream([
        sse({ type: 'content', content: 'Let me' }),
        sse({ type: 'error', content: 'The model is unavailable' }),
      ]),
    );
    const { container } = render(<AddClientPage />);
    await waitFor(() => expect(container.textContent).toContain('Step 1 of 7'));
    const input = getByLabel(container, 'Message to the assistant');
    typeInto(input, 'Hello?');
    submitForm(input);
    await waitFor(() => expect(alerts(container)).toEqual(['The model is unavailable']));
    expect(bubbles(container).at(-1)).toBe('Assistant: Let meThe model is unavailable');
    // The website input is still the one to answer.
    expect(getByLabel(container, 'Company website').disabled).toBe(false);
  });

  it("offers 'Retry' when the chat service cannot be reached", async () => {
    signIn();
    server.answerChat(new TypeError('Failed to fetch'));
    const { container } = render(<AddClientPage />);
    await waitFor(() =>
      expect(container.textContent).toContain('The chat assistant cannot be reached right now.'),
    );
    expect(alerts(container)).toContain('Failed to fetch');

    server.answerChat(replyResponse(welcome(), 41));
    click(getButton(container, 'Retry'));
    await waitFor(() => expect(container.textContent).toContain('Step 1 of 7'));
    expect(container.textContent).not.toContain('cannot be reached');
    expect(alerts(container)).toEqual([]);
  });

  it('disables sending while a reply streams', async () => {
    signIn();
    let finish: ((response: Response) => void) | undefined;
    server.answerChat(replyResponse(welcome(), 41));
    const { container } = render(<AddClientPage />);
    await waitFor(() => expect(container.textContent).toContain('Step 1 of 7'));
    server.fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (finish = resolve)));
    const input = getByLabel(container, 'Message to the assistant');
    typeInto(input, 'Question');
    submitForm(input);
    await waitFor(() => expect(input.disabled).toBe(true));
    expect(getButton(container, /Send/).disabled).toBe(true);
    expect(container.querySelector('[role="log"]')!.getAttribute('aria-busy')).toBe('true');
    finish?.(replyResponse('Answer', 41));
    await waitFor(() => expect(input.disabled).toBe(false));
  });
});
