import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourSchema, type TourExperience } from '../../src/common/schemas/tours';
import { places, tours } from '../../src/server/db/schema';
import { relevance } from '../../src/server/modules/tours/ranking';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { aPendingPlace, expectError, expectNonIncreasing, expectOkJson, get } from '../helpers/api';

const TOUR_KEYS = [
  'duration',
  'id',
  'imageUrl',
  'isSample',
  'priceFrom',
  'productCode',
  'rating',
  'reviewCount',
  'title',
  'trackingUrl',
  'productUrl',
].sort();
const DEFAULT_LIMIT = 8;
const RELATED_CODE = 'TEST-RELATED-TOUR';

let t: TestApp;
let tourCount: number;
/** Best rated first, more reviews breaking ties: the showcase order. */
let topRatedCodes: string[];
/** A published place and a poorly rated tour made to be about it. */
let relatedPlace: { id: number; name: string };
/** A published place far out at sea that no bundled tour is about. */
let remotePlaceId: number;

function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().match(/[a-z]{5,}/g) ?? [])];
}

beforeAll(async () => {
  t = await createTestApp();
  // Inserted before the first request: the tours are cached for a short while.
  const [place] = await t.db
    .select({
      id: places.id,
      name: places.name,
      description: places.description,
      category: places.category,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(places)
    .where(eq(places.status, 'published'))
    .orderBy(desc(places.reviewCount), asc(places.id))
    .limit(1);
  relatedPlace = { id: place!.id, name: place!.name };
  await t.db.insert(tours).values({
    productCode: RELATED_CODE,
    title: `Test tour about ${place!.name}`,
    rating: 1,
    reviewCount: 2,
    priceFrom: 10,
    duration: '1 hour',
    keywords: wordsOf(`${place!.name} ${place!.description ?? ''}`).slice(0, 8),
    categories: [place!.category],
    latitude: place!.latitude,
    longitude: place!.longitude,
  });

  const [remote] = await t.db
    .insert(places)
    .values({
      slug: 'test-remote-place',
      name: 'Qwxz',
      category: 'shopping',
      status: 'published',
      latitude: 0.5,
      longitude: -20.5,
    })
    .returning({ id: places.id });
  remotePlaceId = remote!.id;

  const all = await t.db
    .select({ productCode: tours.productCode })
    .from(tours)
    .orderBy(desc(tours.rating), desc(tours.reviewCount), asc(tours.id));
  tourCount = all.length;
  topRatedCodes = all.map((tour) => tour.productCode);
});

afterAll(async () => {
  await t?.close();
});

function expectPublicTour(tour: TourExperience): void {
  expect(Object.keys(tour).sort()).toEqual(TOUR_KEYS);
  const parsed = tourSchema.safeParse(tour);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

async function unknownPlaceId(): Promise<number> {
  const rows = await t.db.select({ id: places.id }).from(places);
  return Math.max(...rows.map((row) => row.id)) + 1000;
}

describe('GET /api/viator/showcase', () => {
  it(`returns the ${DEFAULT_LIMIT} best-rated tours by default`, async () => {
    const list = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase'));
    expect(list).toHaveLength(Math.min(DEFAULT_LIMIT, tourCount));
    expect(list.map((tour) => tour.productCode)).toEqual(topRatedCodes.slice(0, DEFAULT_LIMIT));
    expectNonIncreasing(list.map((tour) => tour.rating ?? 0));
  });

  it('gives each tour its public fields only, with euro prices', async () => {
    const list = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase?limit=24'));
    for (const tour of list) {
      expectPublicTour(tour);
      expect(tour).not.toHaveProperty('keywords');
      expect(tour).not.toHaveProperty('categories');
    }
    expect(list.filter((tour) => tour.priceFrom !== null && tour.priceFrom > 0).length).toBeGreaterThan(0);
  });

  it('says the bundled tours are samples, and a tour that is not bundled is not', async () => {
    const list = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase?limit=24'));
    expect(list.map((tour) => tour.isSample)).toEqual(list.map(() => true));
    const recommended = expectOkJson<TourExperience[]>(
      await get(t.app, `/api/viator/recommendations/${relatedPlace.id}`),
    );
    expect(recommended[0]).toMatchObject({ productCode: RELATED_CODE, isSample: false });
  });

  it('returns as many tours as the limit asks for', async () => {
    const three = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase?limit=3'));
    expect(three.map((tour) => tour.productCode)).toEqual(topRatedCodes.slice(0, 3));
    const one = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase?limit=1'));
    expect(one).toHaveLength(1);
    const most = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase?limit=24'));
    expect(most).toHaveLength(Math.min(24, tourCount));
  });

  it('leaves a poorly rated tour out of the top-rated showcase', async () => {
    const list = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase'));
    expect(list.map((tour) => tour.productCode)).not.toContain(RELATED_CODE);
  });

  it('rejects a limit of 0 with "Limit must be at least 1"', async () => {
    expectError(await get(t.app, '/api/viator/showcase?limit=0'), 400, 'Limit must be at least 1');
  });

  it('rejects a limit above 24 with "Limit must be at most 24"', async () => {
    expectError(await get(t.app, '/api/viator/showcase?limit=25'), 400, 'Limit must be at most 24');
  });

  it('rejects a fractional limit with "Limit must be a whole number"', async () => {
    expectError(await get(t.app, '/api/viator/showcase?limit=2.5'), 400, 'Limit must be a whole number');
  });

  it('rejects a limit that is not a number, naming the parameter', async () => {
    expectError(await get(t.app, '/api/viator/showcase?limit=lots'), 400, /^limit: /);
  });

  describe('with placeId', () => {
    it('returns the tours for that place, the related one first, up to the limit', async () => {
      const list = expectOkJson<TourExperience[]>(
        await get(t.app, `/api/viator/showcase?placeId=${relatedPlace.id}&limit=3`),
      );
      expect(list).toHaveLength(3);
      expect(list[0]!.productCode).toBe(RELATED_CODE);
      for (const tour of list) expectPublicTour(tour);
    });

    it(`returns ${DEFAULT_LIMIT} tours without a limit`, async () => {
      const list = expectOkJson<TourExperience[]>(
        await get(t.app, `/api/viator/showcase?placeId=${relatedPlace.id}`),
      );
      expect(list).toHaveLength(Math.min(DEFAULT_LIMIT, tourCount));
      expect(new Set(list.map((tour) => tour.id)).size).toBe(list.length);
    });

    it('answers 404 "Place not found" for an unknown place', async () => {
      expectError(
        await get(t.app, `/api/viator/showcase?placeId=${await unknownPlaceId()}`),
        404,
        'Place not found',
      );
    });

    it('answers 404 for a place that is not published', async () => {
      const pending = await aPendingPlace(t.db);
      expectError(await get(t.app, `/api/viator/showcase?placeId=${pending.id}`), 404, 'Place not found');
    });

    it('answers 400 for a placeId that is not a positive whole number', async () => {
      expectError(await get(t.app, '/api/viator/showcase?placeId=-2'), 400, 'Place id must be positive');
      expectError(await get(t.app, '/api/viator/showcase?placeId=abc'), 400, /^placeId: /);
    });
  });
});

describe('GET /api/viator/recommendations/{placeId}', () => {
  it('ranks a tour about the place first, even when it is the lowest rated', async () => {
    const list = expectOkJson<TourExperience[]>(
      await get(t.app, `/api/viator/recommendations/${relatedPlace.id}`),
    );
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]!.productCode).toBe(RELATED_CODE);
    for (const tour of list) expectPublicTour(tour);
    expect(new Set(list.map((tour) => tour.id)).size).toBe(list.length);
  });

  it('puts related tours first and tops the list up with the best rated of the rest', async () => {
    const [place] = await t.db.select().from(places).where(eq(places.id, remotePlaceId));
    const rows = await t.db.select().from(tours);
    const byCode = new Map(rows.map((row) => [row.productCode, row]));
    const list = expectOkJson<TourExperience[]>(
      await get(t.app, `/api/viator/recommendations/${remotePlaceId}`),
    );

    const scores = list.map((tour) => relevance(byCode.get(tour.productCode)!, place!));
    const firstUnrelated = scores.findIndex((score) => score === 0);
    if (firstUnrelated !== -1) {
      expect(scores.slice(firstUnrelated).every((score) => score === 0)).toBe(true);
      const unrelated = list.slice(firstUnrelated).map((tour) => tour.productCode);
      const bestUnrelated = topRatedCodes.filter((code) => relevance(byCode.get(code)!, place!) === 0);
      expect(unrelated).toEqual(bestUnrelated.slice(0, unrelated.length));
    }
    // Filled up to a full list even though hardly any tour is about this place.
    expect(list.length).toBeGreaterThanOrEqual(Math.min(6, tourCount));
  });

  it('answers 404 "Place not found" for an unknown place', async () => {
    expectError(
      await get(t.app, `/api/viator/recommendations/${await unknownPlaceId()}`),
      404,
      'Place not found',
    );
  });

  it('answers 404 for a place that is not published', async () => {
    const pending = await aPendingPlace(t.db);
    expectError(await get(t.app, `/api/viator/recommendations/${pending.id}`), 404, 'Place not found');
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    expectError(await get(t.app, '/api/viator/recommendations/0'), 400, 'Place id must be positive');
    expectError(await get(t.app, '/api/viator/recommendations/1.5'), 400, 'Place id must be a whole number');
    expectError(await get(t.app, '/api/viator/recommendations/x'), 400, /^placeId: /);
  });
});
