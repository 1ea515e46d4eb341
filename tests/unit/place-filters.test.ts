import { withDistances, type WithDistance } from '../../src/common/distance';
import { describe, expect, it } from 'vitest';
import type { AmenityKey } from '../../src/common/categories';
import { distanceKm } from '../../src/common/distance';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  distanceLabel,
  filterPlaces,
  type FilterablePlace,
  type FilterState,
  ratingLabel,
  sortPlaces,
} from '../../src/common/place-filters';
import { emptyListHint } from '../../src/common/empty-list-hint';

type TestPlace = FilterablePlace;

let nextId = 1;
function place(overrides: Partial<TestPlace> = {}): TestPlace {
  return {
    id: nextId++,
    name: 'Somewhere',
    category: 'restaurant',
    description: null,
    rating: 4,
    priceLevel: 2,
    amenities: [],
    latitude: 34.754,
    longitude: 32.406,
    ...overrides,
  };
}

function filters(overrides: Partial<FilterState> = {}): FilterState {
  return { ...DEFAULT_FILTERS, ...overrides };
}

const ids = (places: { id: number }[]) => places.map((p) => p.id);

describe('DEFAULT_FILTERS', () => {
  it('is category all, rating 0, distance 50, no price ranges, amenities, open now, access or beach facts', () => {
    expect(DEFAULT_FILTERS).toEqual({
      category: 'all',
      minRating: 0,
      maxDistance: 50,
      priceRange: [],
      amenities: [],
      openNow: false,
      stepFree: false,
      beach: [],
    });
  });
});

describe('ratingLabel', () => {
  it("shows 0 as 'Any'", () => {
    expect(ratingLabel(0)).toBe('Any');
  });

  it("shows other ratings as 'N+'", () => {
    expect(ratingLabel(0.5)).toBe('0.5+');
    expect(ratingLabel(4)).toBe('4+');
    expect(ratingLabel(4.5)).toBe('4.5+');
  });
});

describe('distanceLabel', () => {
  it("shows 50 as 'Any'", () => {
    expect(distanceLabel(50)).toBe('Any');
  });

  it('shows distances below 50 in km', () => {
    expect(distanceLabel(1)).toBe('1 km');
    expect(distanceLabel(49)).toBe('49 km');
  });
});

describe('withDistances', () => {
  it('returns the places unchanged when the position is unknown', () => {
    const places = [place(), place()];
    const result = withDistances(places, null);
    expect(result).toEqual(places);
    expect(result.every((p) => p.distanceKm === undefined)).toBe(true);
  });

  it('attaches the haversine distance from the user to each place', () => {
    const me = { lat: 34.754, lng: 32.406 };
    const coralBay = place({ latitude: 34.854, longitude: 32.365 });
    const here = place({ latitude: 34.754, longitude: 32.406 });
    const [first, second] = withDistances([coralBay, here], me);
    expect(first?.distanceKm).toBeCloseTo(11.7327, 3);
    expect(first?.distanceKm).toBe(distanceKm(me, { lat: 34.854, lng: 32.365 }));
    expect(second?.distanceKm).toBe(0);
    expect(first?.id).toBe(coralBay.id);
  });

  it('does not modify the input places', () => {
    const original = place();
    withDistances([original], { lat: 35, lng: 33 });
    expect('distanceKm' in original).toBe(false);
  });
});

