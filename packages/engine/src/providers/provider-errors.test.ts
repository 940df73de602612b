import { APICallError as SdkApiCallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { APICallError, isRetryError } from './provider-errors.js';

describe('the AI SDK errors, recognised without loading the SDK', () => {
  const callError = new SdkApiCallError({
    message: 'Too many requests',
    url: 'https://api.example.test/v1/chat',
    requestBodyValues: {},
    statusCode: 429,
  });

  it("recognises the SDK's RetryError and keeps its last error", () => {
    const retry = new RetryError({
      message: 'Failed after 3 attempts',
      reason: 'maxRetriesExceeded',
      errors: [callError],
    });
    expect(isRetryError(retry)).toBe(true);
    expect(isRetryError(retry) && retry.lastError).toBe(callError);
  });

  it('does not take another error for a RetryError', () => {
    expect(isRetryError(callError)).toBe(false);
    expect(isRetryError(new Error('Failed after 3 attempts'))).toBe(false);
    expect(isRetryError({ lastError: callError })).toBe(false);
    expect(isRetryError(undefined)).toBe(false);
  });

  it("recognises the SDK's APICallError", () => {
    expect(APICallError.isInstance(callError)).toBe(true);
    expect(APICallError.isInstance(new Error('Too many requests'))).toBe(false);
  });
});
