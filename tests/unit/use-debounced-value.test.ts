import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleAfter } from '../../src/web/lib/use-debounced-value';

const DELAY_MS = 300;

/** A search box's text as useDebouncedValue's effect sees it: each new text cleans up the wait before. */
function searchBox() {
  const settled: string[] = [];
  let cancel = () => {};
  return {
    settled,
    type(text: string) {
      cancel();
      cancel = settleAfter(text, DELAY_MS, (value) => settled.push(value));
    },
    close: () => cancel(),
  };
}

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes a text on once it has stayed unchanged for the delay', () => {
    const box = searchBox();
    box.type('spa');
    vi.advanceTimersByTime(DELAY_MS - 1);
    expect(box.settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(box.settled).toEqual(['spa']);
  });

  it('passes on only the last of texts typed in quick succession', () => {
    const box = searchBox();
    for (const text of ['c', 'co', 'cor', 'cora', 'coral']) {
      box.type(text);
      vi.advanceTimersByTime(DELAY_MS / 2);
    }
    vi.advanceTimersByTime(DELAY_MS);
    expect(box.settled).toEqual(['coral']);
  });

  it('passes each text on that the typing paused after', () => {
    const box = searchBox();
    box.type('timi');
    vi.advanceTimersByTime(DELAY_MS);
    box.type('timi beach');
    vi.advanceTimersByTime(DELAY_MS);
    expect(box.settled).toEqual(['timi', 'timi beach']);
  });

  it('passes nothing on once the box is gone', () => {
    const box = searchBox();
    box.type('lara');
    box.close();
    vi.advanceTimersByTime(DELAY_MS * 2);
    expect(box.settled).toEqual([]);
  });
});
