import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalSite {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  url: (path: string) => string;
  /** Paths requested so far, robots.txt included, in order. */
  requests: string[];
  /** User-Agent headers received, in order. */
  userAgents: string[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a company website (DESIGN.md, Testing). Paths not in
 * `routes` answer 404, so robots.txt is missing unless a test serves one.
 */
export async function startLocalSite(routes: Record<string, RouteHandler>): Promise<LocalSite> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    userAgents.push(request.headers['user-agent'] ?? '');
    const handler = routes[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    requests,
    userAgents,
    close: () =>
      new Promise<void>((resolve) => {
        // Slow routes may still hold a connection open: cut them rather than wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: Record<string, string> = {}): RouteHandler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

export const redirectTo =
  (location: string, status = 302): RouteHandler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };

export const plainText =
  (body: string, status = 200): RouteHandler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  };
