import { describe, expect, it } from 'vitest';
import {
  byRating,
  type RankableTour,
  rankToursForPlace,
  relevance,
  type RankingPlace,
} from '../../src/server/modules/tours/ranking';

const HARBOUR: RankingPlace = {
  name: 'Paphos Harbour Castle',
  description: 'A medieval fort guarding the harbour, next to the Kato Paphos mosaics.',
  category: 'landmark',
  latitude: 34.754,
  longitude: 32.406,
};

// Distances from the harbour (haversine, R = 6371 km).
const NEAR = { latitude: 34.7575, longitude: 32.41 }; // 0.53 km
const CORAL_BAY = { latitude: 34.854, longitude: 32.365 }; // 11.73 km
const LIMASSOL = { latitude: 34.7067, longitude: 33.0226 }; // 56.6 km

let nextId = 1;
function tour(overrides: Partial<RankableTour> = {}): RankableTour {
  return {
    id: nextId++,
    rating: 4.5,
    reviewCount: 100,
    keywords: [],
    categories: [],
    latitude: null,
    longitude: null,
    ...overrides,
  };
}

const ids = (tours: RankableTour[]) => tours.map((t) => t.id);

describe('relevance', () => {
  it('is 0 for an unrelated tour without a location', () => {
    expect(relevance(tour({ keywords: ['wine'], categories: ['beach'] }), HARBOUR)).toBe(0);
  });

  it('adds 3 for a keyword found in the place name', () => {
    expect(relevance(tour({ keywords: ['castle'] }), HARBOUR)).toBe(3);
  });

  it('adds 3 for a keyword found in the description, case-insensitively', () => {
    expect(relevance(tour({ keywords: ['MOSAICS'] }), HARBOUR)).toBe(3);
  });

  it('adds 3 for every matching keyword', () => {
    expect(relevance(tour({ keywords: ['castle', 'mosaics', 'wine'] }), HARBOUR)).toBe(6);
  });

  it('ignores empty keywords', () => {
    expect(relevance(tour({ keywords: [''] }), HARBOUR)).toBe(0);
  });

  it('copes with a place without a description', () => {
    const place = { ...HARBOUR, description: null };
    expect(relevance(tour({ keywords: ['mosaics'] }), place)).toBe(0);
    expect(relevance(tour({ keywords: ['castle'] }), place)).toBe(3);
  });

  it("adds 2 when the tour's categories include the place category", () => {
    expect(relevance(tour({ categories: ['beach', 'landmark'] }), HARBOUR)).toBe(2);
  });

  it('adds 2 for a tour starting under 5 km away', () => {
    expect(relevance(tour(NEAR), HARBOUR)).toBe(2);
  });

  it('adds 1 for a tour starting between 5 and 15 km away', () => {
    expect(relevance(tour(CORAL_BAY), HARBOUR)).toBe(1);
  });

  it('adds nothing for a tour starting 15 km or more away', () => {
    expect(relevance(tour(LIMASSOL), HARBOUR)).toBe(0);
  });

  it('uses 5 km and 15 km as exclusive limits', () => {
    // One degree of latitude is 111.19493 km on a 6371 km sphere.
    const degrees = (km: number) => km / 111.19492664455873;
    const north = (km: number) =>
      tour({ latitude: HARBOUR.latitude + degrees(km), longitude: HARBOUR.longitude });
    expect(relevance(north(4.99), HARBOUR)).toBe(2);
    expect(relevance(north(5.01), HARBOUR)).toBe(1);
    expect(relevance(north(14.99), HARBOUR)).toBe(1);
    expect(relevance(north(15.01), HARBOUR)).toBe(0);
  });

  it('ignores the distance when only one coordinate is known', () => {
    expect(relevance(tour({ latitude: HARBOUR.latitude, longitude: null }), HARBOUR)).toBe(0);
    expect(relevance(tour({ latitude: null, longitude: HARBOUR.longitude }), HARBOUR)).toBe(0);
  });

  it('adds keywords, category and distance together', () => {
    expect(
      relevance(tour({ keywords: ['harbour', 'fort'], categories: ['landmark'], ...NEAR }), HARBOUR),
    ).toBe(10);
  });
});

describe('byRating', () => {
  it('puts the higher rating first', () => {
    const low = tour({ rating: 4.1 });
    const high = tour({ rating: 4.9 });
    expect(ids([low, high].sort(byRating))).toEqual([high.id, low.id]);
  });

  it('counts a missing rating as 0', () => {
    const unrated = tour({ rating: null, reviewCount: 1000 });
    const rated = tour({ rating: 0.5, reviewCount: 0 });
    expect(ids([unrated, rated].sort(byRating))).toEqual([rated.id, unrated.id]);
  });

  it('breaks rating ties by more reviews', () => {
    const few = tour({ rating: 4.5, reviewCount: 10 });
    const many = tour({ rating: 4.5, reviewCount: 900 });
    expect(ids([few, many].sort(byRating))).toEqual([many.id, few.id]);
  });

  it('breaks full ties by id', () => {
    const second = tour({ id: 2002 });
    const first = tour({ id: 2001 });
    expect(ids([second, first].sort(byRating))).toEqual([2001, 2002]);
  });
});

describe('rankToursForPlace', () => {
  it('puts related tours first, most related first', () => {
    const category = tour({ categories: ['landmark'], rating: 5 }); // 2
    const keyword = tour({ keywords: ['castle'], rating: 3 }); // 3
    const unrelated = tour({ rating: 5, reviewCount: 10_000 }); // 0
    const both = tour({ keywords: ['castle'], categories: ['landmark'], rating: 2 }); // 5
    expect(ids(rankToursForPlace([category, keyword, unrelated, both], HARBOUR, 10))).toEqual([
      both.id,
      keyword.id,
      category.id,
      unrelated.id,
    ]);
  });

  it('breaks equal relevance by rating, then reviews', () => {
    const a = tour({ categories: ['landmark'], rating: 4.2 });
    const b = tour({ categories: ['landmark'], rating: 4.8, reviewCount: 5 });
    const c = tour({ categories: ['landmark'], rating: 4.8, reviewCount: 50 });
    expect(ids(rankToursForPlace([a, b, c], HARBOUR, 10))).toEqual([c.id, b.id, a.id]);
  });

  it('tops up with the best rated unrelated tours', () => {
    const related = tour({ keywords: ['castle'], rating: 1 });
    const good = tour({ rating: 4.9 });
    const better = tour({ rating: 5 });
    const poor = tour({ rating: 2 });
    expect(ids(rankToursForPlace([poor, good, related, better], HARBOUR, 3))).toEqual([
      related.id,
      better.id,
      good.id,
    ]);
  });

  it('returns at most the limit', () => {
    const tours = Array.from({ length: 10 }, () => tour());
    expect(rankToursForPlace(tours, HARBOUR, 4)).toHaveLength(4);
    expect(rankToursForPlace(tours, HARBOUR, 0)).toEqual([]);
  });

  it('returns all tours when there are fewer than the limit', () => {
    const tours = [tour(), tour()];
    expect(rankToursForPlace(tours, HARBOUR, 8)).toHaveLength(2);
  });

  it('returns nothing for no tours', () => {
    expect(rankToursForPlace([], HARBOUR, 8)).toEqual([]);
  });

  it('returns the same tour objects and leaves the input order alone', () => {
    const tours = [tour({ rating: 1 }), tour({ rating: 5 })];
    const before = ids(tours);
    const ranked = rankToursForPlace(tours, HARBOUR, 2);
    expect(ranked[0]).toBe(tours[1]);
    expect(ids(tours)).toEqual(before);
  });
});
