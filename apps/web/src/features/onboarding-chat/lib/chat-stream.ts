import { checkedAnswer, errorMessageFrom, toApiPath } from '../../../lib/api-client';
import { initialSseState, parseSseChunk, type SseMessage } from '../../../lib/sse/sse-parser';
import { getToken } from '../../../lib/storage';

/** One event of the chat stream (spec 01 §4 "Chat streaming"). */
export interface ChatStreamEvent {
  type: 'connection' | 'content' | 'done' | 'error';
  content: string;
  onboardingId?: number | string;
  onboardingDocumentId?: string;
}

/** Why a chat call failed; `connect` means the service could not be reached at all. */
export type ChatStreamFailure = 'connect' | 'http' | 'no-body' | 'parse' | 'read' | 'server';

/** Carries the text the bot message shows (spec 01 §8 "Chat stream"). */
export class ChatStreamError extends Error {
  constructor(
    message: string,
    readonly kind: ChatStreamFailure,
  ) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

export interface ChatStreamRequest {
  agentId: string;
  message: string;
  onboardingId?: number | string | null;
  onEvent: (event: ChatStreamEvent) => void;
  signal?: AbortSignal;
  /** A stand-in for tests. */
  fetchImpl?: typeof fetch;
}

const EVENT_TYPES = new Set(['connection', 'content', 'done', 'error']);

/**
 * POST /agents/{agentId}/chat and read its Server-Sent Events until `done` or the end of the stream.
 * Resolves when the reply is complete; rejects with a ChatStreamError (or the AbortError when aborted).
 */
export async function streamChat(request: ChatStreamRequest): Promise<void> {
  const { agentId, message, onboardingId, onEvent, signal, fetchImpl = fetch } = request;
  const response = await connect(fetchImpl, agentId, message, onboardingId, signal);
  const endpoint = `POST ${chatPath(agentId)}`;
  // The spec reads a 404 as a stream too (an agent answering from a fallback route); other refusals fail.
  if (!response.ok && response.status !== 404) {
    throw httpError(response, await response.text().catch(() => ''));
  }
  if (!response.body) throw new ChatStreamError('No response body received', 'no-body');

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let state = initialSseState();
  let received = 0;
  let bodyText = '';
  try {
    for (;;) {
      const { done, value } = await readChunk(reader, signal);
      const chunk = done ? decoder.decode() + '\n\n' : decoder.decode(value, { stream: true });
      if (!response.ok) bodyText += chunk;
      const parsed = parseSseChunk(state, chunk);
      state = parsed.state;
      for (const sse of parsed.messages) {
        const data = eventData(sse);
        const event = toChatEvent(data);
        await checkedAnswer(endpoint, (c) => c.chatEventSchema, data);
        received++;
        onEvent(event);
        if (event.type === 'error') throw new ChatStreamError(event.content || 'Chat error', 'server');
        if (event.type === 'done') return;
      }
      if (done) break;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  // A 404 that was no stream at all is an ordinary refusal after all.
  if (!response.ok && received === 0) throw httpError(response, bodyText);
}

async function connect(
  fetchImpl: typeof fetch,
  agentId: string,
  message: string,
  onboardingId: number | string | null | undefined,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers = new Headers({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchImpl(chatPath(agentId), {
      method: 'POST',
      headers,
      credentials: 'include',
      body: JSON.stringify(onboardingId == null ? { message } : { message, onboardingId }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const thrown = error instanceof Error ? error.message : '';
    throw new ChatStreamError(thrown || 'Connection failed', 'connect');
  }
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>, signal: AbortSignal | undefined) {
  try {
    return await reader.read();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ChatStreamError('Connection error', 'read');
  }
}

/**
 * 'API error (status): text - body', where a JSON error body is reduced to the server's message so
 * the user reads 'Enter the company website' rather than the raw JSON.
 */
function httpError(response: Response, body: string): ChatStreamError {
  const readable = body.trim() === '' ? '' : errorMessageFrom(body, response.status);
  const prefix = `API error (${response.status}):${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ChatStreamError(readable ? `${prefix} - ${readable}` : prefix, 'http');
}

const chatPath = (agentId: string) => toApiPath(`/agents/${encodeURIComponent(agentId)}/chat`);

function eventData(sse: SseMessage): unknown {
  try {
    return JSON.parse(sse.data);
  } catch {
    throw new ChatStreamError('Failed to parse server response', 'parse');
  }
}

function toChatEvent(value: unknown): ChatStreamEvent {
  const event = value as Partial<ChatStreamEvent> | null;
  if (!event || typeof event !== 'object' || !EVENT_TYPES.has(event.type as string)) {
    throw new ChatStreamError('Failed to parse server response', 'parse');
  }
  return {
    type: event.type!,
    content: typeof event.content === 'string' ? event.content : '',
    ...(isSessionId(event.onboardingId) && { onboardingId: event.onboardingId }),
    ...(typeof event.onboardingDocumentId === 'string' && {
      onboardingDocumentId: event.onboardingDocumentId,
    }),
  };
}

const isSessionId = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && value !== '');
