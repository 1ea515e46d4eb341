import type { BeachFeature } from './categories';
import type { WithDistance } from './distance';
import { DISTANCE_SLIDER, type FilterState, type SortOrder } from './filter-state';
import { isOpenNow } from './opening-status';
import { priceTier } from './price-level';

export {
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  RATING_SLIDER,
  type FilterState,
  type SortOrder,
} from './filter-state';

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
  openingHours?: string | null;
  stepFree?: boolean;
  beachFeatures?: BeachFeature[];
}

export function ratingLabel(minRating: number): string {
  return minRating === 0 ? 'Any' : `${minRating}+`;
}

export function distanceLabel(maxDistance: number): string {
  return maxDistance >= DISTANCE_SLIDER.max ? 'Any' : `${maxDistance} km`;
}

/**
 * SPEC 5, 'Places list filtering'. `searchMatches` holds the ids the search box matched (PlaceSearchIndex:
 * name, category, address or description), null when nothing is searched. Distances must already be
 * attached when the position is known. 'Open now' is read at `now` (hours the site cannot read never match),
 * as GET /api/places/page reads it at the server's clock.
 */
export function filterPlaces<T extends FilterablePlace>(
  places: WithDistance<T>[],
  searchMatches: ReadonlySet<number> | null,
  filters: FilterState,
  now: Date = new Date(),
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
    if (filters.stepFree && !place.stepFree) return false;
    if (!filters.beach.every((feature) => place.beachFeatures?.includes(feature))) return false;
    if (filters.openNow && !(place.openingHours && isOpenNow(place.openingHours, now) === true)) return false;
    return true;
  });
}

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
  if (filters.openNow) count++;
  if (filters.stepFree) count++;
  if (filters.beach.length > 0) count++;
  return count;
}
