import type { ModelFallbackReason, Provenance } from '@impact/contracts';

/** Why the provider failed, in a consultant's words. */
const REASON_WORDS: Record<ModelFallbackReason, string> = {
  timeout: 'it did not answer in time',
  'rate-limited': 'it refused more requests for now',
  'server-error': 'its server reported an error',
  unreachable: 'it could not be reached',
  'malformed-answer': 'its answers were not in the expected form',
};

/**
 * What a consultant should know about how the model took part in a section: that it was answered
 * without the model because the provider failed, and how many of the model's figures were left out
 * because the passage they cite does not state them. Empty when neither happened.
 */
export function modelParticipationLines(provenance: Provenance | null | undefined): string[] {
  if (!provenance) return [];
  const lines: string[] = [];
  if (provenance.fallback) {
    lines.push(
      `Answered without the model: the provider failed (${REASON_WORDS[provenance.fallback.reason]}). ` +
        'Run this section again once the model answers.',
    );
  }
  const dropped = provenance.droppedNumbers ?? 0;
  if (dropped > 0) {
    lines.push(
      `${dropped} ${dropped === 1 ? 'figure' : 'figures'} the model gave ${dropped === 1 ? 'was' : 'were'} left out: the passage cited does not state ${dropped === 1 ? 'it' : 'them'}.`,
    );
  }
  return lines;
}
