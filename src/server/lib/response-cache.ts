/** Every value a ResponseCache has handed out: frozen, so a response serializer may remember its JSON. */
const cachedValues = new WeakSet<object>();

/** Whether the value came out of a response cache (and so can never change). */
export function isCachedValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && cachedValues.has(value);
}

/** Freezes plain objects and arrays all the way down, so no route can change a value other requests share. */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || value instanceof Date) {
    return value;
  }
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

/**
 * Caches the results of hot public reads in memory, under keys named `<domain>:<what>` ('places:all',
 * 'articles:slug:meze-guide'). A service that writes public data invalidates the prefixes it changed after
 * its transaction commits; a short lifetime bounds staleness when several instances share one database.
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
    const value = (async () => {
      const loaded = deepFreeze(await load());
      if (typeof loaded === 'object' && loaded !== null) cachedValues.add(loaded);
      return loaded;
    })();
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

  /** Drops every entry whose key starts with one of the prefixes (a whole domain: 'places:'). */
  invalidate(...prefixes: string[]): void {
    for (const key of this.entries.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
