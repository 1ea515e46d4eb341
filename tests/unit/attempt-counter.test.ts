import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitAttempts, memoryAttemptCounter } from '../../src/server/lib/attempt-counter';

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

describe('limitAttempts', () => {
  it('lets `max` attempts through, then refuses with 429 and the seconds to wait', async () => {
    const counter = memoryAttemptCounter();
    const limit = { max: 2, timeWindow: 30_000 };
    await limitAttempts(counter, 'k', limit);
    await limitAttempts(counter, 'k', limit);
    await expect(limitAttempts(counter, 'k', limit)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests, please try again in 30 seconds',
      headers: { 'retry-after': '30' },
    });
  });
});
