import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/common/distance';
import {
  placeDetailSchema,
  placeSchema,
  type Place,
  type PlaceDetail,
} from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  aPendingPlace,
  expectError,
  expectNonDecreasing,
  expectNonIncreasing,
  expectOkJson,
  get,
  latestChange,
  PLACE_KEYS,
  unpublishedPlaces,
} from '../helpers/api';

const TRENDING_MAX = 20;
const RECENT_MAX = 12;
const NEARBY_MAX = 8;
/** The review weight of the Bayesian prior: a place needs this many reviews before its own rating dominates. */
const PRIOR_REVIEWS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let publishedIds: Set<number>;
/** A published place rated 5.0 from a single review. */
let oneReviewWonderId: number;
/** A published place from a live source, with its reviews counted. */
let wellReviewedId: number;
/** An old published place that was edited just now. */
let justUpdatedId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Changes go in before the first request: the public lists are cached for a short while.
  const [wonder] = await t.db
    .insert(places)
    .values({
      slug: 'test-one-review-wonder',
      name: 'Test One Review Wonder',
      category: 'cafe',
      status: 'published',
      rating: 5,
      reviewCount: 1,
      latitude: 34.7712,
      longitude: 32.4235,
      createdAt: new Date(Date.now() - 400 * DAY_MS),
      updatedAt: new Date(Date.now() - 400 * DAY_MS),
    })
    .returning({ id: places.id });
  oneReviewWonderId = wonder!.id;
  // The bundled guide counts no reviews; a place from a live source does.
  const [wellReviewed] = await t.db
    .insert(places)
    .values({
      slug: 'test-well-reviewed',
      name: 'Test Well Reviewed',
      category: 'restaurant',
      status: 'published',
      rating: 4.8,
      reviewCount: 2400,
      latitude: 34.7561,
      longitude: 32.4122,
      createdAt: new Date(Date.now() - 400 * DAY_MS),
      updatedAt: new Date(Date.now() - 400 * DAY_MS),
    })
    .returning({ id: places.id });
  wellReviewedId = wellReviewed!.id;

  const [oldest] = await t.db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.status, 'published'), notInArray(places.id, [oneReviewWonderId, wellReviewedId])))
    .orderBy(asc(places.createdAt), asc(places.id))
    .limit(1);
  justUpdatedId = oldest!.id;
  await t.db.update(places).set({ updatedAt: new Date() }).where(eq(places.id, justUpdatedId));

  const rows = await t.db.select({ id: places.id }).from(places).where(eq(places.status, 'published'));
  publishedIds = new Set(rows.map((row) => row.id));
});

afterAll(async () => {
  await t?.close();
});

async function allPlaces(): Promise<Place[]> {
  return expectOkJson<Place[]>(await get(t.app, '/api/places'));
}

