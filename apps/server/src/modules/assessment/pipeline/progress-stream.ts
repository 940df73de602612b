import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { NotificationHub } from '../../../db/notifications.js';
import { WEB_SEARCH_STATUS_CHANNEL, type WebSearchChange } from '../web-research/status.js';
import {
  ASSESSMENT_EVENTS_CHANNEL,
  RUN_EVENT_STEP,
  eventsAfter,
  type AssessmentNotice,
} from './run-store.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/** The app's open streams (each by its end function), ended when the server shuts down. */
export type OpenStreams = Set<() => void>;

/**
 * Server-Sent Events for one run: every step transition in order (replayed from the start, or from
 * Last-Event-ID after a reconnect), the client's web-search status changes, and a final `run` event,
 * after which the stream ends. Transitions are read from the events table whenever a NOTIFY says there
 * is news, so a stream served by one process sees the steps another process runs.
 */
export async function streamRunEvents(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  db: Database;
  hub: NotificationHub;
  run: { id: number; clientId: number; documentId: string };
  openStreams: OpenStreams;
}): Promise<void> {
  const { request, reply, db, hub, run, openStreams } = options;
  const lastEventHeader = request.headers['last-event-id'];
  let lastId = Number(Array.isArray(lastEventHeader) ? lastEventHeader[0] : lastEventHeader) || 0;
  let reading: Promise<void> = Promise.resolve();

  const stream = openEventStream(request, reply, openStreams);
  const { write } = stream;
  const finish = stream.finish;
  let closed = false;
  stream.onFinish(() => {
    closed = true;
  });

  // One read at a time, each from the last event sent: in order, no gaps, no repeats.
  const readNew = () => {
    reading = reading
      .then(async () => {
        if (closed) return;
        const events = await eventsAfter(db, run.id, lastId);
        for (const event of events) {
          lastId = event.id;
          const type = event.stepId === RUN_EVENT_STEP ? 'run' : 'step';
          const data =
            type === 'run'
              ? { runId: run.documentId, status: event.status }
              : {
                  runId: run.documentId,
                  stepId: event.stepId,
                  status: event.status,
                  ...(event.errorMessage && { errorMessage: event.errorMessage }),
                  at: event.createdAt.toISOString(),
                };
          write(`id: ${event.id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
          if (type === 'run') finish();
        }
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'progress stream read failed');
        finish();
      });
  };

  stream.track(
    await hub.subscribe(ASSESSMENT_EVENTS_CHANNEL, (payload) => {
      const notice = parseJson<AssessmentNotice>(payload);
      if (notice?.runId === run.id && notice.eventId > lastId) readNew();
    }),
    await hub.subscribe(WEB_SEARCH_STATUS_CHANNEL, (payload) => {
      const change = parseJson<WebSearchChange>(payload);
      if (change?.clientId !== run.clientId) return;
      write(`event: web-search-status\ndata: ${JSON.stringify(webSearchEvent(change))}\n\n`);
    }),
    hub.onReconnect(readNew),
  );
  readNew();
}

/**
 * Live events of one client, for pages that follow it without following a run: its web-search status
 * changes ('web-search-status') and a note whenever one of its assessment runs moves ('assessment',
 * with the run's id). Nothing is replayed: a page reads the current state, then listens.
 */
export async function streamClientEvents(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  hub: NotificationHub;
  client: { id: number };
  openStreams: OpenStreams;
}): Promise<void> {
  const { hub, client } = options;
  const stream = openEventStream(options.request, options.reply, options.openStreams);
  stream.track(
    await hub.subscribe(WEB_SEARCH_STATUS_CHANNEL, (payload) => {
      const change = parseJson<WebSearchChange>(payload);
      if (change?.clientId !== client.id) return;
      stream.write(`event: web-search-status\ndata: ${JSON.stringify(webSearchEvent(change))}\n\n`);
    }),
    await hub.subscribe(ASSESSMENT_EVENTS_CHANNEL, (payload) => {
      const notice = parseJson<AssessmentNotice>(payload);
      if (notice?.clientId !== client.id) return;
      stream.write(`event: assessment\ndata: ${JSON.stringify({ runId: notice.runId })}\n\n`);
    }),
  );
}

const webSearchEvent = (change: WebSearchChange) => ({
  status: change.status,
  ...(change.status === 'in-progress' && { documentId: change.documentId }),
});

interface EventStream {
  write(chunk: string): void;
  finish(): void;
  onFinish(callback: () => void): void;
  /** Unsubscribe functions, called when the stream ends. */
  track(...stops: (() => void)[]): void;
}

/** Takes over the response as a text/event-stream, with keep-alives; ends with the client or the server. */
function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  openStreams: OpenStreams,
): EventStream {
  let closed = false;
  const cleanups: (() => void)[] = [];
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!closed) reply.raw.write(chunk);
  };
  const finish = () => {
    if (closed) return;
    closed = true;
    openStreams.delete(finish);
    clearInterval(keepAlive);
    for (const cleanup of cleanups) cleanup();
    reply.raw.end();
  };
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  openStreams.add(finish);
  request.raw.on('close', finish);
  write('retry: 2000\n\n');
  return {
    write,
    finish,
    // A stream that ended while its subscriptions were being made undoes them at once.
    onFinish: (callback) => (closed ? callback() : cleanups.push(callback)),
    track: (...stops) => (closed ? stops.forEach((stop) => stop()) : cleanups.push(...stops)),
  };
}

function parseJson<T>(payload: string): T | undefined {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return undefined;
  }
}
