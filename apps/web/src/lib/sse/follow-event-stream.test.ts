import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followEventStream, type FollowEventStreamOptions } from './follow-event-stream';
import type { SseMessage } from './sse-parser';

/** The run stream as the progress panel follows it. */
const followRunEvents = (options: Omit<FollowEventStreamOptions, 'path' | 'isLast'> & { runId: string }) =>
  followEventStream({
    ...options,
    path: `/assessments/${encodeURIComponent(options.runId)}/events`,
    isLast: (message) => message.event === 'run',
  });

/** A streamed response delivering the chunks, then ending (as a dropped connection does). */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const step = (id: number, stepId: string, status: string) =>
  `id: ${id}\nevent: step\ndata: ${JSON.stringify({ runId: 'run-1', stepId, status })}\n\n`;
const runEnd = (id: number) => `id: ${id}\nevent: run\ndata: {"runId":"run-1","status":"completed"}\n\n`;

const headerOf = (call: unknown[] | undefined, name: string) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get(name);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const waits: number[] = [];
const wait = (ms: number) => {
  waits.push(ms);
  return Promise.resolve();
};

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  waits.length = 0;
  window.localStorage.setItem('token', 'tok');
});
afterEach(() => {
  window.localStorage.clear();
});

describe('followRunEvents', () => {
  it('sends the bearer token, hands over each message and stops at the run event', async () => {
    fetchMock.mockResolvedValueOnce(
      streamed(['retry: 2000\n\n', step(1, 'webContext', 'in_progress'), runEnd(2), step(3, 'x', 'y')]),
    );
    const messages: SseMessage[] = [];
    const outcome = await followRunEvents({
      runId: 'run-1',
      signal: new AbortController().signal,
      onMessage: (message) => messages.push(message),
      fetchImpl: fetchMock,
      wait,
    });
    expect(outcome).toEqual({ kind: 'ended' });
    expect(messages.map((message) => message.event)).toEqual(['step', 'run']);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/assessments/run-1/events');
    expect(headerOf(fetchMock.mock.calls[0], 'Authorization')).toBe('Bearer tok');
    expect(headerOf(fetchMock.mock.calls[0], 'Last-Event-ID')).toBeNull();
  });

  it('reconnects after a drop with Last-Event-ID, waiting the time the server asked for', async () => {
    fetchMock
      .mockResolvedValueOnce(
        streamed(['retry: 1500\n\n', step(4, 'webContext', 'completed'), 'id: 5\nevent: st']),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(streamed([step(5, 'controversies', 'completed'), runEnd(6)]));
    const messages: SseMessage[] = [];
    const outcome = await followRunEvents({
      runId: 'run-1',
      signal: new AbortController().signal,
      onMessage: (message) => messages.push(message),
      fetchImpl: fetchMock,
      wait,
    });
    expect(outcome).toEqual({ kind: 'ended' });
    expect(messages.map((message) => message.lastEventId)).toEqual(['4', '5', '6']);
    // The half-received event 5 was not dispatched; the id of the last whole one is sent back.
    expect(fetchMock.mock.calls.slice(1).map((call) => headerOf(call, 'Last-Event-ID'))).toEqual([
      '4',
      '4',
      '4',
    ]);
    expect(waits).toEqual([1500, 3000, 6000]);
  });

  it('gives up on a refusal that will not change, with the server message', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        '{"data":null,"error":{"status":404,"name":"NotFoundError","message":"Assessment not found"}}',
        {
          status: 404,
        },
      ),
    );
    const outcome = await followRunEvents({
      runId: 'run-1',
      signal: new AbortController().signal,
      onMessage: () => undefined,
      fetchImpl: fetchMock,
      wait,
    });
    expect(outcome).toEqual({ kind: 'failed', message: 'Assessment not found' });
  });

  it('stops for good when the server closes the stream with a reason', async () => {
    fetchMock.mockResolvedValueOnce(
      streamed([
        'retry: 2000\n\n',
        step(1, 'webContext', 'in_progress'),
        'event: closed\ndata: {"reason":"Too many open progress streams"}\n\n',
      ]),
    );
    const messages: SseMessage[] = [];
    const outcome = await followRunEvents({
      runId: 'run-1',
      signal: new AbortController().signal,
      onMessage: (message) => messages.push(message),
      fetchImpl: fetchMock,
      wait,
    });
    expect(outcome).toEqual({ kind: 'failed', message: 'Too many open progress streams' });
    expect(messages.map((message) => message.event)).toEqual(['step']);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('stops when aborted, without reconnecting', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    const outcome = await followRunEvents({
      runId: 'run-1',
      signal: controller.signal,
      onMessage: () => undefined,
      fetchImpl: fetchMock,
      wait,
    });
    expect(outcome).toEqual({ kind: 'aborted' });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(waits).toEqual([]);
  });
});
