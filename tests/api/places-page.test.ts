import { withDistances } from '../../src/common/distance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { distanceKm } from '../../src/common/distance';
import {
  DEFAULT_FILTERS,
  filterPlaces,
  sortPlaces,
  type FilterState,
  type SortOrder,
} from '../../src/common/place-filters';
import type { Place, PlacesPage } from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { expectError, expectOkJson, get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let all: Place[];

beforeAll(async () => {
  t = await createTestApp();
  all = expectOkJson<Place[]>(await get(t.app, '/api/places'));
});

afterAll(async () => {
  await t?.close();
});

const HARBOUR = { lat: 34.7539, lng: 32.4068 };

async function pageOf(query: string): Promise<PlacesPage> {
  return expectOkJson<PlacesPage>(await get(t.app, `/api/places/page?${query}`));
}

/** Every page of a query, in order: the whole list as the server sorts it. */
async function everyPage(query: string, pageSize = 25): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const answer = await pageOf(`${query}&pageSize=${pageSize}&page=${page}`);
    ids.push(...answer.items.map((item) => item.id));
    if (answer.items.length < pageSize) return { ids, total: answer.total };
  }
}

/** The browser's own rules (common/place-filters) over the full list: what the server must agree with. */
function expected(filters: Partial<FilterState>, order: SortOrder, point: typeof HARBOUR | null = null) {
  const chosen = { ...DEFAULT_FILTERS, ...filters };
  return sortPlaces(filterPlaces(withDistances(all, point), null, chosen), order).map((place) => place.id);
}

describe('GET /api/places/page', () => {
  it.each([
    ['', {}, 'recommended'],
    ['category=beach', { category: 'beach' }, 'recommended'],
    ['minRating=4.5', { minRating: 4.5 }, 'recommended'],
    ['price=moderate,upscale', { priceRange: ['moderate', 'upscale'] }, 'recommended'],
    ['amenities=parking,family_friendly', { amenities: ['parking', 'family_friendly'] }, 'recommended'],
    ['sort=rating', {}, 'rating'],
    ['sort=name&category=restaurant', { category: 'restaurant' }, 'name'],
  ] as const)("agrees with the browser's filters and sort for %j", async (query, filters, order) => {
    const { ids, total } = await everyPage(query);
    const want = expected(filters as Partial<FilterState>, order);
    expect(ids).toEqual(want);
    expect(total).toBe(want.length);
    expect(total).toBeGreaterThan(0);
  });

  it('sorts by distance from a point and keeps to the distance asked for', async () => {
    const near = `lat=${HARBOUR.lat}&lng=${HARBOUR.lng}&maxDistanceKm=3`;
    const { ids } = await everyPage(`${near}&sort=distance`);
    expect(ids).toEqual(expected({ maxDistance: 3 }, 'distance', HARBOUR));
    expect(ids.length).toBeGreaterThan(5);
    const first = await pageOf(`${near}&pageSize=3`);
    for (const item of first.items) {
      const measured = distanceKm(HARBOUR, { lat: item.latitude, lng: item.longitude });
      expect(item.distanceKm).toBeCloseTo(measured, 6);
      expect(item.distanceKm).toBeLessThanOrEqual(3);
    }
  });

  it('lists the newest first when asked', async () => {
    const { ids } = await everyPage('sort=newest');
    const newest = [...all]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id - b.id)
      .map((place) => place.id);
    expect(ids).toEqual(newest);
  });

  it('answers compact cards: no description or highlights, one photo', async () => {
    const { items } = await pageOf('pageSize=5');
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        'address',
        'amenities',
        'approximatePosition',
        'beachFeatures',
        'category',
        'createdAt',
        'id',
        'latitude',
        'longitude',
        'name',
        'openingHours',
        'photo',
        'priceLevel',
        'rating',
        'ratingIsSample',
        'slug',
        'stepFree',
        'updatedAt',
      ].sort(),
    );
    const place = all.find((candidate) => candidate.id === items[0]!.id)!;
    expect(items[0]!.photo).toBe(place.photos[0] ?? null);
  });

  it.each([
    ['category=museum', 'Category must be one of the ten place categories'],
    ['price=cheap', 'Price must be budget, moderate, upscale or luxury'],
    ['amenities=pool', 'Unknown amenity'],
    ['sort=distance', 'Sorting by distance needs a point (lat and lng)'],
    ['lat=34.7', 'Give both lat and lng, or neither'],
    ['maxDistanceKm=5', 'A distance needs a point (lat and lng)'],
    ['pageSize=61', 'Page size must be at most 60'],
    ['page=-1', 'Page must not be negative'],
    ['page=1.5', 'Page must be a whole number'],
  ])('refuses %s with 400', async (query, message) => {
    expectError(
      await get(t.app, `/api/places/page?${query}`),
      400,
      new RegExp(message.replace(/[()]/g, '\\$&')),
    );
  });
});

describe('GET /api/places/page with thousands of places', () => {
  it('pages, filters and measures 5,000 generated places, each page small', async () => {
    const generated = Array.from({ length: 5000 }, (_, index) => ({
      slug: `generated-test-place-${index}`,
      name: `Generated test place ${index}`,
      category: (['restaurant', 'cafe', 'beach', 'bar'] as const)[index % 4]!,
      status: 'published' as const,
      rating: 3 + (index % 21) / 10,
      latitude: 34.7 + (index % 100) / 500,
      longitude: 32.35 + Math.floor(index / 100) / 500,
      source: 'generated-test',
      sourceId: `generated-test-${index}`,
      amenities: index % 3 === 0 ? ['parking' as const] : [],
    }));
    for (let start = 0; start < generated.length; start += 500) {
      await t.db.insert(places).values(generated.slice(start, start + 500));
    }
    const bundled = all.length;
    const first = await get(t.app, '/api/places/page?pageSize=60');
    const page = expectOkJson<PlacesPage>(first);
    expect(page.total).toBe(bundled + 5000);
    expect(page.items).toHaveLength(60);
    expect(gzipSync(first.rawPayload).length).toBeLessThan(20_000);

    const cafes = await pageOf('category=cafe&amenities=parking&pageSize=1');
    const cafeCount = generated.filter(
      (place) => place.category === 'cafe' && place.amenities.length > 0,
    ).length;
    expect(cafes.total).toBe(
      cafeCount + all.filter((p) => p.category === 'cafe' && p.amenities.includes('parking')).length,
    );

    const near = await pageOf(`lat=34.75&lng=32.4&maxDistanceKm=1&sort=distance&pageSize=60`);
    expect(near.total).toBeGreaterThan(0);
    expect(near.items.every((item) => item.distanceKm! <= 1)).toBe(true);
    expect(near.items.map((item) => item.distanceKm)).toEqual(
      [...near.items.map((item) => item.distanceKm)].sort((a, b) => a! - b!),
    );
  });
});
