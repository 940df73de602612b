import { isSensitiveParam, REDACTED, type Scrubber } from './scrub.js';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

/**
 * The request's path with its capabilities taken out: a route parameter named like a secret (`:token`),
 * the known capability paths (invitation links, document addresses; they also cover unrouted paths
 * such as the web app's /invite/…), and secret query parameters (code, state, token, signature, …).
 */
export function redactRequestUrl(request: LoggedRequest, scrub: Scrubber): string {
  const url = typeof request.url === 'string' ? request.url : '';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart);
  const pattern = request.routeOptions?.url?.split('/');
  const segments = path.split('/');
  if (pattern && pattern.length === segments.length) {
    pattern.forEach((part, index) => {
      if (part.startsWith(':') && isSensitiveParam(part.slice(1))) segments[index] = REDACTED;
    });
  }
  return scrub.address(segments.join('/') + query);
}

/** Fastify's own request fields, with the URL redacted; headers are not logged at all. */
export function serializeRequest(request: LoggedRequest, scrub: Scrubber): Record<string, unknown> {
  return {
    method: request.method,
    url: redactRequestUrl(request, scrub),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
