import {
  AMENITY_LABELS,
  CATEGORY_PLURALS,
  PRICE_TIER_LABELS,
  type AmenityKey,
  type PlaceCategory,
  type PriceTier,
} from './categories';
import { distanceKm, type LatLng } from './distance';
import { priceTier } from './price-level';

export const RATING_SLIDER = { min: 0, max: 5, step: 0.5 } as const;
export const DISTANCE_SLIDER = { min: 1, max: 50, step: 1 } as const;

export interface FilterState {
  category: 'all' | PlaceCategory;
  minRating: number;
  maxDistance: number;
  priceRange: PriceTier[];
  amenities: AmenityKey[];
}

export const DEFAULT_FILTERS: FilterState = {
  category: 'all',
  minRating: 0,
  maxDistance: DISTANCE_SLIDER.max,
  priceRange: [],
  amenities: [],
};

/** The fields of a place that filtering and sorting read. */
export interface FilterablePlace {
  id: number;
  name: string;
  category: string;
  description?: string | null;
  rating: number | null;
  priceLevel: number | null;
  amenities: string[];
  latitude: number;
  longitude: number;
}

export type WithDistance<T> = T & { distanceKm?: number };

export function ratingLabel(minRating: number): string {
  return minRating === 0 ? 'Any' : `${minRating}+`;
}

export function distanceLabel(maxDistance: number): string {
  return maxDistance >= DISTANCE_SLIDER.max ? 'Any' : `${maxDistance} km`;
}

/** Adds the distance from the user to each place when the position is known. */
export function withDistances<T extends FilterablePlace>(
  places: T[],
  position: LatLng | null,
): WithDistance<T>[] {
  if (!position) return places;
  return places.map((place) => ({
    ...place,
    distanceKm: distanceKm(position, { lat: place.latitude, lng: place.longitude }),
  }));
}

/**
 * SPEC 5, 'Places list filtering'. `searchMatches` holds the ids the search box matched (PlaceSearchIndex:
 * name, category, address or description), null when nothing is searched. Distances must already be
 * attached when the position is known.
 */
export function filterPlaces<T extends FilterablePlace>(
  places: WithDistance<T>[],
  searchMatches: ReadonlySet<number> | null,
  filters: FilterState,
): WithDistance<T>[] {
  return places.filter((place) => {
    if (searchMatches && !searchMatches.has(place.id)) return false;
    if (filters.category !== 'all' && place.category !== filters.category) return false;
    if ((place.rating ?? 0) < filters.minRating) return false;
    if (
      place.distanceKm !== undefined &&
      filters.maxDistance < DISTANCE_SLIDER.max &&
      place.distanceKm > filters.maxDistance
    ) {
      return false;
    }
    if (filters.priceRange.length > 0) {
      if (place.priceLevel === null || place.priceLevel === undefined) return false;
      if (!filters.priceRange.includes(priceTier(place.priceLevel))) return false;
    }
    if (!filters.amenities.every((amenity) => place.amenities.includes(amenity))) return false;
    return true;
  });
}

