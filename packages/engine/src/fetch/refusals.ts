import type { IncomingHttpHeaders } from 'node:http';
import { FetchRefusedError } from './fetch-refused-error.js';
import { isContentTypeAccepted, parseContentType } from './content-type.js';
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
  if (!['address-not-allowed', 'scheme-not-allowed', 'dns-failed', 'invalid-url'].includes(error.code)) {
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
