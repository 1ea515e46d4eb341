import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInTasks } from '../../src/web/lib/run-in-tasks';

describe('runInTasks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing at once, then each batch in a task of its own, in order', () => {
    const ran: number[] = [];
    runInTasks(
      Array.from({ length: 7 }, (_, index) => () => ran.push(index)),
      3,
    );
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops the steps not yet run', () => {
    const ran: number[] = [];
    const stop = runInTasks(
      Array.from({ length: 4 }, (_, index) => () => ran.push(index)),
      2,
    );
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(ran).toEqual([0, 1]);
  });

  it('leaves no timer behind for no steps', () => {
    runInTasks([], 5);
    vi.runAllTimers();
    expect(vi.getTimerCount()).toBe(0);
  });
});
