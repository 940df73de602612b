import type { ChatEvent } from '@impact/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One Server-Sent Event: a `data:` line of JSON and the blank line that ends it (spec 01 §4). */
export const sseEvent = (event: ChatEvent): string => `data: ${JSON.stringify(event)}\n\n`;

/** Splits a reply into the chunks streamed as `content` events: prose by paragraph, script blocks whole. */
export function replyChunks(reply: string): string[] {
  return reply.split(/(?<=\n\n)/).filter((chunk) => chunk.length > 0);
}

/** An open event stream: write events as they come; `closed` turns true when the browser goes away. */
export interface EventStream {
  write(event: ChatEvent): void;
  readonly closed: boolean;
  end(): void;
}

/** Takes over the response for an event stream. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  // The response's close (not the request's): the request body is long read by now.
  reply.raw.on('close', () => (closed = true));
  return {
    write: (event) => {
      if (!closed) reply.raw.write(sseEvent(event));
    },
    get closed() {
      return closed;
    },
    end: () => reply.raw.end(),
  };
}
