/**
 * Caches the results of hot public reads in memory. Writes clear it; a short lifetime bounds staleness
 * when several app instances share one PostgreSQL server.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    /** Bounds memory when many distinct keys (e.g. unknown slugs) are asked for. */
    private readonly maxEntries = 2000,
  ) {}

  async get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    // Resolve once: a Drizzle query builder is a thenable that runs its query again on every await.
    const value = (async () => await load())();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    // A failed load must not be served from the cache (but a newer entry under the key stays).
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
