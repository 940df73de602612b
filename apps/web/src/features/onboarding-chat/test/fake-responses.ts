import { chatEventSchema, type ChatEvent } from '@impact/contracts';
import { apiErrorText, sseEvent, type ContractAnswer } from '../../../lib/test-support/stub-api';

/** Real Response objects for the transport boundary of unit tests: streamed bodies, chunk by chunk. */

const encoder = new TextEncoder();

declare const chatEvent: unique symbol;
/** One chat stream event as the server writes it, its data checked against the contract. */
export type ChatSse = string & { readonly [chatEvent]: true };

export const sse = (event: ChatEvent) => sseEvent(chatEventSchema, event) as ChatSse;

/** A text/event-stream answer delivering the chunks in order, then ending. */
export function streamedResponse(chunks: string[], init: ResponseInit = { status: 200 }): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { ...init, headers: { 'content-type': 'text/event-stream' } });
}

/** The chat endpoint's stream of checked events, each delivered as a chunk of its own. */
export const chatStream = (events: ChatSse[]) => streamedResponse(events) as ContractAnswer;

/** A stream that delivers the chunks and then breaks, as a dropped connection does. */
export function brokenResponse(chunks: string[]): Response {
  const pending = [...chunks];
  // Erroring drops whatever is queued, so each chunk is handed over on its own read first.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = pending.shift();
      if (chunk === undefined) controller.error(new TypeError('network error'));
      else controller.enqueue(encoder.encode(chunk));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A whole reply as the server streams it: connection, the content in pieces, done. */
export function replyResponse(content: string, onboardingId = 41): ContractAnswer {
  const pieces = content.split(/(?<=\n\n)/);
  return chatStream([
    sse({ type: 'connection', content: 'connected', onboardingId }),
    ...pieces.map((piece) => sse({ type: 'content', content: piece })),
    sse({ type: 'done', content: '', onboardingId }),
  ]);
}

export const jsonError = (status: number, statusText: string, message: string) =>
  new Response(apiErrorText(status, message), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  }) as ContractAnswer;
