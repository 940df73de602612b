import { AISDKError, APICallError } from '@ai-sdk/provider';

/**
 * The AI SDK's error classes, recognised without loading the AI SDK itself (`ai`), which an idle server
 * never needs (lazy-model.ts). `@ai-sdk/provider` is the SDK's small specification package: its errors
 * carry a marker symbol, so `isInstance` works across copies of the package.
 */
export { APICallError };

/** The marker `ai`'s RetryError sets on itself; the package's own `RetryError.isInstance` checks it. */
const RETRY_ERROR_MARKER = 'vercel.ai.error.AI_RetryError';

class MarkedError extends AISDKError {
  static carries(error: unknown, marker: string): boolean {
    return AISDKError.hasMarker(error, marker);
  }
}

/** The SDK gave up after its own retries: the last attempt's error says why. */
export function isRetryError(error: unknown): error is Error & { lastError: unknown } {
  return MarkedError.carries(error, RETRY_ERROR_MARKER);
}
