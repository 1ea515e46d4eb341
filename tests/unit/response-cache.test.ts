import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCachedValue, ResponseCache } from '../../src/server/lib/response-cache';

/** A loader that counts its calls and resolves to 'value-N' on the Nth call. */
function counter() {
  const load = vi.fn(async () => `value-${load.mock.calls.length}`);
  return load;
}

describe('ResponseCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a value on the first get', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const load = counter();
    await expect(cache.get('places', load)).resolves.toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a second get of the same key from the cache', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const load = counter();
    await cache.get('places', load);
    await expect(cache.get('places', load)).resolves.toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a value for the lifetime given with the get, when one is', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const cache = new ResponseCache({ ttlMs: 300_000, maxStaleMs: 0 });
    const short = counter();
    const long = counter();
    await cache.get('weather', short, 30_000);
    await cache.get('places', long);
    vi.advanceTimersByTime(31_000);
    await expect(cache.get('weather', short, 30_000)).resolves.toBe('value-2');
    await expect(cache.get('places', long)).resolves.toBe('value-1');
  });

  it('keeps keys apart', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    await expect(cache.get('a', async () => 'A')).resolves.toBe('A');
    await expect(cache.get('b', async () => 'B')).resolves.toBe('B');
    await expect(cache.get('a', async () => 'other')).resolves.toBe('A');
  });

  it('shares one load between concurrent gets of the same key', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    let resolve!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.get('slow', load);
    const second = cache.get('slow', load);
    resolve('done');
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the cached value until the lifetime has passed, then (with no stale allowance) waits for a load', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const cache = new ResponseCache({ ttlMs: 1000, maxStaleMs: 0 });
    const load = counter();
    await cache.get('weather', load);

    vi.advanceTimersByTime(999);
    await expect(cache.get('weather', load)).resolves.toBe('value-1');
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await expect(cache.get('weather', load)).resolves.toBe('value-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts a fresh lifetime after reloading an expired entry', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const cache = new ResponseCache({ ttlMs: 1000, maxStaleMs: 0 });
    const load = counter();
    await cache.get('k', load);
    vi.advanceTimersByTime(1500);
    await cache.get('k', load);
    vi.advanceTimersByTime(900);
    await expect(cache.get('k', load)).resolves.toBe('value-2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires entries with a real small lifetime', async () => {
    const cache = new ResponseCache({ ttlMs: 5, maxStaleMs: 0 });
    const load = counter();
    await cache.get('k', load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(cache.get('k', load)).resolves.toBe('value-2');
  });

  it('passes a failed load on to the caller', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    await expect(cache.get('broken', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
  });

  it('does not cache a failed load', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('database down'))
      .mockResolvedValueOnce('recovered');
    await expect(cache.get('flaky', load)).rejects.toThrow('database down');
    await expect(cache.get('flaky', load)).resolves.toBe('recovered');
    await expect(cache.get('flaky', load)).resolves.toBe('recovered');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads everything again after clear', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const loadA = counter();
    const loadB = counter();
    await cache.get('a', loadA);
    await cache.get('b', loadB);
    cache.clear();
    await expect(cache.get('a', loadA)).resolves.toBe('value-2');
    await expect(cache.get('b', loadB)).resolves.toBe('value-2');
  });

  it('empties a dependent cache whenever it drops anything, by prefix, by clear or for another instance', async () => {
    const answers = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const pages = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    answers.addDependent(pages);
    const drawHome = counter();
    await pages.get('/', drawHome);
    await expect(pages.get('/', drawHome)).resolves.toBe('value-1');

    answers.invalidate('places:');
    await expect(pages.get('/', drawHome)).resolves.toBe('value-2');
    answers.invalidateHere(['events:']);
    await expect(pages.get('/', drawHome)).resolves.toBe('value-3');
    answers.clear();
    await expect(pages.get('/', drawHome)).resolves.toBe('value-4');

    // The tie runs one way: dropping a page leaves the answers it was drawn from.
    const loadPlaces = counter();
    await answers.get('places:all', loadPlaces);
    pages.clear();
    await expect(answers.get('places:all', loadPlaces)).resolves.toBe('value-1');
  });

  it('holds at most maxEntries, dropping the oldest first', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0, maxEntries: 2 });
    const loads = { a: counter(), b: counter(), c: counter() };
    await cache.get('a', loads.a);
    await cache.get('b', loads.b);
    await cache.get('c', loads.c);

    // b and c are still cached; a was dropped to make room for c.
    await cache.get('b', loads.b);
    await cache.get('c', loads.c);
    expect(loads.b).toHaveBeenCalledTimes(1);
    expect(loads.c).toHaveBeenCalledTimes(1);

    await expect(cache.get('a', loads.a)).resolves.toBe('value-2');
    expect(loads.a).toHaveBeenCalledTimes(2);
  });

  it('keeps 2000 entries by default', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const load = counter();
    for (let i = 0; i < 2000; i++) await cache.get(`slug-${i}`, load);
    await cache.get('slug-0', load);
    expect(load).toHaveBeenCalledTimes(2000);
    await cache.get('slug-2000', load);
    await cache.get('slug-1', load);
    expect(load).toHaveBeenCalledTimes(2001);
    await cache.get('slug-0', load);
    expect(load).toHaveBeenCalledTimes(2002);
  });
});

