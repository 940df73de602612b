import type { IncomingHttpHeaders } from 'node:http';
import { FetchRefusedError } from './fetch-refused-error.js';
import { decodeBody, parseContentType } from './content-type.js';
import {
  beforeDeadline,
  explainRedirect,
  parseHttpUrl,
  refuseIfRobotsDisallow,
  refuseOtherPorts,
  refuseUnacceptedType,
} from './refusals.js';
import { requestPinned, type RawResponse, type RequestLimits } from './request-pinned.js';
import { RobotsCache, robotsPolicyFromResponse, type RobotsPolicy } from './robots.js';
import { resolveWithSystemDns, vetHost, type ResolveHost } from './vet-host.js';

export const HTML_CONTENT_TYPES = ['text/html', 'application/xhtml+xml'] as const;
export const IMAGE_CONTENT_TYPES = ['image/*'] as const;

export interface SafeFetchOptions {
  /** Accepted response types for a successful (2xx) answer; 'image/*' style families allowed. Default: HTML. */
  contentTypes?: readonly string[];
  /** Default 5 s. */
  connectTimeoutMs?: number;
  /** For the whole call, redirects and robots.txt included. Default 15 s. */
  totalTimeoutMs?: number;
  /** Body size cap after decompression. Default 2 MiB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Full User-Agent header; by default built from publicUrl (see botUserAgent). */
  userAgent?: string;
  /** The app's public address, named in the user agent so site owners can find out who we are. */
  publicUrl?: string;
  /**
   * Tests only: permits 127.0.0.0/8 and ::1, on any port, nothing else private. Every other address
   * is reached only on ports 80 and 443.
   */
  allowLoopback?: boolean;
  /** Host name to addresses. Default: the system resolver (dns.lookup, all addresses). */
  resolve?: ResolveHost;
  /** Where robots.txt answers are kept. Default: one cache for the process. */
  robotsCache?: RobotsCache;
}

export interface SafeFetchResponse {
  /** The final address, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower-case type/subtype, '' when the server sent none. */
  contentType: string;
  body: Buffer;
  /** The body as text in its declared (or HTML-declared) charset, UTF-8 otherwise. */
  text(): string;
}

const MIB = 1024 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const defaultRobotsCache = new RobotsCache();

export function botUserAgent(publicUrl?: string): string {
  const base = 'ImpactStudioBot/1.0';
  return publicUrl ? `${base} (+${publicUrl.replace(/\/+$/, '')}/bot)` : base;
}

interface Settings {
  limits: RequestLimits;
  maxRedirects: number;
  userAgent: string;
  allowLoopback: boolean;
  resolve: ResolveHost;
  robotsCache: RobotsCache;
}

/** What one chain of redirects is for: a page the caller asked for, or the robots.txt guarding it. */
interface Purpose {
  contentTypes: readonly string[] | 'any';
  obeyRobots: boolean;
}

/**
 * Fetches a page or file from the public web for the assessment, refusing anything that could reach
 * our own network (SSRF), hang, flood memory, or ignore the site's robots.txt. Throws FetchRefusedError.
 */
export async function safeFetch(
  url: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResponse> {
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const settings: Settings = {
    limits: {
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      totalTimeoutMs,
      deadline: Date.now() + totalTimeoutMs,
      maxBytes: options.maxBytes ?? 2 * MIB,
    },
    maxRedirects: options.maxRedirects ?? 5,
    userAgent: options.userAgent ?? botUserAgent(options.publicUrl),
    allowLoopback: options.allowLoopback ?? false,
    resolve: options.resolve ?? resolveWithSystemDns,
    robotsCache: options.robotsCache ?? defaultRobotsCache,
  };
  const purpose = { contentTypes: options.contentTypes ?? HTML_CONTENT_TYPES, obeyRobots: true };
  const { finalUrl, response } = await followRedirects(String(url), settings, purpose);
  const contentType = parseContentType(response.headers['content-type']);
  return {
    url: finalUrl.href,
    status: response.status,
    headers: response.headers,
    contentType: contentType.mimeType,
    body: response.body,
    text: () => decodeBody(response.body, contentType),
  };
}

async function followRedirects(
  startUrl: string,
  settings: Settings,
  purpose: Purpose,
): Promise<{ finalUrl: URL; response: RawResponse }> {
  let url = parseHttpUrl(startUrl);
  let redirectedFrom: string | undefined;
  for (let redirects = 0; ; redirects += 1) {
    const hop = url;
    const pinned = await beforeDeadline(hop, settings.limits, vetHopAddress(hop, settings)).catch(
      (error: unknown) => {
        throw explainRedirect(error, redirectedFrom);
      },
    );
    if (purpose.obeyRobots) {
      const policy = await settings.robotsCache.get(hop.origin, () => loadRobotsPolicy(hop, settings));
      refuseIfRobotsDisallow(hop, policy, settings.userAgent);
    }
    const response = await requestPinned({
      url: hop,
      pinned,
      headers: {
        'user-agent': settings.userAgent,
        accept: purpose.contentTypes === 'any' ? '*/*' : purpose.contentTypes.join(', '),
        'accept-encoding': 'gzip, deflate, br',
      },
      limits: settings.limits,
      inspectHeaders: (status, headers) => {
        if (REDIRECT_STATUSES.has(status) && headers.location) return 'skip-body';
        if (status >= 200 && status < 300) refuseUnacceptedType(hop, headers, purpose.contentTypes);
        return 'read-body';
      },
    });

    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status) || !location) return { finalUrl: url, response };
    if (redirects >= settings.maxRedirects) {
      throw new FetchRefusedError(
        'too-many-redirects',
        `Refused to fetch ${startUrl}: it redirected more than ${settings.maxRedirects} times`,
        url.href,
      );
    }
    redirectedFrom = url.href;
    try {
      url = parseHttpUrl(location, url);
    } catch (error) {
      throw explainRedirect(error, redirectedFrom);
    }
  }
}

/** The hop's port and address, each refused before anything is sent; the port before any DNS query. */
async function vetHopAddress(url: URL, settings: Settings) {
  refuseOtherPorts(url, { allowLoopback: settings.allowLoopback });
  const pinned = await vetHost(url, settings);
  refuseOtherPorts(url, { allowLoopback: settings.allowLoopback, address: pinned.address });
  return pinned;
}

/** robots.txt goes through the same guarded path (addresses, redirects, caps), minus robots itself. */
async function loadRobotsPolicy(url: URL, settings: Settings): Promise<RobotsPolicy> {
  const robotsUrl = new URL('/robots.txt', url.origin).href;
  const { response } = await followRedirects(robotsUrl, settings, { contentTypes: 'any', obeyRobots: false });
  return robotsPolicyFromResponse(robotsUrl, response.status, response.body.toString('utf8'));
}
