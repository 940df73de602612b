import type { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Progress streams one user may hold open in one API process. A browser keeps at most six HTTP/1.1
 * connections per origin, so a seventh stream would starve the user's own requests anyway; opening it
 * closes the user's oldest stream, with a `closed` event saying why.
 */
export const MAX_STREAMS_PER_USER = 6;
export const TOO_MANY_STREAMS = 'Too many open progress streams';

/**
 * What a stream may hold for a client that does not read. Events are small (a step transition is
 * about 200 bytes), so this is hundreds of them: a client this far behind is not reading, and its
 * stream is closed rather than buffered without end.
 */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export interface EventStream {
  /** Sends an event block; false when the stream has ended (or ends now, its client not reading). */
  write(chunk: string): boolean;
  /** Resolves once the client has taken what was written, or the stream has ended. */
  drained(): Promise<void>;
  /** Ends the stream; with a reason, a last `closed` event tells the client why. */
  finish(reason?: string): void;
  onFinish(callback: () => void): void;
  /** Unsubscribe functions, called when the stream ends. */
  track(...stops: (() => void)[]): void;
  /** Sends the opening retry hint: call it once the stream listens, so no event before it is lost. */
  ready(): void;
}

/** The app's open streams, by user: bounded per user, all ended when the server shuts down. */
export class OpenStreams {
  readonly #byUser = new Map<number, EventStream[]>();

  constructor(readonly perUser: number = MAX_STREAMS_PER_USER) {}

  add(userId: number, stream: EventStream): void {
    const streams = this.#byUser.get(userId) ?? [];
    this.#byUser.set(userId, streams);
    streams.push(stream);
    stream.onFinish(() => {
      streams.splice(streams.indexOf(stream), 1);
      if (streams.length === 0 && this.#byUser.get(userId) === streams) this.#byUser.delete(userId);
    });
    while (streams.length > this.perUser) streams[0]!.finish(TOO_MANY_STREAMS);
  }

  /** Ends every stream without a reason: the server is going away, so the browser should reconnect. */
  closeAll(): void {
    // Each finish takes its stream out of the list (and an empty list out of the map).
    for (const streams of this.#byUser.values()) while (streams.length > 0) streams[0]!.finish();
  }

  countOf(userId: number): number {
    return this.#byUser.get(userId)?.length ?? 0;
  }
}

/**
 * Takes over the response as a text/event-stream, with keep-alives; ends with the client, the server,
 * or when the user opens one stream too many. Nothing is sent, headers included, until `ready()`.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  openStreams: OpenStreams,
  userId: number,
): EventStream {
  let closed = false;
  const cleanups: (() => void)[] = [];
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const end = (finalChunk?: string) => {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (finalChunk === undefined) raw.end();
    else raw.end(finalChunk);
  };
  // The client has stopped reading: drop what waits for it, and the connection with it.
  const writer = boundedWriter(raw, MAX_BUFFERED_BYTES, () => end());
  const write = (chunk: string): boolean => !closed && writer.write(chunk);
  const stream: EventStream = {
    write,
    drained: () => (closed ? Promise.resolve() : writer.drained()),
    finish: (reason) =>
      end(reason === undefined ? undefined : `event: closed\ndata: ${JSON.stringify({ reason })}\n\n`),
    onFinish: (callback) => (closed ? callback() : cleanups.push(callback)),
    // A stream that ended while its subscriptions were being made undoes them at once.
    track: (...stops) => (closed ? stops.forEach((stop) => stop()) : cleanups.push(...stops)),
    ready: () => void write('retry: 2000\n\n'),
  };
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  request.raw.on('close', () => end());
  openStreams.add(userId, stream);
  return stream;
}

/**
 * Writes to `raw` while what waits for its reader stays under `maxBufferedBytes`; a write that would
 * pass it destroys `raw` instead (after `onOverflow`) and answers false.
 */
export function boundedWriter(raw: Writable, maxBufferedBytes: number, onOverflow: () => void) {
  return {
    write(chunk: string): boolean {
      if (raw.destroyed) return false;
      if (raw.writableLength + Buffer.byteLength(chunk) > maxBufferedBytes) {
        onOverflow();
        raw.destroy();
        return false;
      }
      raw.write(chunk);
      return true;
    },
    /** Resolves once the reader has taken what was written, or `raw` is gone. */
    drained(): Promise<void> {
      if (raw.destroyed || !raw.writableNeedDrain) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          raw.off('drain', done);
          raw.off('close', done);
          resolve();
        };
        raw.on('drain', done);
        raw.on('close', done);
      });
    },
  };
}
