/**
 * A map that keeps the most recently used entries within a budget of bytes (each entry's size as the
 * caller measures it), dropping the least recently used first. Entries larger than the whole budget are
 * not kept at all.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private usedBytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.budgetBytes) return;
    this.entries.set(key, { value, bytes });
    this.usedBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.usedBytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.usedBytes -= entry.bytes;
    }
  }

  /** Adds bytes to an entry already kept (a compressed copy attached to it later). */
  grow(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.usedBytes += bytes;
    if (this.usedBytes > this.budgetBytes) this.set(key, entry.value, entry.bytes);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }
}
