/**
 * What one app has seen of the language model: how often a step fell back to its deterministic answer
 * (by reason, for /api/health), and whether the model's latest word was an answer or a failure (the
 * completeness check offers the fallen-back steps again only once the model answers again). One per
 * app (AppProviders.modelStatus), so per process like any counter an operator scrapes.
 */
import { MODEL_FALLBACK_REASONS, type ModelFallbackReason } from '@impact/contracts';

export class ModelStatus {
  readonly #fallbacks = Object.fromEntries(MODEL_FALLBACK_REASONS.map((reason) => [reason, 0])) as Record<
    ModelFallbackReason,
    number
  >;
  #lastFallbackAt: Date | undefined;
  #lastAnswerAt: Date | undefined;

  recordAnswer(): void {
    this.#lastAnswerAt = new Date();
  }

  recordFallback(reason: ModelFallbackReason): void {
    this.#fallbacks[reason] += 1;
    this.#lastFallbackAt = new Date();
  }

  /** The model's latest word was a failure: re-running fallen-back steps would fail too. */
  knownDown(): boolean {
    const fallback = this.#lastFallbackAt;
    return fallback !== undefined && (this.#lastAnswerAt === undefined || this.#lastAnswerAt < fallback);
  }

  fallbackCounts(): {
    total: number;
    byReason: Record<ModelFallbackReason, number>;
    lastAt: string | null;
  } {
    const byReason = { ...this.#fallbacks };
    const total = Object.values(byReason).reduce((sum, count) => sum + count, 0);
    return { total, byReason, lastAt: this.#lastFallbackAt?.toISOString() ?? null };
  }
}
