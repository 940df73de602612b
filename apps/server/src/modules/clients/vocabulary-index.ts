import type { Database } from '../../db/client.js';
import { searchVocabulary } from '../../db/schema.js';

export interface WordMatch {
  token: string;
  term: string;
  closeness: number;
}

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
export function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/**
 * The search vocabulary in memory, with a trigram posting list per trigram, so a query word finds its
 * typo-close and prefix-matching words in well under a millisecond (PostgreSQL's planner scans the
 * whole table for this). Reloaded when older than maxAgeMs or after this process adds clients; other
 * processes' new words reach it within maxAgeMs, and exact words never depend on it.
 */
export class VocabularyIndex {
  private words: string[] = [];
  private trigramCounts: number[] = [];
  private postings = new Map<string, number[]>();
  private sorted: string[] = [];
  private idOf = new Map<string, number>();
  /**
   * Scratch for one query word: how many of its trigrams each word shares, indexed by word id, and
   * zeroed again after each match (matching never awaits, so one array serves every search).
   */
  private sharedCounts = new Uint16Array(0);
  private loadedAt = -Infinity;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** Marks the copy stale: the next search reloads it (after this process indexed new words). */
  invalidate(): void {
    this.loadedAt = -Infinity;
  }

  async match(tokens: string[], options: { minCloseness: number; prefixCloseness: number; limit: number }) {
    await this.ensureFresh();
    return tokens.flatMap((token) => this.matchOne(token, options));
  }

  private matchOne(
    token: string,
    { minCloseness, prefixCloseness, limit }: Parameters<VocabularyIndex['match']>[1],
  ) {
    const closeness = new Map<number, number>();
    const query = trigramsOf(token);
    const shared = this.sharedCounts;
    const touched: number[] = [];
    for (const gram of query) {
      const postings = this.postings.get(gram);
      if (!postings) continue;
      for (const id of postings) {
        const count = shared[id]!;
        if (count === 0) touched.push(id);
        shared[id] = count + 1;
      }
    }
    for (const id of touched) {
      const common = shared[id]!;
      shared[id] = 0;
      const similarity = common / (query.size + this.trigramCounts[id]! - common);
      if (similarity >= minCloseness) closeness.set(id, similarity);
    }
    if (token.length >= 3) {
      // Words starting with the token: a contiguous run of the sorted list.
      let low = 0;
      let high = this.sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (this.sorted[mid]! < token) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < this.sorted.length && this.sorted[i]!.startsWith(token) && i < low + 50; i++) {
        const id = this.idOf.get(this.sorted[i]!)!;
        closeness.set(id, Math.max(closeness.get(id) ?? 0, prefixCloseness));
      }
    }
    return [...closeness]
      .map(([id, value]) => ({
        token,
        term: this.words[id]!,
        closeness: this.words[id] === token ? 1 : value,
      }))
      .toSorted((a, b) => b.closeness - a.closeness || a.term.length - b.term.length)
      .slice(0, limit);
  }

  private async ensureFresh(): Promise<void> {
    if (performance.now() - this.loadedAt < this.maxAgeMs) return;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  private async load(): Promise<void> {
    const startedAt = performance.now();
    const rows = await this.db.select({ term: searchVocabulary.term }).from(searchVocabulary);
    const words = rows.map((row) => row.term);
    const postings = new Map<string, number[]>();
    const counts: number[] = [];
    const idOf = new Map<string, number>();
    words.forEach((word, id) => {
      idOf.set(word, id);
      const grams = trigramsOf(word);
      counts.push(grams.size);
      for (const gram of grams) {
        const list = postings.get(gram);
        if (list) list.push(id);
        else postings.set(gram, [id]);
      }
    });
    this.words = words;
    this.trigramCounts = counts;
    this.postings = postings;
    this.idOf = idOf;
    this.sorted = words.toSorted();
    this.sharedCounts = new Uint16Array(words.length);
    this.loadedAt = startedAt;
  }
}
