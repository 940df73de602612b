import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { NotificationHub } from '../../../db/notifications.js';
import { WEB_SEARCH_STATUS_CHANNEL, type WebSearchChange } from '../web-research/status.js';
import { openEventStream, type OpenStreams } from './event-stream.js';
import {
  ASSESSMENT_EVENTS_CHANNEL,
  RUN_EVENT_STEP,
  eventsAfter,
  type AssessmentNotice,
} from './run-store.js';

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
  user: { id: number };
}): Promise<void> {
  const { request, reply, db, hub, run, openStreams } = options;
  const lastEventHeader = request.headers['last-event-id'];
  let lastId = Number(Array.isArray(lastEventHeader) ? lastEventHeader[0] : lastEventHeader) || 0;
  let reading: Promise<void> = Promise.resolve();

  const stream = openEventStream(request, reply, openStreams, options.user.id);
  const { write } = stream;
  const finish = () => stream.finish();
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
          // A replay can be long: read on only as fast as the client takes it.
          else await stream.drained();
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
  stream.ready();
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
  user: { id: number };
}): Promise<void> {
  const { hub, client } = options;
  const stream = openEventStream(options.request, options.reply, options.openStreams, options.user.id);
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
  // Only now, listening: a page that starts research once the stream answers sees it start.
  stream.ready();
}

const webSearchEvent = (change: WebSearchChange) => ({
  status: change.status,
  ...(change.status === 'in-progress' && { documentId: change.documentId }),
});

function parseJson<T>(payload: string): T | undefined {
  try {
    return JSON.parse(payload) as T;
  } catch {
    return undefined;
  }
}
