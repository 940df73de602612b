import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers one chat completion request. */
export type UnwellAnswer = 'server-error' | 'rate-limited' | 'malformed-json' | 'off-schema';

/** What a healthy provider says for a request whose response format asks for these properties. */
export type HealthyAnswer = (schemaProperties: string[]) => unknown;

export interface UnwellModelServer {
  /** The OpenAI-compatible base URL, e.g. http://127.0.0.1:40123/v1 */
  baseUrl: string;
  /** Requests answered so far, by the kind of answer given. */
  answered: Record<UnwellAnswer | 'healthy', number>;
  /** From now on, requests whose schema `healthy` answers (returns not undefined) get that answer. */
  recover(healthy: HealthyAnswer): void;
  close(): Promise<void>;
}

const CYCLE: UnwellAnswer[] = ['server-error', 'rate-limited', 'malformed-json', 'off-schema'];

/**
 * A real OpenAI-compatible server on 127.0.0.1 in the middle of an outage: it answers the chat
 * completions in turn with a 500, a 429, a body that is not JSON, and a well-formed completion whose
 * content does not fit the requested schema. The errors carry `retry-after-ms: 0`, as providers send
 * retry hints, so the SDK's retries do not wait out its default back-off.
 */
export async function serveUnwellModel(): Promise<UnwellModelServer> {
  const answered = { 'server-error': 0, 'rate-limited': 0, 'malformed-json': 0, 'off-schema': 0, healthy: 0 };
  let turn = 0;
  let healthy: HealthyAnswer | undefined;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const properties = schemaPropertiesOf(body);
      const answer = healthy?.(properties);
      if (answer !== undefined) {
        answered.healthy += 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(completion(JSON.stringify(answer)));
        return;
      }
      const kind = CYCLE[turn++ % CYCLE.length]!;
      answered[kind] += 1;
      const retryNow = { 'content-type': 'application/json', 'retry-after-ms': '0' };
      if (kind === 'server-error') {
        response
          .writeHead(500, retryNow)
          .end(JSON.stringify({ error: { message: 'The server had an error' } }));
      } else if (kind === 'rate-limited') {
        response.writeHead(429, retryNow).end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
      } else if (kind === 'malformed-json') {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"id": "chatcmpl-1", "choices": [');
      } else {
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(completion('Sure! Here is what I found.'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answered,
    recover: (answer) => (healthy = answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: 0,
    model: 'standin',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

/** The top-level property names of the JSON schema the request asks the answer to follow. */
function schemaPropertiesOf(body: string): string[] {
  try {
    const request = JSON.parse(body) as {
      response_format?: { json_schema?: { schema?: { properties?: Record<string, unknown> } } };
    };
    return Object.keys(request.response_format?.json_schema?.schema?.properties ?? {});
  } catch {
    return [];
  }
}
