import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../../src/server/lib/bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its number of entries, forgetting the oldest first', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);

    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('forgets nothing when a key it holds is set again', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10);

    expect([...map]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
  });
});