describe('filterPlaces', () => {
  it('keeps everything with the default filters and no query', () => {
    const places = [place({ rating: null, priceLevel: null }), place({ rating: 0 }), place()];
    expect(ids(filterPlaces(places, null, DEFAULT_FILTERS))).toEqual(ids(places));
  });

  describe('search matches', () => {
    it('keeps only the places the search matched', () => {
      const harbour = place({ name: 'Paphos Harbour Castle' });
      const other = place({ name: 'Tombs of the Kings' });
      expect(ids(filterPlaces([harbour, other], new Set([harbour.id]), DEFAULT_FILTERS))).toEqual([
        harbour.id,
      ]);
    });

    it('keeps nothing when the search matched nothing', () => {
      expect(filterPlaces([place(), place()], new Set<number>(), DEFAULT_FILTERS)).toEqual([]);
    });

    it('keeps everything when nothing is searched', () => {
      const places = [place(), place()];
      expect(filterPlaces(places, null, DEFAULT_FILTERS)).toHaveLength(2);
    });
  });

  describe('category', () => {
    it('keeps only places of the chosen category', () => {
      const beach = place({ category: 'beach' });
      const bar = place({ category: 'bar' });
      expect(ids(filterPlaces([beach, bar], null, filters({ category: 'beach' })))).toEqual([beach.id]);
    });

    it("keeps every category for 'all'", () => {
      const places = [place({ category: 'beach' }), place({ category: 'bar' })];
      expect(filterPlaces(places, null, filters({ category: 'all' }))).toHaveLength(2);
    });
  });

  describe('minimum rating', () => {
    it('keeps a place whose rating equals the minimum', () => {
      const exact = place({ rating: 4.5 });
      expect(ids(filterPlaces([exact], null, filters({ minRating: 4.5 })))).toEqual([exact.id]);
    });

    it('drops a place rated below the minimum', () => {
      expect(filterPlaces([place({ rating: 4.4 })], null, filters({ minRating: 4.5 }))).toEqual([]);
    });

    it('counts a missing rating as 0', () => {
      const unrated = place({ rating: null });
      expect(filterPlaces([unrated], null, filters({ minRating: 0.5 }))).toEqual([]);
      expect(ids(filterPlaces([unrated], null, filters({ minRating: 0 })))).toEqual([unrated.id]);
    });
  });

  describe('maximum distance', () => {
    const near = { ...place(), distanceKm: 3 };
    const edge = { ...place(), distanceKm: 10 };
    const far = { ...place(), distanceKm: 10.01 };

    it('keeps places within the maximum, inclusive, when the location is known', () => {
      expect(ids(filterPlaces([near, edge, far], null, filters({ maxDistance: 10 })))).toEqual([
        near.id,
        edge.id,
      ]);
    });

    it("does not limit distance at 50 ('Any')", () => {
      const veryFar = { ...place(), distanceKm: 120 };
      expect(ids(filterPlaces([near, veryFar], null, filters({ maxDistance: 50 })))).toEqual([
        near.id,
        veryFar.id,
      ]);
    });

    it('ignores the maximum distance when the location is unknown', () => {
      const places = [place({ latitude: 35.5, longitude: 33.9 }), place()];
      expect(filterPlaces(places, null, filters({ maxDistance: 1 }))).toHaveLength(2);
    });

    it('works with distances attached by withDistances', () => {
      const me = { lat: 34.754, lng: 32.406 };
      const harbour = place({ latitude: 34.754, longitude: 32.406 });
      const coralBay = place({ latitude: 34.854, longitude: 32.365 });
      const withKm = withDistances([harbour, coralBay], me);
      expect(ids(filterPlaces(withKm, null, filters({ maxDistance: 11 })))).toEqual([harbour.id]);
      expect(ids(filterPlaces(withKm, null, filters({ maxDistance: 12 })))).toEqual([
        harbour.id,
        coralBay.id,
      ]);
    });
  });

  describe('price range', () => {
    it('keeps places whose tier is selected', () => {
      const budget0 = place({ priceLevel: 0 });
      const budget1 = place({ priceLevel: 1 });
      const moderate = place({ priceLevel: 2 });
      const upscale = place({ priceLevel: 3 });
      const luxury = place({ priceLevel: 4 });
      const all = [budget0, budget1, moderate, upscale, luxury];
      expect(ids(filterPlaces(all, null, filters({ priceRange: ['budget'] })))).toEqual([
        budget0.id,
        budget1.id,
      ]);
      expect(ids(filterPlaces(all, null, filters({ priceRange: ['moderate', 'luxury'] })))).toEqual([
        moderate.id,
        luxury.id,
      ]);
      expect(ids(filterPlaces(all, null, filters({ priceRange: ['upscale'] })))).toEqual([upscale.id]);
    });

    it('excludes places without a price level when a price range is chosen', () => {
      const unpriced = place({ priceLevel: null });
      expect(
        filterPlaces([unpriced], null, filters({ priceRange: ['budget', 'moderate', 'upscale', 'luxury'] })),
      ).toEqual([]);
    });

    it('keeps places without a price level when no price range is chosen', () => {
      const unpriced = place({ priceLevel: null });
      expect(ids(filterPlaces([unpriced], null, DEFAULT_FILTERS))).toEqual([unpriced.id]);
    });
  });

  describe('amenities', () => {
    const both = place({ amenities: ['wifi', 'parking', 'pet_friendly'] });
    const wifiOnly = place({ amenities: ['wifi'] });
    const none = place({ amenities: [] });

    it('requires every selected amenity', () => {
      const chosen: AmenityKey[] = ['wifi', 'parking'];
      expect(ids(filterPlaces([both, wifiOnly, none], null, filters({ amenities: chosen })))).toEqual([
        both.id,
      ]);
    });

    it('keeps places having the one selected amenity', () => {
      expect(ids(filterPlaces([both, wifiOnly, none], null, filters({ amenities: ['wifi'] })))).toEqual([
        both.id,
        wifiOnly.id,
      ]);
    });
  });

  it('applies every rule together', () => {
    const match = {
      ...place({ name: 'Blue Bar', category: 'bar', rating: 4.6, priceLevel: 2, amenities: ['wifi'] }),
      distanceKm: 2,
    };
    const wrongName = { ...match, id: 900, name: 'Red Bar' };
    const wrongCategory = { ...match, id: 901, category: 'cafe' };
    const lowRating = { ...match, id: 902, rating: 3 };
    const tooFar = { ...match, id: 903, distanceKm: 6 };
    const wrongPrice = { ...match, id: 904, priceLevel: 4 };
    const noWifi = { ...match, id: 905, amenities: [] };
    const result = filterPlaces(
      [match, wrongName, wrongCategory, lowRating, tooFar, wrongPrice, noWifi],
      // Every one of them but wrongName matched the search.
      new Set([match.id, wrongCategory.id, lowRating.id, tooFar.id, wrongPrice.id, noWifi.id]),
      filters({
        category: 'bar',
        minRating: 4,
        maxDistance: 5,
        priceRange: ['moderate'],
        amenities: ['wifi'],
      }),
    );
    expect(ids(result)).toEqual([match.id]);
  });
});

