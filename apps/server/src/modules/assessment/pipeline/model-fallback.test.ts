import { StructuredOutputError } from '@impact/engine';
import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { fallbackReason, withFallback } from './model-fallback.js';

const providerAnswered = (statusCode: number | undefined, isRetryable = false) =>
  new APICallError({
    message: `status ${statusCode}`,
    url: 'http://127.0.0.1:1/v1/chat/completions',
    requestBodyValues: {},
    ...(statusCode !== undefined && { statusCode }),
    isRetryable,
  });

const afterRetries = (lastError: unknown) =>
  new RetryError({ message: 'Failed after 3 attempts', reason: 'maxRetriesExceeded', errors: [lastError] });

describe('fallbackReason', () => {
  it('falls back for an outage: timeouts, rate limits, server errors, no connection, malformed answers', () => {
    expect(fallbackReason(afterRetries(providerAnswered(500, true)))).toBe('server-error');
    expect(fallbackReason(afterRetries(providerAnswered(503, true)))).toBe('server-error');
    expect(fallbackReason(afterRetries(providerAnswered(429, true)))).toBe('rate-limited');
    expect(fallbackReason(afterRetries(providerAnswered(408, true)))).toBe('timeout');
    expect(fallbackReason(afterRetries(providerAnswered(undefined, true)))).toBe('unreachable');
    expect(fallbackReason(providerAnswered(200))).toBe('malformed-answer');
    expect(fallbackReason(new StructuredOutputError('did not match the expected shape', '{}'))).toBe(
      'malformed-answer',
    );
    expect(fallbackReason(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('timeout');
  });

  it('keeps the error for a wrong key or model, a refused request and our own exceptions', () => {
    expect(fallbackReason(providerAnswered(401))).toBeUndefined();
    expect(fallbackReason(providerAnswered(403))).toBeUndefined();
    expect(fallbackReason(providerAnswered(404))).toBeUndefined();
    expect(fallbackReason(providerAnswered(400))).toBeUndefined();
    expect(
      fallbackReason(new TypeError("Cannot read properties of undefined (reading 'pages')")),
    ).toBeUndefined();
    expect(fallbackReason(new DOMException('This operation was aborted', 'AbortError'))).toBeUndefined();
  });
});

describe('withFallback', () => {
  it('says in the provenance that the section was answered without the model, and why', () => {
    const provenance = withFallback(
      { method: 'extraction', provider: 'website', note: 'Read 3 pages.', outcome: 'found' },
      { reason: 'rate-limited', detail: 'Failed after 3 attempts. Last error: Rate limit reached' },
    );
    expect(provenance).toMatchObject({
      method: 'extraction',
      outcome: 'found',
      fallback: { reason: 'rate-limited', detail: 'Failed after 3 attempts. Last error: Rate limit reached' },
    });
    expect(provenance.note).toMatch(
      /^Read 3 pages\. The language model failed after its retries \(it refused/,
    );
  });
});
