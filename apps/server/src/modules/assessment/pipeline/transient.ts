import { APICallError, isRetryError } from '@impact/engine';
import { AppError } from '../../../lib/errors.js';

const TRANSIENT_STATUS = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Faults worth another attempt: timeouts, rate limits and server errors of the providers and of the
 * websites read. A wrong answer (a schema mismatch) or a missing website is not: retrying would only
 * repeat it, so the step ends in error at once.
 */
export function isTransient(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.isRetryable;
  if (isRetryError(error)) return isTransient(error.lastError);
  if (error instanceof AppError) {
    // A website's own answer decides (its 404 will not pass); otherwise our status for the fault.
    const upstream = (error.details as { upstreamStatus?: unknown } | undefined)?.upstreamStatus;
    return TRANSIENT_STATUS(typeof upstream === 'number' ? upstream : error.status);
  }
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
    const status =
      (error as { status?: unknown; statusCode?: unknown }).status ??
      (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number') return TRANSIENT_STATUS(status);
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|UND_ERR_)/.test(code)) {
      return true;
    }
  }
  return false;
}

/** The message a user sees on a failed step: the error's own, kept to one readable line. */
export function stepErrorMessage(error: unknown): string {
  const message = error instanceof Error && error.message.trim() ? error.message.trim() : 'The step failed';
  return message.length > 1000 ? `${message.slice(0, 999)}…` : message;
}
