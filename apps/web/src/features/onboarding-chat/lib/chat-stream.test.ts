import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { brokenResponse, jsonError, sse, streamedResponse } from '../test/fake-responses';
import { ChatStreamError, streamChat, type ChatStreamEvent } from './chat-stream';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let events: ChatStreamEvent[];

const run = (onboardingId?: number | null) =>
  streamChat({
    agentId: 'onboarding',
    message: 'Hello',
    onboardingId,
    onEvent: (event) => events.push(event),
    fetchImpl: fetchMock,
  });

/** The error a call ended with, checked to be ours. */
async function failure(promise: Promise<void>): Promise<ChatStreamError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ChatStreamError);
  return error as ChatStreamError;
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  events = [];
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => window.localStorage.clear());

describe('streamChat', () => {
  it('posts the message with the session and bearer token, and reads events split on blank lines', async () => {
    fetchMock.mockResolvedValueOnce(
      streamedResponse([
        sse({ type: 'connection', content: 'connected', onboardingId: 7, onboardingDocumentId: 'doc7' }),
        sse({ type: 'content', content: 'Hel' }) + sse({ type: 'content', content: 'lo' }),
        sse({ type: 'done', content: '', onboardingId: 7 }),
      ]),
    );
    await run(7);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/agents/onboarding/chat');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(init?.body as string)).toEqual({ message: 'Hello', onboardingId: 7 });
    expect(events).toEqual([
      { type: 'connection', content: 'connected', onboardingId: 7, onboardingDocumentId: 'doc7' },
      { type: 'content', content: 'Hel' },
      { type: 'content', content: 'lo' },
      { type: 'done', content: '', onboardingId: 7 },
    ]);
  });

  it('leaves out the session when there is none yet', async () => {
    fetchMock.mockResolvedValueOnce(streamedResponse([sse({ type: 'done', content: '' })]));
    await run(null);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ message: 'Hello' });
  });

  it('joins an event split across reads, anywhere', async () => {
    const text = sse({ type: 'content', content: 'A\n\nB' }) + sse({ type: 'done', content: '' });
    for (let cut = 1; cut < text.length; cut += 7) {
      events = [];
      fetchMock.mockResolvedValueOnce(streamedResponse([text.slice(0, cut), text.slice(cut)]));
      await run();
      expect(events.map((event) => event.content)).toEqual(['A\n\nB', '']);
    }
  });

  it("fails with 'Failed to parse server response' on bad event data", async () => {
    fetchMock.mockResolvedValueOnce(streamedResponse(['data: {not json\n\n']));
    expect((await failure(run())).message).toBe('Failed to parse server response');
    // An event type outside the contract, as a server of another version might send.
    fetchMock.mockResolvedValueOnce(streamedResponse(['data: {"type":"whatever","content":"x"}\n\n']));
    expect((await failure(run())).message).toBe('Failed to parse server response');
  });

  it("fails with 'Connection error' when reading breaks", async () => {
    fetchMock.mockResolvedValueOnce(brokenResponse([sse({ type: 'content', content: 'Hi' })]));
    const error = await failure(run());
    expect(error.message).toBe('Connection error');
    expect(error.kind).toBe('read');
    expect(events).toEqual([{ type: 'content', content: 'Hi' }]);
  });

  it("fails with the thrown message, or 'Connection failed', when the call cannot connect", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(run());
    expect(error).toMatchObject({ message: 'Failed to fetch', kind: 'connect' });
    fetchMock.mockRejectedValueOnce(new Error(''));
    expect((await failure(run())).message).toBe('Connection failed');
  });

  it("fails with 'API error (status): text - body' on a refusal, the body read for its message", async () => {
    fetchMock.mockResolvedValueOnce(jsonError(400, 'Bad Request', 'Enter the company website'));
    const error = await failure(run());
    expect(error).toMatchObject({
      message: 'API error (400): Bad Request - Enter the company website',
      kind: 'http',
    });
    fetchMock.mockResolvedValueOnce(
      new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect((await failure(run())).message).toBe('API error (502): Bad Gateway - upstream down');
  });

  it("fails with 'No response body received' when the answer has no body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect((await failure(run())).message).toBe('No response body received');
  });

  it('still reads a 404 answer as a stream, and reports it when it held no events', async () => {
    fetchMock.mockResolvedValueOnce(
      streamedResponse([sse({ type: 'content', content: 'Hi' }), sse({ type: 'done', content: '' })], {
        status: 404,
      }),
    );
    await run();
    expect(events.map((event) => event.type)).toEqual(['content', 'done']);

    fetchMock.mockResolvedValueOnce(jsonError(404, 'Not Found', 'Unknown agent: onboarding'));
    expect((await failure(run())).message).toBe('API error (404): Not Found - Unknown agent: onboarding');
  });

  it('ends with the content of an error event', async () => {
    fetchMock.mockResolvedValueOnce(
      streamedResponse([
        sse({ type: 'content', content: 'Hi' }),
        sse({ type: 'error', content: 'Model overloaded' }),
      ]),
    );
    const error = await failure(run());
    expect(error).toMatchObject({ message: 'Model overloaded', kind: 'server' });
  });

  it('reads a last event that lacks its closing blank line', async () => {
    fetchMock.mockResolvedValueOnce(streamedResponse(['data: {"type":"content","content":"end"}']));
    await run();
    expect(events).toEqual([{ type: 'content', content: 'end' }]);
  });
});
