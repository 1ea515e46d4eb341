import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryAttemptCounter } from '../../src/server/lib/attempt-counter';
import { slowdownDelayMs } from '../../src/server/lib/failure-slowdown';
import { withLoginSlowdown } from '../../src/server/modules/auth/login-slowdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('memoryAttemptCounter', () => {
  it('counts per key within the window and starts again after it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const counter = memoryAttemptCounter();
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    vi.advanceTimersByTime(20_000);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect((await counter.hit('b', 60_000)).count).toBe(1);
    vi.advanceTimersByTime(40_000);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('peeks at a count without adding to it, and sees nothing once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const counter = memoryAttemptCounter();
    expect(await counter.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    await counter.hit('a', 60_000);
    vi.advanceTimersByTime(10_000);
    expect(await counter.peek('a')).toEqual({ count: 1, resetInMs: 50_000 });
    expect(await counter.peek('a')).toEqual({ count: 1, resetInMs: 50_000 });
    vi.advanceTimersByTime(50_000);
    expect(await counter.peek('a')).toEqual({ count: 0, resetInMs: 0 });
  });

  it('forgets the oldest key past its capacity', async () => {
    const counter = memoryAttemptCounter(2);
    await counter.hit('a', 60_000);
    await counter.hit('b', 60_000);
    await counter.hit('c', 60_000);
    expect((await counter.hit('a', 60_000)).count).toBe(1);
    expect((await counter.hit('c', 60_000)).count).toBe(2);
  });
});

describe('slowdownDelayMs', () => {
  const slowdown = { freeFailures: 5, delayPerFailureMs: 1000, maxDelayMs: 10_000, windowMs: 900_000 };

  it('lets the first wrong passwords through at once', () => {
    expect([0, 1, 4].map((failures) => slowdownDelayMs(failures, slowdown))).toEqual([0, 0, 0]);
  });

  it('adds a second for each wrong password after those, up to ten', () => {
    expect([5, 6, 9, 14, 100].map((failures) => slowdownDelayMs(failures, slowdown))).toEqual([
      1000, 2000, 5000, 10_000, 10_000,
    ]);
  });
});

describe('withLoginSlowdown', () => {
  const slowdown = { freeFailures: 1, delayPerFailureMs: 50, maxDelayMs: 1000, windowMs: 60_000 };
  const wrong = () => Promise.reject(new Error('Invalid email or password'));

  it('counts a failed check against the account, whatever case the email is in', async () => {
    const counter = memoryAttemptCounter();
    await expect(withLoginSlowdown(counter, 'Maria@Example.com', slowdown, wrong)).rejects.toThrow();
    await expect(withLoginSlowdown(counter, 'maria@example.com ', slowdown, wrong)).rejects.toThrow();
    expect((await counter.peek('login-failures:maria@example.com')).count).toBe(2);
  });

  it('makes the right password wait too once the account had too many wrong ones, then lets it in', async () => {
    const counter = memoryAttemptCounter();
    for (let tries = 0; tries < 3; tries += 1) {
      await expect(withLoginSlowdown(counter, 'maria@example.com', slowdown, wrong)).rejects.toThrow();
    }
    const started = Date.now();
    await expect(
      withLoginSlowdown(counter, 'maria@example.com', slowdown, async () => 'signed in'),
    ).resolves.toBe('signed in');
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });
});
