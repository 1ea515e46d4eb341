import { describe, expect, it } from 'vitest';
import { chooseContentEncoding } from '../../src/server/http/content-encoding';

describe('chooseContentEncoding', () => {
  it('answers unencoded when the request has no Accept-Encoding header', () => {
    expect(chooseContentEncoding(undefined)).toBe('identity');
  });

  it('answers unencoded when the header is empty (the client wants no encoding)', () => {
    expect(chooseContentEncoding('')).toBe('identity');
  });

  it('prefers br, the smaller form, when a browser accepts gzip, deflate and br alike', () => {
    expect(chooseContentEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseContentEncoding('gzip, deflate, br, zstd')).toBe('br');
  });

  it('answers gzip to a client that accepts only gzip (or its old name x-gzip)', () => {
    expect(chooseContentEncoding('gzip')).toBe('gzip');
    expect(chooseContentEncoding('x-gzip')).toBe('gzip');
    expect(chooseContentEncoding('deflate, gzip')).toBe('gzip');
  });

  it('follows the q-values: the highest rated form wins', () => {
    expect(chooseContentEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseContentEncoding('br;q=0.9, gzip;q=0.8')).toBe('br');
    expect(chooseContentEncoding('gzip;q=0.001')).toBe('gzip');
  });

  it('reads codings and parameters case-insensitively and with spaces around them', () => {
    expect(chooseContentEncoding(' BR ; Q=0.2 ,  GZip ; q=0.3 ')).toBe('gzip');
  });

  it('never sends a form rated q=0', () => {
    expect(chooseContentEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseContentEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseContentEncoding('br;q=0.000')).toBe('identity');
  });

  it('compresses even when identity is rated higher, as @fastify/compress does for every other answer', () => {
    expect(chooseContentEncoding('identity, gzip;q=0.5')).toBe('gzip');
  });

  it('lets * rate the forms the header does not name', () => {
    expect(chooseContentEncoding('*')).toBe('br');
    expect(chooseContentEncoding('br;q=0, *')).toBe('gzip');
    expect(chooseContentEncoding('gzip;q=0.5, *;q=0.1')).toBe('gzip');
  });

  it('answers unencoded when nothing acceptable is left, rather than refusing', () => {
    expect(chooseContentEncoding('deflate')).toBe('identity');
    expect(chooseContentEncoding('*;q=0')).toBe('identity');
    expect(chooseContentEncoding('identity')).toBe('identity');
    expect(chooseContentEncoding('identity;q=0, br;q=0, gzip;q=0')).toBe('identity');
  });

  it('rates a q-value that is not a number as not acceptable, and one above 1 as 1', () => {
    expect(chooseContentEncoding('br;q=high, gzip;q=0.4')).toBe('gzip');
    expect(chooseContentEncoding('gzip;q=1.5, br')).toBe('br');
  });
});