describe('ResponseCache when a stale load fails late', () => {
  it('keeps the newer entry stored under the same key', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    let failOld!: (error: Error) => void;
    const old = cache.get('key', () => new Promise<string>((_resolve, reject) => (failOld = reject)));
    cache.clear();
    await expect(cache.get('key', async () => 'fresh')).resolves.toBe('fresh');
    failOld(new Error('late failure'));
    await expect(old).rejects.toThrow('late failure');
    const reload = vi.fn(async () => 'reloaded');
    await expect(cache.get('key', reload)).resolves.toBe('fresh');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ResponseCache with a lazy thenable (like a Drizzle query builder)', () => {
  it('runs the work once and serves the result from the cache afterwards', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    let runs = 0;
    const lazyQuery: PromiseLike<string> = {
      then(onFulfilled, onRejected) {
        runs++;
        return Promise.resolve(`run-${runs}`).then(onFulfilled, onRejected);
      },
    };
    await expect(cache.get('key', () => lazyQuery)).resolves.toBe('run-1');
    await expect(cache.get('key', () => lazyQuery)).resolves.toBe('run-1');
    expect(runs).toBe(1);
  });
});

describe('ResponseCache.invalidate', () => {
  it('drops every key under the given prefixes and keeps the rest', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    for (const key of ['places:all', 'places:slug:coral-bay-beach', 'articles:all', 'articles:places:1']) {
      await cache.get(key, async () => `${key} v1`);
    }
    cache.invalidate('places:', 'articles:places:');

    const reload = async (key: string) => cache.get(key, async () => `${key} v2`);
    await expect(reload('places:all')).resolves.toBe('places:all v2');
    await expect(reload('places:slug:coral-bay-beach')).resolves.toBe('places:slug:coral-bay-beach v2');
    await expect(reload('articles:places:1')).resolves.toBe('articles:places:1 v2');
    await expect(reload('articles:all')).resolves.toBe('articles:all v1');
  });

  it('keeps a load that was under way from being served after the invalidation', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    let finishOld!: (value: string) => void;
    const old = cache.get('places:all', () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.invalidate('places:');
    finishOld('before the write');
    await expect(old).resolves.toBe('before the write');
    await expect(cache.get('places:all', async () => 'after the write')).resolves.toBe('after the write');
  });
});

