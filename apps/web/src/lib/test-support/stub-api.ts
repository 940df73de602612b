import { vi } from 'vitest';

/**
 * Stubs `fetch` at the transport boundary: every request our api-client makes is answered by a real
 * Response built from the route table, and recorded so tests can check what was sent. An unrouted
 * request answers 501 (and is recorded), so a missing route shows up as a visible error, not a hang.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /api/feedback/boards/bugs/posts?sort=votes */
  url: string;
  body: unknown;
}

export type RouteAnswer = Response | Promise<Response>;
export type RouteHandler = (request: RecordedRequest) => RouteAnswer;
/** Keys are 'METHOD /path' (query ignored) or 'METHOD /path?query' (matched exactly). */
export type Routes = Record<string, RouteHandler | Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });
export const apiError = (status: number, message: string) =>
  json({ data: null, error: { status, name: 'Error', message } }, status);

export function stubApi(routes: Routes) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${url.split('?')[0]}`];
    if (!handler)
      return json({ data: null, error: { status: 501, message: `No stub for ${method} ${url}` } }, 501);
    // A Response body can be read once: clone it so a route answers as often as it is asked.
    return handler instanceof Response ? handler.clone() : handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** Requests of one method to one path (query ignored). */
    calls: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.url.split('?')[0] === path),
  };
}
