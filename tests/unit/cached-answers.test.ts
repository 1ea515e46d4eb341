import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerCompressors,
  EncodedAnswer,
  encodedAnswerFor,
  ifNoneMatchNames,
  serveCachedAnswersEncoded,
} from '../../src/server/http/cached-answers';
import { ResponseCache } from '../../src/server/lib/response-cache';

const JSON_TEXT = JSON.stringify([{ name: 'Coral Bay', note: 'Sand, sun and a café '.repeat(50) }]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EncodedAnswer', () => {
  it('keeps the JSON as UTF-8 bytes for clients that take no compression', () => {
    expect(new EncodedAnswer(JSON_TEXT).body('identity')).toEqual(Buffer.from(JSON_TEXT));
  });

  it('makes br and gzip forms that decompress to exactly the JSON', async () => {
    const answer = new EncodedAnswer(JSON_TEXT);
    expect(brotliDecompressSync(await answer.body('br')).toString()).toBe(JSON_TEXT);
    expect(gunzipSync(await answer.body('gzip')).toString()).toBe(JSON_TEXT);
  });

  it('compresses each form once, however many requests ask for it, at once or later', async () => {
    const br = vi.spyOn(answerCompressors, 'br');
    const gzip = vi.spyOn(answerCompressors, 'gzip');
    const answer = new EncodedAnswer(JSON_TEXT);

    const concurrent = await Promise.all([answer.body('br'), answer.body('br'), answer.body('gzip')]);
    const later = await answer.body('br');

    expect(br).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);
    expect(later).toBe(concurrent[0]);
  });

  it('tries again after a failed compression instead of failing every later request', async () => {
    vi.spyOn(answerCompressors, 'gzip').mockRejectedValueOnce(new Error('out of memory'));
    const answer = new EncodedAnswer(JSON_TEXT);
    await expect(answer.body('gzip')).rejects.toThrow('out of memory');
    await new Promise((resolve) => setImmediate(resolve));
    expect(gunzipSync(await answer.body('gzip')).toString()).toBe(JSON_TEXT);
  });

  it('gives each form its own strong ETag, derived from the JSON alone', () => {
    const answer = new EncodedAnswer(JSON_TEXT);
    const tags = [answer.etag('identity'), answer.etag('br'), answer.etag('gzip')];
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
    expect(new EncodedAnswer(JSON_TEXT).etag('br')).toBe(answer.etag('br'));
    expect(new EncodedAnswer(`${JSON_TEXT} `).etag('br')).not.toBe(answer.etag('br'));
  });
});

describe('encodedAnswerFor', () => {
  it('hands out the same answer for the same value and JSON, and another for another JSON of it', () => {
    const value = Object.freeze([{ name: 'Coral Bay' }]);
    const answer = encodedAnswerFor(value, '[{"name":"Coral Bay"}]');
    expect(encodedAnswerFor(value, '[{"name":"Coral Bay"}]')).toBe(answer);
    expect(encodedAnswerFor(value, '[{}]')).not.toBe(answer);
    expect(encodedAnswerFor(Object.freeze([{ name: 'Coral Bay' }]), '[{"name":"Coral Bay"}]')).not.toBe(
      answer,
    );
  });
});

describe('ifNoneMatchNames', () => {
  const etag = '"abc-br"';

  it('matches the tag alone, in a list, or as a weak tag', () => {
    expect(ifNoneMatchNames('"abc-br"', etag)).toBe(true);
    expect(ifNoneMatchNames('"old", "abc-br"', etag)).toBe(true);
    expect(ifNoneMatchNames('W/"abc-br"', etag)).toBe(true);
  });

  it('matches * (any current answer)', () => {
    expect(ifNoneMatchNames(' * ', etag)).toBe(true);
  });

  it('does not match without the header, another tag, or the same JSON in another form', () => {
    expect(ifNoneMatchNames(undefined, etag)).toBe(false);
    expect(ifNoneMatchNames('"abc-gzip"', etag)).toBe(false);
    expect(ifNoneMatchNames('"abc"', etag)).toBe(false);
  });
});

describe('serveCachedAnswersEncoded', () => {
  it('never marks an answer public when it sets a cookie, even one that comes from the cache', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    serveCachedAnswersEncoded(app);
    const cache = new ResponseCache({ ttlMs: 60_000, maxStaleMs: 0 });
    const cachedList = () => cache.get('list', async () => [{ name: 'Coral Bay' }]);
    app.get('/plain', cachedList);
    app.get('/with-cookie', async (_request, reply) => {
      reply.setCookie('visited', 'yes');
      return cachedList();
    });

    const plain = await app.inject({ url: '/plain' });
    const withCookie = await app.inject({ url: '/with-cookie' });

    expect(plain.headers['cache-control']).toMatch(/^public/);
    expect(plain.headers.etag).toBeDefined();
    expect(withCookie.headers['set-cookie']).toMatch(/^visited=yes/);
    expect(withCookie.headers['cache-control']).toBeUndefined();
    expect(withCookie.headers.etag).toBeUndefined();
    expect(withCookie.json()).toEqual(plain.json());
    await app.close();
  });
});
