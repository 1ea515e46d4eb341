import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in fixed windows, for limits that @fastify/rate-limit cannot add next to a
 * route's own per-address limit (it runs one limiter per request): wrong admin keys, wrong passwords for
 * one account.
 */
export interface AttemptCounter {
  /** Counts one attempt under `key`; the count in the current window and the milliseconds it has left. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The count under `key` in its current window without adding to it (0 when none is open). */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
}

/** This process's counts: enough for one instance. Keeps at most `maxKeys` keys, dropping the oldest. */
export function memoryAttemptCounter(maxKeys = 10_000): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        windows.delete(key);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      window.count += 1;
      return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
    },
    peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
      return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
    },
  };
}

/**
 * Counts shared by every instance on one Redis. If Redis fails the attempt is let through (and logged):
 * the per-address limits still hold, and an outage should not close logins.
 */
export function redisAttemptCounter(
  redis: Redis,
  log: FastifyBaseLogger,
  prefix = 'paphos-attempts:',
): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      try {
        const replies = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
        const count = Number(replies?.[1]?.[1] ?? 0);
        const resetInMs = Number(replies?.[2]?.[1] ?? windowMs);
        return { count, resetInMs: resetInMs > 0 ? resetInMs : windowMs };
      } catch (error) {
        log.warn({ err: error }, 'Attempt counter unavailable; letting the attempt through');
        return { count: 0, resetInMs: windowMs };
      }
    },
    async peek(key) {
      const name = prefix + key;
      try {
        const replies = await redis.multi().get(name).pttl(name).exec();
        const resetInMs = Number(replies?.[1]?.[1] ?? 0);
        if (resetInMs <= 0) return { count: 0, resetInMs: 0 };
        return { count: Number(replies?.[0]?.[1] ?? 0), resetInMs };
      } catch (error) {
        log.warn({ err: error }, 'Attempt counter unavailable; letting the attempt through');
        return { count: 0, resetInMs: 0 };
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every instance when REDIS_URL is set, like the rate limits. */
    attempts: AttemptCounter;
  }
}
