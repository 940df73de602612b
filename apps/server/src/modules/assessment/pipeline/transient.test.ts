import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest } from '../../../lib/errors.js';
import { isTransient } from './transient.js';

const unavailable = (upstreamStatus: number) =>
  new AppError(502, 'WebsiteUnavailableError', `answered with status ${upstreamStatus}`, { upstreamStatus });

describe('isTransient', () => {
  it('retries what may pass: a website’s 503 or 429, a provider’s retryable error, timeouts', () => {
    expect(isTransient(unavailable(503))).toBe(true);
    expect(isTransient(unavailable(429))).toBe(true);
    const providerBusy = new APICallError({
      message: 'Too many requests',
      url: 'https://api.example/v1',
      requestBodyValues: {},
      statusCode: 429,
      isRetryable: true,
    });
    expect(isTransient(providerBusy)).toBe(true);
    expect(isTransient(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isTransient(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('does not retry what will not pass: a website’s 404, bad input, a refused key, a plain error', () => {
    expect(isTransient(unavailable(404))).toBe(false);
    expect(isTransient(badRequest('Client missing website'))).toBe(false);
    const refused = new APICallError({
      message: 'Invalid API key',
      url: 'https://api.example/v1',
      requestBodyValues: {},
      statusCode: 401,
      isRetryable: false,
    });
    expect(isTransient(refused)).toBe(false);
    expect(isTransient(new Error('The model answered, but its answer was not valid JSON'))).toBe(false);
  });
});
