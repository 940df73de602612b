import diagnostics from 'node:diagnostics_channel';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { selectRows } from '../factories.js';
import type { TestApp } from '../harness.js';
import { waitFor } from '../wait.js';
import type { FuzzRequest } from './fuzz-requests.js';
import { installWriteLog } from './write-log.js';

/**
 * Tables a refused request may write by design: a rate-limit bucket counts refused attempts (that is
 * its purpose), and the logo cache remembers a domain that has no logo (answered 404).
 */
const WRITTEN_BY_REFUSALS = new Set(['rate_limit_buckets', 'logos']);

/** Fastify's tracing channel publishes here just before it calls a route's handler. */
const HANDLER_START = 'tracing:fastify.request.handler:start';

export interface Outcome {
  status: number;
  /** The answer's text; undefined for an event stream left open (a GET subscription never ends). */
  body?: string;
  /**
   * Whether Fastify called the route's handler: its tracing channel reports the handler's start after
   * authentication, body parsing, preValidation hooks (the input rule among them) and schema validation
   * have all passed. The app has no preHandler hooks, so nothing else stands between.
   */
  reached: boolean;
  /** The rows the request inserted, updated or deleted, as `table INSERT ×1`. */
  changed: string[];
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends fuzz requests one at a time, counting handler calls and noting every write each one makes. */
export async function createFuzzRunner(
  t: TestApp,
  /** Waits for what an accepted request does after its answer that the write log cannot see coming. */
  afterAccepted: (request: FuzzRequest) => Promise<void> = async () => undefined,
) {
  const writes = await installWriteLog(t, WRITTEN_BY_REFUSALS);

  let handlerCalls = 0;
  const countCall = () => void handlerCalls++;
  diagnostics.subscribe(HANDLER_START, countCall);

  /** Work an accepted request left running (an assessment's steps, a mail) ends before the next request. */
  const settle = () =>
    waitFor(
      async () => {
        const [row] = await selectRows<{ busy: number }>(
          t.db,
          sql`SELECT (SELECT count(*) FROM assessment_steps WHERE status IN ('pending', 'in_progress'))::int
                   + (SELECT count(*) FROM mail_outbox WHERE status = 'pending')::int AS busy`,
        );
        return row!.busy === 0 ? true : undefined;
      },
      'background work started by an accepted request',
      60_000,
    );

  return {
    async send(request: FuzzRequest): Promise<Outcome> {
      const callsBefore = handlerCalls;
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        payloadAsStream: true,
      });
      const stream = response.stream();
      const eventStream = String(response.headers['content-type'] ?? '').startsWith('text/event-stream');
      let body: string | undefined;
      // A GET event stream is a subscription that lasts until the app closes; a POST's (the chat) ends.
      if (eventStream && request.method === 'GET') stream.destroy();
      else body = await readAll(stream);
      if (response.statusCode < 300) {
        await afterAccepted(request);
        await settle();
      }
      const changed = await writes.take();
      return {
        status: response.statusCode,
        ...(body === undefined ? {} : { body }),
        reached: handlerCalls > callsBefore,
        changed,
      };
    },
    stop: () => diagnostics.unsubscribe(HANDLER_START, countCall),
  };
}