/** How the list is ordered: 'recommended' is SPEC 5's rule; the others are the visitor's choice. */
export const SORT_ORDERS = ['recommended', 'distance', 'rating', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const byName = (a: FilterablePlace, b: FilterablePlace) => a.name.localeCompare(b.name, 'en');
const byRating = (a: FilterablePlace, b: FilterablePlace) => (b.rating ?? 0) - (a.rating ?? 0);

/**
 * 'recommended' (the default, SPEC 5): by distance ascending when distances exist, otherwise by rating
 * descending. 'distance' without distances falls back to that rule; 'rating' is best first; 'name' is A to Z.
 */
export function sortPlaces<T extends FilterablePlace>(
  places: WithDistance<T>[],
  order: SortOrder = 'recommended',
): WithDistance<T>[] {
  const hasDistances = places.some((place) => place.distanceKm !== undefined);
  const compare =
    order === 'name'
      ? byName
      : order === 'rating'
        ? byRating
        : hasDistances
          ? (a: WithDistance<T>, b: WithDistance<T>) =>
              (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)
          : byRating;
  return [...places].sort(compare);
}

/** Counts each filter that differs from its default; distance only counts with a known location. */
export function activeFilterCount(filters: FilterState, hasLocation: boolean): number {
  let count = 0;
  if (filters.category !== 'all') count++;
  if (filters.minRating > 0) count++;
  if (hasLocation && filters.maxDistance < DISTANCE_SLIDER.max) count++;
  if (filters.priceRange.length > 0) count++;
  if (filters.amenities.length > 0) count++;
  return count;
}

export const HERO_SEARCH_LIMIT = 6;

/** One chosen filter as the empty-list hint names it, and the filter state that applies it alone. */
interface ChosenFilter {
  label: string;
  isAmenity: boolean;
  applies: Partial<FilterState>;
}

/** The filters that differ from their defaults, in the panel's order; distance only when distances exist. */
function chosenFilters(filters: FilterState, hasDistances: boolean): ChosenFilter[] {
  const chosen: ChosenFilter[] = [];
  if (filters.category !== 'all') {
    chosen.push({
      label: CATEGORY_PLURALS[filters.category],
      isAmenity: false,
      applies: { category: filters.category },
    });
  }
  if (filters.minRating > 0) {
    chosen.push({
      label: `Rating ${ratingLabel(filters.minRating)}`,
      isAmenity: false,
      applies: { minRating: filters.minRating },
    });
  }
  if (hasDistances && filters.maxDistance < DISTANCE_SLIDER.max) {
    chosen.push({
      label: `Within ${distanceLabel(filters.maxDistance)}`,
      isAmenity: false,
      applies: { maxDistance: filters.maxDistance },
    });
  }
  if (filters.priceRange.length > 0) {
    chosen.push({
      label: `${filters.priceRange.map((tier) => PRICE_TIER_LABELS[tier]).join(' or ')} price`,
      isAmenity: false,
      applies: { priceRange: filters.priceRange },
    });
  }
  for (const amenity of filters.amenities) {
    chosen.push({ label: AMENITY_LABELS[amenity], isAmenity: true, applies: { amenities: [amenity] } });
  }
  return chosen;
}

/** The filter state that applies all of these filters and no other. */
function applyingAll(chosen: readonly ChosenFilter[]): FilterState {
  return chosen.reduce<FilterState>(
    (state, { applies }) => ({
      ...state,
      ...applies,
      amenities: [...state.amenities, ...(applies.amenities ?? [])],
    }),
    DEFAULT_FILTERS,
  );
}

/** Every way to pick `size` of the items, in their order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/** 'A', 'A and B', 'A, B and C'. */
function listText(labels: readonly string[]): string {
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** 'has Wi-Fi', 'has both Wi-Fi and Parking', 'matches the filters Bars and Parking together'. */
function culpritText(culprits: readonly ChosenFilter[]): string {
  const labels = culprits.map((filter) => filter.label);
  if (culprits.every((filter) => filter.isAmenity)) {
    if (labels.length === 1) return `has ${labels[0]}`;
    return `has ${labels.length === 2 ? 'both' : 'all of'} ${listText(labels)}`;
  }
  if (labels.length === 1) return `matches the filter ${labels[0]}`;
  return `matches the filters ${listText(labels)} together`;
}

const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

export interface EmptyListHint {
  /** Why the list is empty: the fewest chosen filters that together match no place. */
  reason: string;
  /** With two or more filters chosen: how many places each matches on its own ('Wi-Fi: 0 places'). */
  counts: string[];
  /** What the hint's button clears: the amenities when they alone empty the list, else every filter. */
  clear: 'amenities' | 'filters' | null;
}

/**
 * Why /places shows no place (call it when `filterPlaces` gives none): the smallest combination of the
 * chosen filters that no place matches ('No place has both Wi-Fi and Parking', 'No place matches the filters
 * Bars and Budget price together'), how many
 * places each chosen filter matches on its own, and what to clear. Counts are among the places the search
 * (`searchMatches`, `query`) found. Null when there is nothing to explain: no place at all, no search, no filter.
 */
export function emptyListHint<T extends FilterablePlace>(
  places: WithDistance<T>[],
  searchMatches: ReadonlySet<number> | null,
  query: string,
  filters: FilterState,
): EmptyListHint | null {
  const needle = query.trim();
  const found = filterPlaces(places, searchMatches, DEFAULT_FILTERS);
  if (found.length === 0) {
    return needle ? { reason: `No place matches "${needle}".`, counts: [], clear: null } : null;
  }
  const chosen = chosenFilters(
    filters,
    found.some((place) => place.distanceKm !== undefined),
  );
  const matching = (some: readonly ChosenFilter[]) => filterPlaces(found, null, applyingAll(some)).length;
  let culprits: ChosenFilter[] | undefined;
  for (let size = 1; size <= chosen.length && !culprits; size++) {
    culprits = combinations(chosen, size).find((some) => matching(some) === 0);
  }
  if (!culprits) return null;

  const subject = needle ? `None of the places found for "${needle}"` : 'No place';
  return {
    reason: `${subject} ${culpritText(culprits)}.`,
    counts:
      chosen.length > 1 ? chosen.map((filter) => `${filter.label}: ${placesText(matching([filter]))}`) : [],
    clear: culprits.every((filter) => filter.isAmenity) ? 'amenities' : 'filters',
  };
}