describe('sortPlaces with a chosen order', () => {
  const near = { ...place({ name: 'Zephyros', rating: 3 }), distanceKm: 0.5 };
  const best = { ...place({ name: 'Agora', rating: 4.9 }), distanceKm: 9 };
  const middle = { ...place({ name: 'Mandra', rating: 4.1 }), distanceKm: 3 };

  it("'name' sorts A to Z, 'rating' best first, whatever the distances", () => {
    expect(ids(sortPlaces([near, best, middle], 'name'))).toEqual([best.id, middle.id, near.id]);
    expect(ids(sortPlaces([near, best, middle], 'rating'))).toEqual([best.id, middle.id, near.id]);
  });

  it("'distance' is nearest first, and without distances falls back to the rating", () => {
    expect(ids(sortPlaces([best, middle, near], 'distance'))).toEqual([near.id, middle.id, best.id]);
    const unlocated = [near, best, middle].map(({ distanceKm: _omit, ...rest }) => rest);
    expect(ids(sortPlaces(unlocated, 'distance'))).toEqual([best.id, middle.id, near.id]);
  });
});

describe('sortPlaces', () => {
  it('sorts by distance ascending when distances exist', () => {
    const a = { ...place({ rating: 5 }), distanceKm: 8 };
    const b = { ...place({ rating: 1 }), distanceKm: 0.4 };
    const c = { ...place({ rating: 3 }), distanceKm: 2 };
    expect(ids(sortPlaces([a, b, c]))).toEqual([b.id, c.id, a.id]);
  });

  it('sorts by rating descending when there are no distances', () => {
    const a = place({ rating: 3.5 });
    const b = place({ rating: 4.8 });
    const c = place({ rating: 4.1 });
    expect(ids(sortPlaces([a, b, c]))).toEqual([b.id, c.id, a.id]);
  });

  it('puts unrated places last when sorting by rating', () => {
    const unrated = place({ rating: null });
    const rated = place({ rating: 0.5 });
    expect(ids(sortPlaces([unrated, rated]))).toEqual([rated.id, unrated.id]);
  });

  it('puts places without a distance after those with one', () => {
    const noDistance: WithDistance<TestPlace> = place({ rating: 5 });
    const withDistance = { ...place({ rating: 1 }), distanceKm: 30 };
    expect(ids(sortPlaces([noDistance, withDistance]))).toEqual([withDistance.id, noDistance.id]);
  });

  it('does not reorder the input array', () => {
    const input = [place({ rating: 1 }), place({ rating: 5 })];
    const before = ids(input);
    sortPlaces(input);
    expect(ids(input)).toEqual(before);
  });
});

