/**
 * What this process has seen of the language model: how often a step fell back to its deterministic
 * answer (by reason, for /api/health), and whether the model's latest word was an answer or a failure
 * (the completeness check offers the fallen-back steps again only once the model answers again).
 * Per process, like any counter an operator scrapes: each worker reports its own.
 */
import { MODEL_FALLBACK_REASONS, type ModelFallbackReason } from '@impact/contracts';

const fallbacks = Object.fromEntries(MODEL_FALLBACK_REASONS.map((reason) => [reason, 0])) as Record<
  ModelFallbackReason,
  number
>;
let lastFallbackAt: Date | undefined;
let lastAnswerAt: Date | undefined;

export function recordModelAnswer(): void {
  lastAnswerAt = new Date();
}

export function recordModelFallback(reason: ModelFallbackReason): void {
  fallbacks[reason] += 1;
  lastFallbackAt = new Date();
}

/** The model's latest word in this process was a failure: re-running fallen-back steps would fail too. */
export function modelKnownDown(): boolean {
  return lastFallbackAt !== undefined && (lastAnswerAt === undefined || lastAnswerAt < lastFallbackAt);
}

export function modelFallbackCounts(): {
  total: number;
  byReason: Record<ModelFallbackReason, number>;
  lastAt: string | null;
} {
  const byReason = { ...fallbacks };
  const total = Object.values(byReason).reduce((sum, count) => sum + count, 0);
  return { total, byReason, lastAt: lastFallbackAt?.toISOString() ?? null };
}