describe('ResponseCache values', () => {
  it('are frozen all the way down, so no request can change what others are served', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const places = await cache.get('places:all', async () => [{ name: 'Coral Bay', highlights: ['Sand'] }]);
    expect(() => {
      (places as { name: string }[])[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect(() => (places[0]!.highlights as string[]).push('more')).toThrow(TypeError);
    expect(isCachedValue(places)).toBe(true);
    expect(isCachedValue([{ name: 'Coral Bay' }])).toBe(false);
  });
});

/** A load whose answer the test gives when it likes: each call is kept, in order, to be resolved or rejected. */
function deferredLoads() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { load, pending };
}

/** Lets the cache see a load settle (its bookkeeping runs a promise turn after the load resolves). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ResponseCache once a value has expired', () => {
  const TTL_MS = 1000;
  const MAX_STALE_MS = 5000;

  afterEach(() => {
    vi.useRealTimers();
  });

  /** A cache at a stopped clock holding 'v1' under 'k', loaded at the start. */
  async function cacheHoldingV1() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
    const cache = new ResponseCache({ ttlMs: TTL_MS, maxStaleMs: MAX_STALE_MS });
    await cache.get('k', async () => 'v1');
    const { load, pending } = deferredLoads();
    return { cache, load, pending };
  }

  it('answers every request at once with the stale value while one load rebuilds it', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS);

    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);

    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pending).toHaveLength(1);
  });

  it('serves the rebuilt value once its load has finished, fresh for a whole lifetime from its start', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS);
    await cache.get('k', load);
    vi.advanceTimersByTime(300);
    pending[0]!.resolve('v2');
    await settle();

    await expect(cache.get('k', load)).resolves.toBe('v2');
    vi.advanceTimersByTime(TTL_MS - 300 - 1);
    await expect(cache.get('k', load)).resolves.toBe('v2');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps serving the stale value while rebuilds fail, trying again one load at a time', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS);
    await expect(cache.get('k', load)).resolves.toBe('v1');
    pending[0]!.reject(new Error('database down'));
    await settle();

    vi.advanceTimersByTime(MAX_STALE_MS - 1);
    await expect(cache.get('k', load)).resolves.toBe('v1');
    await expect(cache.get('k', load)).resolves.toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes a request wait for the load, and passes its error on, once the value is too stale to serve', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS);
    await cache.get('k', load);
    pending[0]!.reject(new Error('database down'));
    await settle();

    vi.advanceTimersByTime(MAX_STALE_MS);
    const waiting = cache.get('k', load);
    const alsoWaiting = cache.get('k', load);
    pending[1]!.reject(new Error('database still down'));

    await expect(waiting).rejects.toThrow('database still down');
    await expect(alsoWaiting).rejects.toThrow('database still down');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for a fresh value, without serving the old one, when a request comes long after expiry', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS + MAX_STALE_MS);
    const waiting = cache.get('k', load);
    pending[0]!.resolve('v2');
    await expect(waiting).resolves.toBe('v2');
  });

  it('never stores a rebuild that was under way when the key was invalidated', async () => {
    const { cache, load, pending } = await cacheHoldingV1();
    vi.advanceTimersByTime(TTL_MS);
    await expect(cache.get('k', load)).resolves.toBe('v1');

    cache.invalidate('k');
    const afterWrite = cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    pending[0]!.resolve('read before the write');
    pending[1]!.resolve('read after the write');
    await settle();

    await expect(afterWrite).resolves.toBe('read after the write');
    await expect(cache.get('k', load)).resolves.toBe('read after the write');
  });

  describe('past its stale allowance, while the loads fail', () => {
    const DOWN = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const cacheKeepingThrough = () =>
      new ResponseCache({ ttlMs: 60_000, maxStaleMs: 1000, keepServingThrough: (error) => error === DOWN });

    it('serves the last value through an error it is told to keep serving through', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
      const cache = cacheKeepingThrough();
      await cache.get('places', async () => 'loaded');
      vi.advanceTimersByTime(10 * 60_000);
      await expect(cache.get('places', () => Promise.reject(DOWN))).resolves.toBe('loaded');
    });

    it('gives any other error to the request', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
      const cache = cacheKeepingThrough();
      await cache.get('places', async () => 'loaded');
      vi.advanceTimersByTime(10 * 60_000);
      await expect(cache.get('places', () => Promise.reject(new Error('syntax error')))).rejects.toThrow(
        'syntax error',
      );
    });

    it('stores the next value that loads', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
      const cache = cacheKeepingThrough();
      await cache.get('places', async () => 'loaded');
      vi.advanceTimersByTime(10 * 60_000);
      await cache.get('places', () => Promise.reject(DOWN));
      await expect(cache.get('places', async () => 'fresh')).resolves.toBe('fresh');
      await expect(cache.get('places', async () => 'later')).resolves.toBe('fresh');
    });
  });
});
