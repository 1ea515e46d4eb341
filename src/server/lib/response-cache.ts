/** Every value a ResponseCache has handed out: frozen, so a response serializer may remember its JSON. */
const cachedValues = new WeakSet<object>();

/** Whether the value came out of a response cache (and so can never change). */
export function isCachedValue(value: unknown): boolean {
  return typeof value === 'object' && value !== null && cachedValues.has(value);
}

/** Freezes plain objects and arrays all the way down, so no route can change a value other requests share. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || value instanceof Date) {
    return value;
  }
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

interface Entry {
  /** The last load that succeeded (an already resolved promise) and when it stops being fresh. */
  loaded?: { value: Promise<unknown>; expiresAt: number };
  /** The load under way, shared by every request that asks for the key meanwhile. */
  loading?: Promise<unknown>;
}

export interface ResponseCacheOptions {
  /** How long a loaded value is served before it is loaded again. */
  ttlMs: number;
  /**
   * How long past its lifetime a value may still be served while one request loads it again, including
   * while those loads fail (a database outage); past that, a request waits for the load and gets its error.
   */
  maxStaleMs: number;
  /** Bounds memory when many distinct keys (e.g. unknown slugs) are asked for. */
  maxEntries?: number;
  /**
   * Errors that leave the last value in service however old it is (the database is down): while they
   * last, a visitor is better served by that value than by an error.
   */
  keepServingThrough?: (error: unknown) => boolean;
}

/**
 * Caches the results of hot public reads in memory, under keys named `<domain>:<what>` ('places:all',
 * 'articles:slug:meze-guide'). A value is the same for every visitor (no key names a user), so its answer
 * may be cached publicly. Only services invalidate: the service function that writes public data drops the
 * prefixes it changed once its transaction has committed, so the next read is fresh, and routes and jobs
 * that call it never clear anything themselves. A short lifetime bounds staleness when several instances
 * share one database.
 *
 * An expired value is rebuilt by one load while the requests that arrive meanwhile are answered with the
 * stale value at once, so a slow query every lifetime never stalls the hot reads behind it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers served from what the cache held (fresh or stale), and those that waited for a load. */
  readonly counts = { hits: 0, misses: 0 };
  private readonly ttlMs: number;
  private readonly maxStaleMs: number;
  private readonly maxEntries: number;
  private readonly keepServingThrough: (error: unknown) => boolean;

  constructor({
    ttlMs,
    maxStaleMs,
    maxEntries = 2000,
    keepServingThrough = () => false,
  }: ResponseCacheOptions) {
    this.ttlMs = ttlMs;
    this.maxStaleMs = maxStaleMs;
    this.maxEntries = maxEntries;
    this.keepServingThrough = keepServingThrough;
  }

  /** The value under `key`, loaded once and then kept for the cache's lifetime, or `ttlMs` when given. */
  get<T>(key: string, load: () => PromiseLike<T>, ttlMs = this.ttlMs): Promise<T> {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (entry?.loaded && now < entry.loaded.expiresAt + this.maxStaleMs) {
      this.counts.hits++;
      if (now >= entry.loaded.expiresAt) entry.loading ??= this.startLoad(key, entry, load, now, ttlMs);
      return entry.loaded.value as Promise<T>;
    }
    this.counts.misses++;
    if (entry?.loaded) {
      const last = entry.loaded.value as Promise<T>;
      entry.loading ??= this.startLoad(key, entry, load, now, ttlMs);
      return (entry.loading as Promise<T>).catch((error: unknown) => {
        if (this.keepServingThrough(error)) return last;
        throw error;
      });
    }
    if (!entry) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      entry = {};
      this.entries.set(key, entry);
    }
    entry.loading ??= this.startLoad(key, entry, load, now, ttlMs);
    return entry.loading as Promise<T>;
  }

  private startLoad<T>(
    key: string,
    entry: Entry,
    load: () => PromiseLike<T>,
    startedAt: number,
    ttlMs: number,
  ): Promise<T> {
    // Resolve once: a Drizzle query builder is a thenable that runs its query again on every await.
    const loading = (async () => {
      const loaded = deepFreeze(await load());
      if (typeof loaded === 'object' && loaded !== null) cachedValues.add(loaded);
      return loaded;
    })();
    // The lifetime counts from the start of the load: data read then is as old as that.
    const expiresAt = startedAt + ttlMs;
    // An entry that was invalidated (or evicted) while this load ran is no longer in the map: what the load
    // read may predate the write that invalidated it, so it is handed to the requests that waited for it
    // but never stored. A failed load is never stored either; a key that never loaded is dropped, so the
    // next request tries again rather than sharing this failure.
    const isCurrent = () => this.entries.get(key) === entry;
    loading.then(
      () => {
        if (entry.loading === loading) entry.loading = undefined;
        if (isCurrent()) entry.loaded = { value: loading, expiresAt };
      },
      () => {
        if (entry.loading === loading) entry.loading = undefined;
        if (isCurrent() && !entry.loaded) this.entries.delete(key);
      },
    );
    return loading;
  }

  /** Whether `get` would answer `key` without a load of its own: a value is kept, or a load is under way. */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.loading) return true;
    return entry.loaded !== undefined && Date.now() < entry.loaded.expiresAt + this.maxStaleMs;
  }

  /** Told of every invalidation made here, to pass it on to the other instances (see cache-bus.ts). */
  onInvalidate?: (prefixes: string[]) => void;

  /** Drops every entry whose key starts with one of the prefixes (a whole domain: 'places:'), here and, through onInvalidate, on every instance. */
  invalidate(...prefixes: string[]): void {
    this.invalidateHere(prefixes);
    this.onInvalidate?.(prefixes);
  }

  /** Drops the entries under the prefixes in this instance only: what another instance's invalidation does. */
  invalidateHere(prefixes: readonly string[]): void {
    for (const key of this.entries.keys()) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) this.entries.delete(key);
    }
    this.clearDependents();
  }

  clear(): void {
    this.entries.clear();
    this.clearDependents();
  }

  private readonly dependents: ResponseCache[] = [];

  /**
   * Ties a cache whose values are built from this one's (whole pages, each from several domains' answers)
   * to it: the dependent is emptied whenever this one drops anything, here or through another instance.
   */
  addDependent(cache: ResponseCache): void {
    this.dependents.push(cache);
  }

  private clearDependents(): void {
    for (const dependent of this.dependents) dependent.clear();
  }
}