describe('activeFilterCount', () => {
  it('is 0 for the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS, true)).toBe(0);
    expect(activeFilterCount(DEFAULT_FILTERS, false)).toBe(0);
  });

  it('counts a chosen category', () => {
    expect(activeFilterCount(filters({ category: 'beach' }), false)).toBe(1);
  });

  it('counts a rating above 0', () => {
    expect(activeFilterCount(filters({ minRating: 0.5 }), false)).toBe(1);
  });

  it('counts a distance below 50 when the location is known', () => {
    expect(activeFilterCount(filters({ maxDistance: 49 }), true)).toBe(1);
  });

  it('does not count a distance below 50 without a location', () => {
    expect(activeFilterCount(filters({ maxDistance: 10 }), false)).toBe(0);
  });

  it('does not count a distance of 50', () => {
    expect(activeFilterCount(filters({ maxDistance: 50 }), true)).toBe(0);
  });

  it('counts price ranges once however many are chosen', () => {
    expect(activeFilterCount(filters({ priceRange: ['budget', 'luxury'] }), false)).toBe(1);
  });

  it('counts amenities once however many are chosen', () => {
    expect(activeFilterCount(filters({ amenities: ['wifi', 'parking', 'pet_friendly'] }), false)).toBe(1);
  });

  it('counts all five together', () => {
    const all = filters({
      category: 'bar',
      minRating: 4,
      maxDistance: 5,
      priceRange: ['moderate'],
      amenities: ['wifi'],
    });
    expect(activeFilterCount(all, true)).toBe(5);
    expect(activeFilterCount(all, false)).toBe(4);
  });
});

describe('emptyListHint', () => {
  /** 12 places with wheelchair access (two of them cafés), 3 with parking, none with Wi-Fi. */
  const town = [
    ...Array.from({ length: 10 }, () => place({ amenities: ['wheelchair_accessible'] })),
    ...Array.from({ length: 2 }, () =>
      place({ category: 'cafe', rating: 4.5, amenities: ['wheelchair_accessible'] }),
    ),
    ...Array.from({ length: 3 }, () => place({ category: 'bar', priceLevel: 4, amenities: ['parking'] })),
  ];
  const hint = (chosen: Partial<FilterState>, search: { ids: number[]; query: string } | null = null) => {
    const state = filters(chosen);
    const matches = search ? new Set(search.ids) : null;
    expect(filterPlaces(town, matches, state), 'the list the hint explains is empty').toEqual([]);
    return emptyListHint(town, matches, search?.query ?? '', state);
  };

  it('names the amenity no place has, and counts each chosen amenity on its own', () => {
    expect(hint({ amenities: ['wifi', 'wheelchair_accessible'] })).toEqual({
      reason: 'No place has Wi-Fi.',
      counts: ['Wi-Fi: 0 places', 'Wheelchair accessible: 12 places'],
      clear: 'amenities',
    });
  });

  it('names two amenities no place has together', () => {
    expect(hint({ amenities: ['wheelchair_accessible', 'parking'] })).toEqual({
      reason: 'No place has both Wheelchair accessible and Parking.',
      counts: ['Wheelchair accessible: 12 places', 'Parking: 3 places'],
      clear: 'amenities',
    });
  });

  it('names the fewest filters that empty the list, leaving out the ones that do not', () => {
    expect(hint({ category: 'cafe', minRating: 4.5, priceRange: ['luxury'] })).toEqual({
      reason: 'No place matches the filters Cafés and Luxury price together.',
      counts: ['Cafés: 2 places', 'Rating 4.5+: 2 places', 'Luxury price: 3 places'],
      clear: 'filters',
    });
    expect(hint({ category: 'cafe', minRating: 4.5, amenities: ['parking'] })?.reason).toBe(
      'No place matches the filters Cafés and Parking together.',
    );
  });

  it('names three filters when only all three together match nothing', () => {
    const three = [
      place({ category: 'bar', priceLevel: 1, amenities: [] }),
      place({ category: 'bar', priceLevel: 4, amenities: ['parking'] }),
      place({ category: 'cafe', priceLevel: 1, amenities: ['parking'] }),
    ];
    const state = filters({ category: 'bar', priceRange: ['budget'], amenities: ['parking'] });
    expect(emptyListHint(three, null, '', state)?.reason).toBe(
      'No place matches the filters Bars, Budget price and Parking together.',
    );
  });

  it('says nothing of counts for a single filter', () => {
    expect(hint({ category: 'hotel' })).toEqual({
      reason: 'No place matches the filter Hotels.',
      counts: [],
      clear: 'filters',
    });
  });

  it('counts among the places the search found, and says so', () => {
    const cafes = town.filter((entry) => entry.category === 'cafe').map((entry) => entry.id);
    expect(hint({ amenities: ['parking'] }, { ids: cafes, query: ' coffee ' })).toEqual({
      reason: 'None of the places found for "coffee" has Parking.',
      counts: [],
      clear: 'amenities',
    });
  });

  it('blames the search when it finds nothing, whatever the filters', () => {
    expect(hint({ amenities: ['parking'] }, { ids: [], query: 'zzqx' })).toEqual({
      reason: 'No place matches "zzqx".',
      counts: [],
      clear: null,
    });
  });

  it('names a distance only when distances are known', () => {
    const near = withDistances([place({ latitude: 34.754, longitude: 32.406 })], {
      lat: 34.9,
      lng: 32.6,
    });
    expect(emptyListHint(near, null, '', filters({ maxDistance: 5 }))?.reason).toBe(
      'No place matches the filter Within 5 km.',
    );
    expect(emptyListHint([], null, '', filters({ amenities: ['wifi'] }))).toBeNull();
  });

  it("reads 'open now' at the moment it is given", () => {
    // Open 09:00-17:00 every day; in Paphos (UTC+2 in March) 12:00 is open, 18:30 closed.
    const cafe = [place({ category: 'cafe', openingHours: 'Mo-Su 09:00-17:00' })];
    const state = filters({ category: 'cafe', openNow: true });
    const evening = new Date('2027-03-03T16:30:00Z');
    expect(emptyListHint(cafe, null, '', state, evening)).toEqual({
      reason: 'No place matches the filter Open now.',
      counts: ['Cafés: 1 place', 'Open now: 0 places'],
      clear: 'filters',
    });
    expect(emptyListHint(cafe, null, '', state, new Date('2027-03-03T10:00:00Z'))).toBeNull();
  });
});

