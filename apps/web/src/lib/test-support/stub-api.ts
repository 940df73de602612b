import { apiErrorSchema, noContentSchema, type AnswerInput, type AnswerSchema } from '@impact/contracts';
import { vi } from 'vitest';

/**
 * Stubs `fetch` at the transport boundary with answers of our own API. Every stubbed answer is parsed
 * with its endpoint's schema from the contracts before a test can use it, so a stub that drifts from
 * the contract fails its test (naming the field) instead of passing against a shape the server would
 * never send. Requests are recorded so tests can check what was sent; an unrouted request answers 501,
 * so a missing route shows up as a visible error, not a hang.
 */

declare const checked: unique symbol;
/** An answer body that went through its endpoint's schema: the only kind a stub may send. */
export type ContractText = string & { readonly [checked]: true };
/** A Response carrying such a body (or none, for 204). */
export type ContractAnswer = Response & { readonly [checked]: true };

/**
 * The body `schema` accepts, as JSON text: what the parse answers, so unknown fields are dropped the
 * way the server's response schema drops them.
 */
export function contractText<S extends AnswerSchema>(schema: S, body: AnswerInput<S>): ContractText {
  return JSON.stringify(schema.parse(body)) as ContractText;
}

/** An endpoint's answer: `schema` is the one the endpoint's client module picks from the contracts. */
export function answer<S extends AnswerSchema>(
  schema: S,
  body: AnswerInput<S>,
  status = 200,
): ContractAnswer {
  return new Response(contractText(schema, body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  }) as ContractAnswer;
}

export const noContent = () => {
  noContentSchema.parse(null);
  return new Response(null, { status: 204 }) as ContractAnswer;
};

export const apiErrorText = (status: number, message: string) =>
  contractText(apiErrorSchema, { data: null, error: { status, name: 'Error', message } });

/** The API's error shape, `{ data: null, error: { status, name, message } }`. */
export const apiError = (status: number, message: string) =>
  new Response(apiErrorText(status, message), {
    status,
    headers: { 'Content-Type': 'application/json' },
  }) as ContractAnswer;

/**
 * An answer that breaks its contract on purpose, for the few tests that show what drift looks like.
 * The only way round the check above, named so that it stands out in a review.
 */
export const offContract = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  }) as ContractAnswer;

/** One Server-Sent Event whose data follows the stream's schema. */
export const sseEvent = <S extends AnswerSchema>(schema: S, data: AnswerInput<S>) =>
  `data: ${contractText(schema, data)}\n\n`;

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /api/feedback/boards/bugs/posts?sort=votes */
  url: string;
  body: unknown;
}

export type RouteHandler = (request: RecordedRequest) => ContractAnswer | Promise<ContractAnswer>;
/** Keys are 'METHOD /path' (query ignored) or 'METHOD /path?query' (matched exactly). */
export type Routes = Record<string, RouteHandler | ContractAnswer>;

export function stubApi(routes: Routes) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (!handler) return apiError(501, `No stub for ${method} ${url}`);
    // A Response body can be read once: clone it so a route answers as often as it is asked.
    return handler instanceof Response ? handler.clone() : handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    fetchStub,
    requests,
    /** Requests of one method to one path (query ignored). */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.url.split('?')[0] === path),
  };
}
