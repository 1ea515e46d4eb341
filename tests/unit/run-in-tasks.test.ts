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

  it('says it is done in the task of the last step, not before', () => {
    const ran: string[] = [];
    runInTasks(
      Array.from({ length: 3 }, (_, index) => () => ran.push(`step ${index}`)),
      2,
      () => ran.push('done'),
    );
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['step 0', 'step 1']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['step 0', 'step 1', 'step 2', 'done']);
  });

  it('stops the steps not yet run, and does not say it is done', () => {
    const ran: string[] = [];
    const stop = runInTasks(
      Array.from({ length: 4 }, (_, index) => () => ran.push(`step ${index}`)),
      2,
      () => ran.push('done'),
    );
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(ran).toEqual(['step 0', 'step 1']);
  });

  it('leaves no timer behind for no steps, and is done in the next task', () => {
    const done = vi.fn();
    runInTasks([], 5, done);
    expect(done).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(done).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});
