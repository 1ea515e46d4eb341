import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisingSerializerCompiler } from '../../src/server/http/serializer';

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
  it('encodes the same response object once, however often it is sent', () => {
    const { counter, serialize } = countingSchema();
    const cached = [{ name: 'Coral Bay', when: new Date('2026-11-23T10:00:00Z') }];

    const first = serialize(cached);
    const second = serialize(cached);

    expect(second).toBe(first);
    expect(JSON.parse(first)).toEqual([{ name: 'Coral Bay', when: '2026-11-23T10:00:00.000Z' }]);
    expect(counter.encodes).toBe(1);
  });

  it('encodes a new object afresh, so reloaded data is never served stale', () => {
    const { counter, serialize } = countingSchema();
    serialize([{ name: 'Coral Bay', when: new Date('2026-11-23T10:00:00Z') }]);
    const reloaded = serialize([{ name: 'Lara Bay', when: new Date('2026-11-24T10:00:00Z') }]);

    expect(JSON.parse(reloaded)).toEqual([{ name: 'Lara Bay', when: '2026-11-24T10:00:00.000Z' }]);
    expect(counter.encodes).toBe(2);
  });

  it('still rejects data that does not match the response schema', () => {
    const { serialize } = countingSchema();
    expect(() => serialize([{ name: 42 }])).toThrow();
  });
});
