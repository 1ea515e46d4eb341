import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisingSerializerCompiler } from '../../src/server/http/serializer';
import { ResponseCache } from '../../src/server/lib/response-cache';

/** A response schema whose codec counts how often it encodes. */
function countingSchema() {
  const counter = { encodes: 0 };
  const when = z.codec(z.iso.datetime(), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => {
      counter.encodes += 1;
      return date.toISOString();
    },
  });
  const schema = z.array(z.object({ name: z.string(), when }));
  const serialize = memoisingSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
  return { counter, serialize };
}

describe('memoisingSerializerCompiler', () => {
  it('encodes a cached response object once, however often it is sent', async () => {
    const { counter, serialize } = countingSchema();
    const cached = await new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 }).get('places:all', async () => [
      { name: 'Coral Bay', when: new Date('2026-11-23T10:00:00Z') },
    ]);

    const first = serialize(cached);
    const second = serialize(cached);

    expect(second).toBe(first);
    expect(JSON.parse(first)).toEqual([{ name: 'Coral Bay', when: '2026-11-23T10:00:00.000Z' }]);
    expect(counter.encodes).toBe(1);
  });

  it('encodes a reloaded cache entry afresh, so reloaded data is never served stale', async () => {
    const { counter, serialize } = countingSchema();
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    serialize(
      await cache.get('places:all', async () => [
        { name: 'Coral Bay', when: new Date('2026-11-23T10:00:00Z') },
      ]),
    );
    cache.invalidate('places:');
    const reloaded = serialize(
      await cache.get('places:all', async () => [
        { name: 'Lara Bay', when: new Date('2026-11-24T10:00:00Z') },
      ]),
    );

    expect(JSON.parse(reloaded)).toEqual([{ name: 'Lara Bay', when: '2026-11-24T10:00:00.000Z' }]);
    expect(counter.encodes).toBe(2);
  });

  it('never remembers an object that is not from the cache: a changed object is sent as it is now', () => {
    const { counter, serialize } = countingSchema();
    const answer = [{ name: 'Coral Bay', when: new Date('2026-11-23T10:00:00Z') }];
    serialize(answer);
    answer[0]!.name = 'Coral Bay Beach';
    answer.push({ name: 'Lara Bay', when: new Date('2026-11-24T10:00:00Z') });

    expect(JSON.parse(serialize(answer))).toEqual([
      { name: 'Coral Bay Beach', when: '2026-11-23T10:00:00.000Z' },
      { name: 'Lara Bay', when: '2026-11-24T10:00:00.000Z' },
    ]);
    expect(counter.encodes).toBe(3);
  });

  it('still rejects data that does not match the response schema', () => {
    const { serialize } = countingSchema();
    expect(() => serialize([{ name: 42 }])).toThrow();
  });
});
