/**
 * A Map that keeps at most `maxEntries`, forgetting the oldest entry first: for remembering pure work on
 * inputs clients repeat (query strings, headers, search words) without letting a stream of new inputs grow it.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly maxEntries: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.maxEntries && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }

  /** The value kept for `key`, or what `compute` makes of it, kept from now on. */
  remember(key: K, compute: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = compute(key);
      this.set(key, value);
    }
    return value;
  }
}
