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
  let closed = false;
  let reading: Promise<void> = Promise.resolve();

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

  const unsubscribers: (() => void)[] = [];
  const finish = () => {
    if (closed) return;
    closed = true;
    openStreams.delete(finish);
    clearInterval(keepAlive);
    for (const stop of unsubscribers) stop();
    reply.raw.end();
  };

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

  unsubscribers.push(
    await hub.subscribe(ASSESSMENT_EVENTS_CHANNEL, (payload) => {
      const notice = parseJson<AssessmentNotice>(payload);
      if (notice?.runId === run.id && notice.eventId > lastId) readNew();
    }),
    await hub.subscribe(WEB_SEARCH_STATUS_CHANNEL, (payload) => {
      const change = parseJson<WebSearchChange>(payload);
      if (change?.clientId !== run.clientId) return;
      const documentId = change.status === 'in-progress' ? change.documentId : undefined;
      write(
        `event: web-search-status\ndata: ${JSON.stringify({ status: change.status, ...(documentId && { documentId }) })}\n\n`,
      );
    }),
    hub.onReconnect(readNew),
  );
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  openStreams.add(finish);
  request.raw.on('close', finish);
  write('retry: 2000\n\n');
  readNew();
}

function parseJson<T>(payload: string): T | undefined {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return undefined;
  }
}
