import { errorMessageFrom, toApiPath } from '../api-client';
import { getToken } from '../storage';
import { initialSseState, parseSseChunk, type SseMessage } from './sse-parser';

/** The server asks for 2 s between reconnects; after repeated failures we wait longer, up to this. */
const DEFAULT_RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

export type FollowOutcome =
  | { kind: 'ended' }
  | { kind: 'aborted' }
  /** The server refused the stream for good (what it follows is gone or no longer ours). */
  | { kind: 'failed'; message: string };

export interface FollowEventStreamOptions {
  /** The API path of the stream, e.g. /assessments/{runId}/events. */
  path: string;
  /** A message after which the stream is over (a run's 'run' event); none for a stream that never ends. */
  isLast?: (message: SseMessage) => boolean;
  signal: AbortSignal;
  onMessage: (message: SseMessage) => void;
  /** Stand-ins for tests. */
  fetchImpl?: typeof fetch;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

const closedReason = (data: string): string => {
  try {
    const { reason } = JSON.parse(data) as { reason?: unknown };
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    // Not JSON: the generic reason below.
  }
  return 'The server closed the live updates';
};

/** A refusal that asking again will not change; 408, 429 and 5xx are worth another try. */
const isFinalRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Reads a Server-Sent Events stream of the API with fetch (the bearer token needs a header, which
 * EventSource cannot send) until a last message ends it or the signal aborts. A dropped connection is
 * reopened with Last-Event-ID, so a server that replays sends only what was missed.
 */
export async function followEventStream(options: FollowEventStreamOptions): Promise<FollowOutcome> {
  const { path, isLast, signal, onMessage, fetchImpl = fetch, wait = waitFor } = options;
  let lastEventId = '';
  let retryMs = DEFAULT_RETRY_MS;
  let failures = 0;

  while (!signal.aborted) {
    try {
      const headers = new Headers({ Accept: 'text/event-stream' });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (lastEventId) headers.set('Last-Event-ID', lastEventId);
      const response = await fetchImpl(toApiPath(path), {
        headers,
        signal,
        cache: 'no-store',
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        const message =
          response.status === 401 ? 'Authentication failed' : errorMessageFrom(text, response.status);
        if (isFinalRefusal(response.status)) return { kind: 'failed', message };
        throw new Error(message);
      }
      if (!response.body) throw new Error('The progress stream has no body');

      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let state = initialSseState(lastEventId);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const parsed = parseSseChunk(state, decoder.decode(value, { stream: true }));
        state = parsed.state;
        lastEventId = state.lastEventId;
        if (state.retryMs !== null) retryMs = state.retryMs;
        for (const message of parsed.messages) {
          failures = 0;
          if (message.event === 'closed') {
            // The server closed this stream for good (too many open for the user): do not reopen it.
            await reader.cancel().catch(() => undefined);
            return { kind: 'failed', message: closedReason(message.data) };
          }
          onMessage(message);
          if (isLast?.(message)) {
            await reader.cancel().catch(() => undefined);
            return { kind: 'ended' };
          }
        }
      }
      // The server closed the stream before its last message (e.g. it restarted): reconnect.
    } catch {
      if (signal.aborted) break;
    }
    failures++;
    await wait(Math.min(retryMs * 2 ** (failures - 1), MAX_RETRY_MS), signal);
  }
  return { kind: 'aborted' };
}
