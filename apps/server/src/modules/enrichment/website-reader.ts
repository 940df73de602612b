import { FetchRefusedError, HTML_CONTENT_TYPES, safeFetch, type SafeFetchOptions } from '@impact/engine';
import type { AppConfig } from '../../config.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { FetchedPage } from './enrich-company.js';

/** The safe fetcher with this deployment's settings. */
export function fetchOptions(config: AppConfig): SafeFetchOptions {
  return { publicUrl: config.publicUrl, allowLoopback: config.fetchAllowLoopback };
}

/** Refusals caused by the address itself are the user's input; the rest is the site's doing. */
const INPUT_PROBLEMS = new Set([
  'invalid-url',
  'scheme-not-allowed',
  'address-not-allowed',
  'port-not-allowed',
  'dns-failed',
]);

export function toHttpError(error: unknown): unknown {
  if (!(error instanceof FetchRefusedError)) return error;
  if (INPUT_PROBLEMS.has(error.code)) return badRequest(error.message);
  return new AppError(502, 'WebsiteUnavailableError', error.message);
}

/** Reads one HTML page through the safe fetcher; errors become clear API errors. */
export function createPageFetcher(config: AppConfig): (url: string) => Promise<FetchedPage> {
  return async (url) => {
    try {
      const response = await safeFetch(url, { ...fetchOptions(config), contentTypes: HTML_CONTENT_TYPES });
      if (response.status >= 400) {
        // The site's own status travels along: a 503 may pass, a 404 will not (the assessment retries only the first).
        throw new AppError(502, 'WebsiteUnavailableError', `${url} answered with status ${response.status}`, {
          upstreamStatus: response.status,
        });
      }
      return { url: response.url, html: response.text() };
    } catch (error) {
      throw toHttpError(error);
    }
  };
}

/**
 * A website the search could not read, said as the website's problem ('We could not reach acme.fr: …')
 * so nobody mistakes it for a failure of the research provider. Status and name stay as they were.
 */
export function asUnreachableWebsite(homePage: string, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const host = new URL(homePage).hostname.replace(/^www\./, '');
  const reason = error.message.charAt(0).toLowerCase() + error.message.slice(1);
  return new AppError(error.status, error.errorName, `We could not reach ${host}: ${reason}`, error.details);
}

/** A website as typed ('acme.com', 'www.acme.com/about', 'https://acme.com') → its home page URL. */
export function homePageOf(input: string): string {
  const trimmed = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw badRequest('Enter a website such as example.com');
  }
  if (!/^https?:$/.test(url.protocol)) throw badRequest('Only http and https websites can be read');
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') {
    throw badRequest('Enter a website such as example.com');
  }
  return `${url.protocol}//${url.host}/`;
}
