/** Real Response objects for the transport boundary of unit tests: streamed bodies, chunk by chunk. */

const encoder = new TextEncoder();

export const sse = (event: Record<string, unknown>) => `data: ${JSON.stringify(event)}\n\n`;

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
export function replyResponse(content: string, onboardingId = 41): Response {
  const pieces = content.split(/(?<=\n\n)/);
  return streamedResponse([
    sse({ type: 'connection', content: 'connected', onboardingId }),
    ...pieces.map((piece) => sse({ type: 'content', content: piece })),
    sse({ type: 'done', content: '', onboardingId }),
  ]);
}

export const jsonError = (status: number, statusText: string, message: string) =>
  new Response(JSON.stringify({ data: null, error: { status, name: 'BadRequestError', message } }), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
