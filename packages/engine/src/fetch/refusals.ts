import type { IncomingHttpHeaders } from 'node:http';
import { FetchRefusedError } from './fetch-refused-error.js';
import { isContentTypeAccepted, parseContentType } from './content-type.js';
import { isLoopbackAddress } from './address-policy.js';
import { describeDuration } from './describe-limits.js';
import type { RobotsPolicy } from './robots.js';

/** The checks safeFetch makes between hops, each throwing a FetchRefusedError that says what was refused. */

export function parseHttpUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new FetchRefusedError(
      'invalid-url',
      `Refused to fetch ${input}: it is not a valid web address`,
      input,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(
      'scheme-not-allowed',
      `Refused to fetch ${url.href}: only http and https addresses can be fetched, not ${url.protocol}`,
      url.href,
    );
  }
  return url;
}

/** The web's own ports; URL.port is '' when an address uses its scheme's default. */
const WEB_PORTS = new Set(['', '80', '443']);

/**
 * Addresses from users and from crawled pages reach only the web's ports: another port is usually a
 * service that was never meant to be public (an admin console, a database, a mail server). Tests serve
 * their stand-in sites on 127.0.0.1 at a random port; the loopback switch, which only tests turn on,
 * lets those through, and then only once the host is known to be this machine (`address`, after DNS).
 */
export function refuseOtherPorts(url: URL, exception: { allowLoopback: boolean; address?: string }): void {
  if (WEB_PORTS.has(url.port)) return;
  const loopback = exception.address === undefined || isLoopbackAddress(exception.address);
  if (exception.allowLoopback && loopback) return;
  throw new FetchRefusedError(
    'port-not-allowed',
    `Refused to fetch ${url.href}: port ${url.port} is not allowed, only the web's ports 80 and 443`,
    url.href,
  );
}

export function refuseUnacceptedType(
  url: URL,
  headers: IncomingHttpHeaders,
  accepted: readonly string[] | 'any',
): void {
  if (accepted === 'any') return;
  const { mimeType } = parseContentType(headers['content-type']);
  if (isContentTypeAccepted(mimeType, accepted)) return;
  const actual = mimeType ? `is ${mimeType}` : 'has no content type';
  throw new FetchRefusedError(
    'content-type-not-allowed',
    `The response from ${url.href} ${actual}, which is not accepted here (accepted: ${accepted.join(', ')})`,
    url.href,
  );
}

export function refuseIfRobotsDisallow(url: URL, policy: RobotsPolicy, userAgent: string): void {
  const path = `${url.pathname}${url.search}`;
  if (policy.kind === 'unavailable') {
    throw new FetchRefusedError(
      'robots-disallowed',
      `Robots.txt of ${url.origin} could not be read (status ${policy.status}), so fetching ${path} is not allowed`,
      url.href,
    );
  }
  if (policy.kind === 'rules' && !policy.isAllowed(url.href, userAgent)) {
    throw new FetchRefusedError(
      'robots-disallowed',
      `Robots.txt of ${url.origin} does not allow fetching ${path}`,
      url.href,
    );
  }
}

/** A refused hop names the page that sent us there: the user typed that one, not the target. */
export function explainRedirect(error: unknown, redirectedFrom: string | undefined): unknown {
  if (redirectedFrom === undefined || !(error instanceof FetchRefusedError)) return error;
  const refusals = [
    'address-not-allowed',
    'port-not-allowed',
    'scheme-not-allowed',
    'dns-failed',
    'invalid-url',
  ];
  if (!refusals.includes(error.code)) {
    return error;
  }
  return new FetchRefusedError(
    error.code,
    `${error.message} (redirected from ${redirectedFrom})`,
    error.url,
    {
      cause: error,
    },
  );
}

/** A DNS answer can take longer than the whole budget; the budget wins. */
export async function beforeDeadline<T>(
  url: URL,
  limits: { deadline: number; totalTimeoutMs: number },
  work: Promise<T>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new FetchRefusedError(
            'timeout',
            `The site ${url.href} did not answer within ${describeDuration(limits.totalTimeoutMs)}`,
            url.href,
          ),
        ),
      Math.max(0, limits.deadline - Date.now()),
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
