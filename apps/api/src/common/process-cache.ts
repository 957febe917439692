/**
 * A small in-memory cache of one api process: entries live at most `maxAgeMs`, at most `maxEntries`
 * are kept (the oldest stored goes first), and `clear()` bumps a generation so an answer computed
 * before a change is never stored after it (read `begin()`, compute, then `set(key, value, generation)`).
 * Other processes are told to clear theirs through RealtimeService; see docs/architecture.md.
 */
export class ProcessCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt <= this.maxAgeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The generation to hand back to `set` once the value is computed. */
  begin(): number {
    return this.generation;
  }

  /** Stores the value unless the cache was cleared since `generation` was read. */
  set(key: string, value: V, generation: number): void {
    if (generation !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, storedAt: this.now() });
  }

  /** The cached value, else `compute()`'s (stored unless the cache was cleared meanwhile). */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.begin();
    const value = await compute();
    this.set(key, value, generation);
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
