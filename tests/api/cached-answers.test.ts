import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Place, PublishNextResult } from '../../src/common/schemas/places';
import { answerCompressors, PUBLIC_ANSWER_CACHE_CONTROL } from '../../src/server/http/cached-answers';
import { asAdmin, expectOkJson, get, post, registerUser, type Response } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const getPlaces = (headers: Record<string, string> = {}) => get(t.app, '/api/places', { headers });

/** The headers every cached public answer carries, whatever its form. */
function expectCachedAnswerHeaders(response: Response) {
  expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  expect(response.headers.vary).toBe('accept-encoding');
  expect(response.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE_CONTROL);
}

describe('the other public reads', () => {
  it.each([
    '/api/places/trending',
    '/api/places/coral-bay-beach',
    '/api/events/upcoming',
    '/api/articles',
    '/api/weather',
    '/api/viator/showcase',
    '/api/viator/showcase?limit=3',
    '/api/viator/recommendations/1',
    '/api/banners/place/coral-bay-beach',
  ])('%s is a cached public answer too, with its ETag', async (url) => {
    const response = await get(t.app, url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    expect(response.statusCode).toBe(200);
    expectCachedAnswerHeaders(response);
    const again = await get(t.app, url, {
      headers: {
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
        'if-none-match': response.headers.etag as string,
      },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/places, a cached public answer', () => {
  it('answers the JSON unencoded, with its length, to a request without Accept-Encoding', async () => {
    const response = await getPlaces();
    const places = expectOkJson<Place[]>(response);
    expect(places.length).toBeGreaterThan(50);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expectCachedAnswerHeaders(response);
  });

  it("answers a browser's request with br bytes that decompress to exactly the unencoded JSON", async () => {
    const identity = await getPlaces();
    const response = await getPlaces({ 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    expect(brotliDecompressSync(response.rawPayload).equals(identity.rawPayload)).toBe(true);
    expectCachedAnswerHeaders(response);
  });

  it('answers gzip bytes that decompress to exactly the unencoded JSON to a client that takes only gzip', async () => {
    const identity = await getPlaces();
    const response = await getPlaces({ 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).equals(identity.rawPayload)).toBe(true);
    expectCachedAnswerHeaders(response);
  });

  it("follows the client's q-values, and answers unencoded when it accepts no form we have", async () => {
    const preferringGzip = await getPlaces({ 'accept-encoding': 'br;q=0.1, gzip;q=0.9' });
    expect(preferringGzip.headers['content-encoding']).toBe('gzip');
    const refusingBoth = await getPlaces({ 'accept-encoding': 'br;q=0, gzip;q=0, deflate' });
    expect(refusingBoth.headers['content-encoding']).toBeUndefined();
    expect(refusingBoth.rawPayload.equals((await getPlaces()).rawPayload)).toBe(true);
  });

  it('tags an unencoded answer only when the request has no Accept-Encoding (what @fastify/compress leaves alone)', async () => {
    const refusingBoth = await getPlaces({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refusingBoth.headers.etag).toBeUndefined();
    expect(refusingBoth.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE_CONTROL);
    // compress takes '*' for gzip, so it compresses what we would send as it is: no ETag of the JSON on it.
    const wildcard = await getPlaces({ 'accept-encoding': 'br;q=0, gzip;q=0, *' });
    expect(wildcard.headers['content-encoding']).toBe('gzip');
    expect(wildcard.headers.etag).toBeUndefined();
    expect(gunzipSync(wildcard.rawPayload).equals((await getPlaces()).rawPayload)).toBe(true);
  });

  it('gives each form its own ETag, the same on every request while the list is unchanged', async () => {
    const tags = await Promise.all(
      ['', 'br', 'gzip', 'br'].map(async (encoding) => {
        const response = await getPlaces(encoding ? { 'accept-encoding': encoding } : {});
        return response.headers.etag;
      }),
    );
    expect(tags[3]).toBe(tags[1]);
    expect(new Set(tags).size).toBe(3);
  });

  it('answers 304 with no body, and the same validators, when If-None-Match names its ETag', async () => {
    const first = await getPlaces({ 'accept-encoding': BROWSER_ACCEPT_ENCODING });
    const etag = first.headers.etag as string;

    const revalidated = await getPlaces({
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      'if-none-match': etag,
    });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.headers['content-length']).toBeUndefined();
    expectCachedAnswerHeaders(revalidated);
    const unencoded = await getPlaces();
    expect((await getPlaces({ 'if-none-match': unencoded.headers.etag as string })).statusCode).toBe(304);
  });

  it('answers 200 in full when If-None-Match names a tag of another form or another version', async () => {
    const gzipTag = (await getPlaces({ 'accept-encoding': 'gzip' })).headers.etag as string;
    const asBr = await getPlaces({
      'accept-encoding': 'br',
      'if-none-match': `${gzipTag}, "an-old-version"`,
    });
    expect(asBr.statusCode).toBe(200);
    expect(asBr.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the headers a GET gets and no body', async () => {
    const full = await getPlaces({ 'accept-encoding': 'br' });
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/places',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('changes its ETag after an admin publishes a place, so a revalidating client gets the new list at once', async () => {
    const before = await getPlaces({ 'accept-encoding': 'br' });
    const published = expectOkJson<PublishNextResult>(
      await post(t.app, '/api/admin/publish-next', { quantity: 1 }, asAdmin()),
    );
    expect(published.count).toBe(1);

    const after = await getPlaces({
      'accept-encoding': 'br',
      'if-none-match': before.headers.etag as string,
    });

    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const places = JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as Place[];
    expect(places.map((place) => place.id)).toContain(published.places[0]!.id);
  });

  it('compresses each form once per cache entry, and once more for the entry a write makes', async () => {
    const br = vi.spyOn(answerCompressors, 'br');
    const gzip = vi.spyOn(answerCompressors, 'gzip');
    t.ctx.cache.invalidate('places:');

    await Promise.all(
      Array.from({ length: 5 }, () => getPlaces({ 'accept-encoding': BROWSER_ACCEPT_ENCODING })),
    );
    for (let request = 0; request < 5; request++) await getPlaces({ 'accept-encoding': 'br' });
    for (let request = 0; request < 3; request++) await getPlaces({ 'accept-encoding': 'gzip' });
    expect(br).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledTimes(1);

    expectOkJson(await post(t.app, '/api/admin/publish-next', { quantity: 1 }, asAdmin()));
    for (let request = 0; request < 3; request++) await getPlaces({ 'accept-encoding': 'br' });
    expect(br).toHaveBeenCalledTimes(2);
  });
});

describe('Answers that are not cached', () => {
  it('keep being compressed per request as before, with no ETag or public Cache-Control (admin list)', async () => {
    const response = await get(t.app, '/api/admin/places', asAdmin({ headers: { 'accept-encoding': 'br' } }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty('places');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it("are never cached publicly when they depend on the visitor's cookie", async () => {
    const { cookie } = await registerUser(t.app);
    const response = await get(t.app, '/api/auth/user', { cookie, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control'] ?? '').not.toMatch(/public/);
  });

  it('carry no ETag or public Cache-Control when they are errors', async () => {
    const response = await get(t.app, '/api/places/no-such-place', { headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
