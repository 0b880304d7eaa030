/**
 * Answers kept for a short time, by key, at most `maxEntries` of them (the least recently used
 * leave first, so random queries cannot grow memory). An answer being computed is shared by
 * every identical request that arrives meanwhile; a failed one is not kept. `clear()` drops
 * everything, including answers still being computed, which then are not kept either.
 */
export class SearchCache<T> {
  private entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = compute();
    const fresh = { value, expiresAt: this.now() + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
