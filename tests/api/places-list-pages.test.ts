import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_LIST_PAGE_SIZE, type Place } from '../../src/common/schemas/places';
import { insertGeneratedPlaces } from '../helpers/generated-places';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectError, expectNonIncreasing, expectOkJson, get } from '../helpers/api';

/** GET /api/places on a site of thousands: every published place, a page of 200 at a time. */
let t: TestApp;
let published: number;

beforeAll(async () => {
  t = await createTestApp();
  await insertGeneratedPlaces(t.db, 1000);
  published = Number((await get(t.app, '/api/places')).headers['x-total-count']);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/places with thousands of places', () => {
  it('answers the first 200, says how many there are and where the next page is', async () => {
    const response = await get(t.app, '/api/places');
    expect(expectOkJson<Place[]>(response)).toHaveLength(PLACES_LIST_PAGE_SIZE);
    expect(published).toBeGreaterThan(1000);
    expect(response.headers.link).toBe('</api/places?page=2&pageSize=200>; rel="next"');
  });

  it('gives every published place once over its pages, best rated first, the last page with no next', async () => {
    const seen: Place[] = [];
    let next: string | undefined = '/api/places?pageSize=150';
    let lastLink: string | undefined;
    while (next) {
      const response = await get(t.app, next);
      seen.push(...expectOkJson<Place[]>(response));
      lastLink = response.headers.link as string | undefined;
      next = lastLink?.match(/^<([^>]+)>; rel="next"$/)?.[1];
    }
    expect(lastLink).toBeUndefined();
    expect(seen).toHaveLength(published);
    expect(new Set(seen.map((place) => place.id)).size).toBe(published);
    expectNonIncreasing(seen.map((place) => place.rating ?? -1));
  });

  it('stays well under 100 KB br a page', async () => {
    const response = await get(t.app, '/api/places', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(100_000);
  });

  it('refuses a page or page size it cannot answer, saying why', async () => {
    expectError(await get(t.app, '/api/places?page=0'), 400, 'Page must be at least 1');
    expectError(await get(t.app, '/api/places?page=two'), 400, 'Page must be a number');
    expectError(await get(t.app, '/api/places?pageSize=201'), 400, 'Page size must be at most 200');
    expectError(await get(t.app, '/api/places?pageSize=1.5'), 400, 'Page size must be a whole number');
  });
});
