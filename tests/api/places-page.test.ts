import { eq } from 'drizzle-orm';
import { withDistances } from '../../src/common/distance';
import { emptyListHint } from '../../src/common/empty-list-hint';
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
/** Out in the bay, kilometres from any place. */
const AT_SEA = { lat: 34.6, lng: 32.3 };

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
        'nameTranslations',
        'openingHours',
        'photo',
        'priceLevel',
        'rating',
        'ratingIsSample',
        'reviewCount',
        'slug',
        'stepFree',
        'updatedAt',
      ].sort(),
    );
    const place = all.find((candidate) => candidate.id === items[0]!.id)!;
    expect(items[0]!.photo).toBe(place.photos[0] ?? null);
  });

  it('lists only the places asked for by id, published ones only, in the list order', async () => {
    const published = all.slice(3, 8).map((place) => place.id);
    const [pending] = await t.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'pending'))
      .limit(1);
    const asked = [...published, pending!.id, 999_999].reverse();
    const page = await pageOf(`ids=${asked.join(',')}&pageSize=60`);
    expect(page.items.map((item) => item.id)).toEqual(
      expected({}, 'recommended').filter((id) => published.includes(id)),
    );
    expect(page.total).toBe(published.length);
    expect(page.hint).toBeNull();
    const none = await pageOf('ids=');
    expect(none).toMatchObject({ items: [], total: 0, hint: null });
  });

  it("says which filters empty the list and what each matches alone, as the browser's hint did", async () => {
    const having = (amenity: string) =>
      all.filter((place) => place.amenities.includes(amenity as never)).length;
    const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;
    expect(having('wifi')).toBe(0);
    const empty = await pageOf('amenities=wifi,wheelchair_accessible');
    expect(empty.total).toBe(0);
    expect(empty.hint).toEqual({
      reason: 'No place has Wi-Fi.',
      counts: ['Wi-Fi: 0 places', `Wheelchair accessible: ${placesText(having('wheelchair_accessible'))}`],
      clear: 'amenities',
    });
    for (const [query, filters, point] of [
      ['category=spa&amenities=pet_friendly', { category: 'spa', amenities: ['pet_friendly'] }, null],
      [
        'category=bar&minRating=5&price=luxury',
        { category: 'bar', minRating: 5, priceRange: ['luxury'] },
        null,
      ],
      [
        `category=beach&lat=${AT_SEA.lat}&lng=${AT_SEA.lng}&maxDistanceKm=2`,
        { category: 'beach', maxDistance: 2 },
        AT_SEA,
      ],
    ] as const) {
      const answer = await pageOf(query);
      const chosen = { ...DEFAULT_FILTERS, ...(filters as Partial<FilterState>) };
      expect(answer.total, query).toBe(0);
      expect(answer.hint, query).toEqual(emptyListHint(withDistances(all, point), null, '', chosen));
      expect(answer.hint, query).not.toBeNull();
    }
    expect((await pageOf('category=beach')).hint).toBeNull();
  });

  it('blames a search that finds nothing, whatever the filters', async () => {
    const answer = await pageOf('q=zzqxwv&amenities=parking');
    expect(answer.total).toBe(0);
    expect(answer.hint).toEqual({ reason: 'No place matches "zzqxwv".', counts: [], clear: null });
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
    ['ids=4,x', 'Ids must be whole positive numbers'],
    ['ids=0', 'Ids must be whole positive numbers'],
    ['ids=<201 ids>', 'At most 200 ids at once'],
  ])('refuses %s with 400', async (label, message) => {
    const query = label.replace('<201 ids>', Array.from({ length: 201 }, (_, index) => index + 1).join(','));
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
