import type { ChatEvent } from '@impact/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One Server-Sent Event: a `data:` line of JSON and the blank line that ends it (spec 01 §4). */
export const sseEvent = (event: ChatEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/** Splits a reply into the chunks streamed as `content` events: prose by paragraph, script blocks whole. */
export function replyChunks(reply: string): string[] {
  return reply.split(/(?<=\n\n)/).filter((chunk) => chunk.length > 0);
}

/** Takes over the response and writes the events; the stream ends after the last one. */
export function streamEvents(request: FastifyRequest, reply: FastifyReply, events: ChatEvent[]): void {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  request.raw.on('close', () => (closed = true));
  for (const event of events) {
    if (closed) break;
    reply.raw.write(sseEvent(event));
  }
  reply.raw.end();
}
