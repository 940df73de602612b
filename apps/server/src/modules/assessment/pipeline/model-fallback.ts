/**
 * A provider outage degrades a step, it does not fail it. When the model still fails after the SDK's
 * own retries with a timeout, a rate limit, a server error, an unreachable server or answers that never
 * fit the schema, the step answers by its deterministic path and says so in its provenance. A wrong key
 * or model (401, 403, 404), a request the provider refuses (400) and our own exceptions still end the
 * step in error: an operator must see those, and the deterministic answer would hide them.
 */
import type { ModelFallbackReason, Provenance } from '@impact/contracts';
import { APICallError, isRetryError, StructuredOutputError } from '@impact/engine';

export interface ModelFallback {
  reason: ModelFallbackReason;
  /** The provider's own words, cut to the contract's limit. */
  detail: string;
}

/** Why the model path may fall back for this error; undefined when the error must show. */
export function fallbackReason(error: unknown): ModelFallbackReason | undefined {
  if (error instanceof StructuredOutputError) return 'malformed-answer';
  if (isRetryError(error)) return fallbackReason(error.lastError);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return error.isRetryable ? 'unreachable' : undefined;
    if (status === 408) return 'timeout';
    if (status === 429) return 'rate-limited';
    if (status >= 500) return 'server-error';
    // A 200 whose body is not the JSON the provider's protocol promises.
    if (status < 300) return 'malformed-answer';
    return undefined;
  }
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  return undefined;
}

export function modelFallbackOf(error: unknown): ModelFallback | undefined {
  const reason = fallbackReason(error);
  if (!reason) return undefined;
  const message = error instanceof Error ? error.message.replace(/\s+/g, ' ').trim() : '';
  return { reason, detail: message.length <= 300 ? message : `${message.slice(0, 299)}…` };
}

/** The reason in a consultant's words, for notes and pages. */
export const FALLBACK_REASON_WORDS: Record<ModelFallbackReason, string> = {
  timeout: 'it did not answer in time',
  'rate-limited': 'it refused more requests for now (rate limit)',
  'server-error': 'its server reported an error',
  unreachable: 'it could not be reached',
  'malformed-answer': 'its answers did not have the expected form',
};

/** The deterministic path's provenance, marked as answered without the model and why. */
export function withFallback(provenance: Provenance, fallback: ModelFallback): Provenance {
  const sentence = `The language model failed after its retries (${FALLBACK_REASON_WORDS[fallback.reason]}), so this was answered without it; run the step again once the model answers.`;
  const note = [provenance.note, sentence].filter(Boolean).join(' ');
  return {
    ...provenance,
    note: note.length <= 1000 ? note : `${note.slice(0, 999)}…`,
    fallback: { reason: fallback.reason, ...(fallback.detail && { detail: fallback.detail }) },
  };
}
