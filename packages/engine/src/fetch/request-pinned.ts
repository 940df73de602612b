import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import type { Readable, Transform } from 'node:stream';
import { FetchRefusedError } from './fetch-refused-error.js';
import { describeDuration, describeSize } from './describe-limits.js';
import type { VettedAddress } from './vet-host.js';

export interface RequestLimits {
  connectTimeoutMs: number;
  /** The whole safeFetch call (all hops) ends at this instant (Date.now() scale)... */
  deadline: number;
  /** ...which is this long after it started: quoted in the timeout message. */
  totalTimeoutMs: number;
  maxBytes: number;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PinnedRequest {
  url: URL;
  pinned: VettedAddress;
  headers: Record<string, string>;
  limits: RequestLimits;
  /** Called once the headers are in, before any body is read: throw to refuse the response. */
  inspectHeaders: (status: number, headers: IncomingHttpHeaders) => 'read-body' | 'skip-body';
}

/**
 * One GET to an already-vetted address. node:http(s) rather than undici or the global fetch: undici's
 * fetch breaks Node's own fetch for later requests in the same process (STACK-NOTES), and node:http lets
 * us pin the address through `lookup` while Host and TLS SNI keep the real host name.
 */
export function requestPinned(request: PinnedRequest): Promise<RawResponse> {
  const { url, pinned, limits } = request;
  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    let response: IncomingMessage | undefined;

    const finish = (outcome: { error: FetchRefusedError } | { value: RawResponse }) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(totalTimer);
      if ('error' in outcome) {
        response?.destroy();
        clientRequest.destroy();
        reject(outcome.error);
      } else {
        resolve(outcome.value);
      }
    };
    const fail = (error: FetchRefusedError) => finish({ error });

    const client = url.protocol === 'https:' ? https : http;
    const clientRequest = client.request({
      protocol: url.protocol,
      // URL.hostname keeps IPv6 brackets; node:http wants the bare address (and adds them to Host).
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: request.headers,
      // A fresh connection per request: a pooled socket could still be connected to an address an
      // earlier answer gave for the same name.
      agent: false,
      lookup: pinnedLookup(pinned),
    });

    const connectTimer = setTimeout(
      () =>
        fail(
          new FetchRefusedError(
            'connect-timeout',
            `Could not connect to ${url.host} within ${describeDuration(limits.connectTimeoutMs)}`,
            url.href,
          ),
        ),
      limits.connectTimeoutMs,
    );
    const totalTimer = setTimeout(
      () =>
        fail(
          new FetchRefusedError(
            'timeout',
            `The site ${url.href} did not answer within ${describeDuration(limits.totalTimeoutMs)}`,
            url.href,
          ),
        ),
      Math.max(0, limits.deadline - Date.now()),
    );

    clientRequest.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => clearTimeout(connectTimer));
      else clearTimeout(connectTimer);
    });
    clientRequest.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        new FetchRefusedError(
          'connect-failed',
          `The site ${url.host} could not be reached (${error.code ?? error.message})`,
          url.href,
          { cause: error },
        ),
      ),
    );
    clientRequest.on('response', (incoming) => {
      response = incoming;
      const status = incoming.statusCode ?? 0;
      try {
        if (request.inspectHeaders(status, incoming.headers) === 'skip-body') {
          incoming.destroy();
          finish({ value: { status, headers: incoming.headers, body: Buffer.alloc(0) } });
          return;
        }
        refuseDeclaredOversize(url, incoming.headers, limits.maxBytes);
      } catch (error) {
        fail(asRefusal(error, url));
        return;
      }
      readCappedBody(url, incoming, limits.maxBytes).then(
        (body) => finish({ value: { status, headers: incoming.headers, body } }),
        (error: unknown) => fail(asRefusal(error, url)),
      );
    });
    clientRequest.end();
  });
}

/** Answers Node's connect-time lookup with the vetted address instead of asking DNS again. */
function pinnedLookup(pinned: VettedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    // Node 20 asks for all addresses when autoSelectFamily (happy eyeballs) is on.
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

function refuseDeclaredOversize(url: URL, headers: IncomingHttpHeaders, maxBytes: number): void {
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(url, maxBytes);
}

/**
 * Counts bytes after decompression while they stream and stops at the cap, so neither a lying
 * Content-Length nor a compression bomb can fill the memory.
 */
async function readCappedBody(url: URL, incoming: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const stream = decodedStream(url, incoming);
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      if (received > maxBytes) throw tooLarge(url, maxBytes);
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof FetchRefusedError) throw error;
    throw new FetchRefusedError(
      'bad-response',
      `The response from ${url.href} broke off before it was complete`,
      url.href,
      { cause: error },
    );
  }
  return Buffer.concat(chunks);
}

function decodedStream(url: URL, incoming: IncomingMessage): Readable {
  const encoding = String(incoming.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding === 'identity' || encoding === '') return incoming;
  // createUnzip recognises both gzip and zlib-wrapped deflate from their headers.
  if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'deflate') {
    return decodeWith(incoming, createUnzip());
  }
  if (encoding === 'br') return decodeWith(incoming, createBrotliDecompress());
  throw new FetchRefusedError(
    'bad-response',
    `The response from ${url.href} uses an unsupported content encoding (${encoding})`,
    url.href,
  );
}

function decodeWith(incoming: IncomingMessage, decoder: Transform): Readable {
  // pipe() does not forward errors: without this a broken connection would leave the reader waiting.
  incoming.on('error', (error) => decoder.destroy(error));
  return incoming.pipe(decoder);
}

function tooLarge(url: URL, maxBytes: number): FetchRefusedError {
  return new FetchRefusedError(
    'too-large',
    `The response from ${url.href} is larger than ${describeSize(maxBytes)}`,
    url.href,
  );
}

function asRefusal(error: unknown, url: URL): FetchRefusedError {
  if (error instanceof FetchRefusedError) return error;
  return new FetchRefusedError('bad-response', `The response from ${url.href} could not be read`, url.href, {
    cause: error,
  });
}