describe('filterPlaces, know before you go', () => {
  // Wednesday 3 March 2027, 12:00 in Paphos.
  const noon = new Date('2027-03-03T10:00:00Z');
  const lunch = place({ openingHours: 'Mo-Fr 09:00-17:00', stepFree: true });
  const dinner = place({ openingHours: 'Mo-Su 18:00-23:00' });
  const unreadable = place({ openingHours: 'Mon-Fri 9am-5pm' });
  const noHours = place({ openingHours: null });
  const blueSand = place({ category: 'beach', beachFeatures: ['blue-flag', 'sand', 'lifeguards'] });
  const pebbles = place({ category: 'beach', beachFeatures: ['blue-flag'] });
  const all = withDistances([lunch, dinner, unreadable, noHours, blueSand, pebbles], null);

  it('keeps the places open at that moment, never hours it cannot read', () => {
    expect(ids(filterPlaces(all, null, filters({ openNow: true }), noon))).toEqual([lunch.id]);
    expect(
      ids(filterPlaces(all, null, filters({ openNow: true }), new Date('2027-03-03T17:00:00Z'))),
    ).toEqual([dinner.id]);
  });

  it('keeps places with a step-free entrance', () => {
    expect(ids(filterPlaces(all, null, filters({ stepFree: true }), noon))).toEqual([lunch.id]);
  });

  it('keeps beaches with every fact asked for', () => {
    expect(ids(filterPlaces(all, null, filters({ beach: ['blue-flag'] }), noon))).toEqual([
      blueSand.id,
      pebbles.id,
    ]);
    expect(ids(filterPlaces(all, null, filters({ beach: ['blue-flag', 'sand'] }), noon))).toEqual([
      blueSand.id,
    ]);
  });

  it('counts each as an active filter', () => {
    expect(
      activeFilterCount(filters({ openNow: true, stepFree: true, beach: ['sand', 'lifeguards'] }), false),
    ).toBe(3);
  });
});

describe('emptyListHint, know before you go', () => {
  it('names the open-now and beach filters that empty the list', () => {
    // Open whenever the test runs: only the two filters together empty the list.
    const always = place({ openingHours: '24/7' });
    const sandy = place({ category: 'beach', beachFeatures: ['sand'] });
    const list = withDistances([always, sandy], null);
    expect(emptyListHint(list, null, '', filters({ openNow: true, beach: ['sand'] }))?.reason).toBe(
      'No place matches the filters Open now and Sandy beach together.',
    );
  });
});
