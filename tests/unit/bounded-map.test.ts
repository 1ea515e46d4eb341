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

  it('remembers what a key made, computing it once, within its bound', () => {
    const map = new BoundedMap<string, number>(2);
    let computed = 0;
    const length = (key: string) => {
      computed += 1;
      return key.length;
    };

    expect(map.remember('abc', length)).toBe(3);
    expect(map.remember('abc', length)).toBe(3);
    expect(computed).toBe(1);
    map.remember('de', length);
    map.remember('f', length);
    expect([...map.keys()]).toEqual(['de', 'f']);
  });
});