function expectPublicPlace(place: Place): void {
  expect(Object.keys(place).sort()).toEqual(PLACE_KEYS);
  expect(place).not.toHaveProperty('status');
  expect(place).not.toHaveProperty('sourceId');
  const parsed = placeSchema.safeParse(place);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

/** One of the places this file adds, which come from no source and have no photos. */
function testPlace(id: number): boolean {
  return id === oneReviewWonderId || id === wellReviewedId;
}

function bayesianRatings(list: Place[]): Map<number, number> {
  const rated = list.filter((place) => place.rating !== null);
  const mean = rated.reduce((sum, place) => sum + place.rating!, 0) / (rated.length || 1);
  return new Map(
    list.map((place) => [
      place.id,
      (place.reviewCount * (place.rating ?? 0) + PRIOR_REVIEWS * mean) / (place.reviewCount + PRIOR_REVIEWS),
    ]),
  );
}

describe('GET /api/places', () => {
  it('lists every published place and no other', async () => {
    const list = await allPlaces();
    expect(new Set(list.map((place) => place.id))).toEqual(publishedIds);
    expect(list).toHaveLength(publishedIds.size);
  });

  it('never lists a pending place', async () => {
    await aPendingPlace(t.db);
    const hidden = await unpublishedPlaces(t.db);
    expect(hidden.length).toBeGreaterThan(0);
    const ids = new Set((await allPlaces()).map((place) => place.id));
    for (const place of hidden) expect(ids.has(place.id), place.slug).toBe(false);
  });

  it('lists rated places best first, then the places without a rating', async () => {
    const ratings = (await allPlaces()).map((place) => place.rating);
    expect(ratings.some((rating) => rating === null)).toBe(true);
    const firstUnrated = ratings.indexOf(null);
    expect(ratings.slice(firstUnrated).every((rating) => rating === null)).toBe(true);
    const rated = ratings.slice(0, firstUnrated) as number[];
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('gives each place its public fields only, without status or sourceId', async () => {
    const list = await allPlaces();
    expect(list.length).toBeGreaterThan(0);
    for (const place of list) expectPublicPlace(place);
  });

  it('marks the bundled ratings as sample figures, and a place without a rating or from elsewhere as not', async () => {
    const list = await allPlaces();
    for (const place of list)
      expect(place.ratingIsSample, place.slug).toBe(place.rating !== null && !testPlace(place.id));
  });

  it('gives each place usable coordinates, a slug and at least one photo', async () => {
    for (const place of await allPlaces()) {
      expect(place.slug).toMatch(/^[a-z0-9-]+$/);
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      if (!testPlace(place.id)) expect(place.photos.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/places/trending', () => {
  it(`returns at most ${TRENDING_MAX} published places`, async () => {
    const trending = expectOkJson<Place[]>(await get(t.app, '/api/places/trending'));
    expect(trending).toHaveLength(Math.min(TRENDING_MAX, publishedIds.size));
    for (const place of trending) {
      expect(publishedIds.has(place.id)).toBe(true);
      expectPublicPlace(place);
    }
    expect(new Set(trending.map((place) => place.id)).size).toBe(trending.length);
  });

  it('orders places by their review-weighted (Bayesian average) rating, best first', async () => {
    const weighted = bayesianRatings(await allPlaces());
    const trending = expectOkJson<Place[]>(await get(t.app, '/api/places/trending'));
    expectNonIncreasing(
      trending.map((place) => weighted.get(place.id)!),
      1e-4,
    );
  });

  it('picks the best places by that rating, leaving out only lower-rated ones', async () => {
    const all = await allPlaces();
    const weighted = bayesianRatings(all);
    const trending = expectOkJson<Place[]>(await get(t.app, '/api/places/trending'));
    const chosen = new Set(trending.map((place) => place.id));
    const lowestChosen = Math.min(...trending.map((place) => weighted.get(place.id)!));
    for (const place of all) {
      if (!chosen.has(place.id))
        expect(weighted.get(place.id)!, place.name).toBeLessThanOrEqual(lowestChosen + 1e-4);
    }
  });

  it('puts the best review-weighted place first, not a 5.0 from a single review', async () => {
    const all = await allPlaces();
    const weighted = bayesianRatings(all);
    const best = Math.max(...all.map((place) => weighted.get(place.id)!));
    const wonder = all.find((place) => place.id === oneReviewWonderId)!;
    expect(wonder.rating).toBe(5);
    expect(Math.max(...all.map((place) => place.rating ?? 0))).toBe(5);

    const trending = expectOkJson<Place[]>(await get(t.app, '/api/places/trending'));
    expect(trending[0]!.id).not.toBe(oneReviewWonderId);
    expect(weighted.get(trending[0]!.id)!).toBeCloseTo(best, 4);
  });

  it('orders places with no reviews counted (the sample ratings) by their own rating', async () => {
    const trending = expectOkJson<Place[]>(await get(t.app, '/api/places/trending'));
    const unreviewed = trending.filter((place) => place.reviewCount === 0);
    expect(unreviewed.length).toBeGreaterThan(1);
    expectNonIncreasing(
      unreviewed.map((place) => place.rating ?? 0),
      0,
    );
  });
});

describe('GET /api/places/recent', () => {
  it(`returns at most ${RECENT_MAX} published places`, async () => {
    const recent = expectOkJson<Place[]>(await get(t.app, '/api/places/recent'));
    expect(recent).toHaveLength(Math.min(RECENT_MAX, publishedIds.size));
    for (const place of recent) {
      expect(publishedIds.has(place.id)).toBe(true);
      expectPublicPlace(place);
    }
  });

  it('orders places by the later of when they were added or updated, newest first', async () => {
    const recent = expectOkJson<Place[]>(await get(t.app, '/api/places/recent'));
    expectNonIncreasing(recent.map(latestChange));
  });

  it('picks the most recently added or updated places', async () => {
    const recent = expectOkJson<Place[]>(await get(t.app, '/api/places/recent'));
    const chosen = new Set(recent.map((place) => place.id));
    const oldestChosen = Math.min(...recent.map(latestChange));
    for (const place of await allPlaces()) {
      if (!chosen.has(place.id)) expect(latestChange(place), place.name).toBeLessThanOrEqual(oldestChosen);
    }
  });

  it('counts an update of an old place as recent', async () => {
    const recent = expectOkJson<Place[]>(await get(t.app, '/api/places/recent'));
    expect(recent[0]!.id).toBe(justUpdatedId);
    expect(Date.parse(recent[0]!.updatedAt)).toBeGreaterThan(Date.parse(recent[0]!.createdAt));
  });
});

describe('GET /api/places/{slug}', () => {
  it('returns the published place with that slug, with its know-before-you-go facts', async () => {
    const list = await allPlaces();
    for (const listed of [list[0]!, list[list.length - 1]!]) {
      const detail = expectOkJson<PlaceDetail>(await get(t.app, `/api/places/${listed.slug}`));
      // The list's fields as listed, and the facts only the place page shows.
      const asListed = Object.fromEntries(
        Object.keys(listed).map((key) => [key, detail[key as keyof PlaceDetail]]),
      );
      expect(asListed).toEqual(listed);
      expect(detail).toHaveProperty('beachFacts');
      expect(detail).not.toHaveProperty('status');
      expect(detail).not.toHaveProperty('sourceId');
      const parsed = placeDetailSchema.safeParse(detail);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('says which pins are estimates: the bundled places whose position was placed from nearby mapped points', async () => {
    const zoo = expectOkJson<Place>(await get(t.app, '/api/places/paphos-zoo'));
    expect(zoo.approximatePosition).toBe(true);
    const castle = expectOkJson<Place>(await get(t.app, '/api/places/paphos-castle'));
    expect(castle.approximatePosition).toBe(false);
  });

  it('answers 404 "Place not found" for an unknown slug', async () => {
    expectError(await get(t.app, '/api/places/no-such-place-in-paphos'), 404, 'Place not found');
  });

  it('answers 404 for a place that is not published', async () => {
    const pending = await aPendingPlace(t.db);
    expectError(await get(t.app, `/api/places/${pending.slug}`), 404, 'Place not found');
  });

  it('answers 400 for a slug with characters a slug cannot have', async () => {
    expectError(
      await get(t.app, '/api/places/Not_A_Slug'),
      400,
      'Slug may contain only lowercase letters, digits and hyphens',
    );
  });
});

describe('GET /api/places/nearby/{placeId}', () => {
  async function checkNearby(origin: Place, all: Place[]): Promise<void> {
    const nearby = expectOkJson<Place[]>(await get(t.app, `/api/places/nearby/${origin.id}`));
    expect(nearby).toHaveLength(Math.min(NEARBY_MAX, all.length - 1));
    expect(nearby.map((place) => place.id)).not.toContain(origin.id);
    const from = { lat: origin.latitude, lng: origin.longitude };
    const distance = (place: Place) => distanceKm(from, { lat: place.latitude, lng: place.longitude });
    for (const place of nearby) {
      expect(publishedIds.has(place.id)).toBe(true);
      expectPublicPlace(place);
    }
    expectNonDecreasing(nearby.map(distance), 1e-6);

    const chosen = new Set(nearby.map((place) => place.id));
    const farthestChosen = Math.max(...nearby.map(distance));
    for (const place of all) {
      if (place.id === origin.id || chosen.has(place.id)) continue;
      expect(distance(place), place.name).toBeGreaterThanOrEqual(farthestChosen - 1e-6);
    }
  }

  it(`returns the ${NEARBY_MAX} nearest published places, nearest first, without the place itself`, async () => {
    const all = await allPlaces();
    await checkNearby(all[0]!, all);
  });

  it('does the same from another starting place', async () => {
    const all = await allPlaces();
    await checkNearby(all[Math.floor(all.length / 2)]!, all);
    await checkNearby(all[all.length - 1]!, all);
  });

  it('answers 404 "Place not found" for an unknown place', async () => {
    const rows = await t.db.select({ id: places.id }).from(places);
    const unknown = Math.max(...rows.map((row) => row.id)) + 1000;
    expectError(await get(t.app, `/api/places/nearby/${unknown}`), 404, 'Place not found');
  });

  it('answers 404 for a place that is not published', async () => {
    const pending = await aPendingPlace(t.db);
    expectError(await get(t.app, `/api/places/nearby/${pending.id}`), 404, 'Place not found');
  });

  it('never lists a pending place among the neighbours', async () => {
    const hidden = new Set((await unpublishedPlaces(t.db)).map((place) => place.id));
    for (const origin of (await allPlaces()).slice(0, 5)) {
      const nearby = expectOkJson<Place[]>(await get(t.app, `/api/places/nearby/${origin.id}`));
      for (const place of nearby) expect(hidden.has(place.id)).toBe(false);
    }
  });

  it('answers 400 "Place id must be a whole number" for a fractional id', async () => {
    expectError(await get(t.app, '/api/places/nearby/2.5'), 400, 'Place id must be a whole number');
  });

  it('answers 400 naming placeId for an id that is not a number', async () => {
    expectError(await get(t.app, '/api/places/nearby/tombs'), 400, /^placeId: /);
  });
});
