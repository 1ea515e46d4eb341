import type { AmenityKey, PlaceCategory, PriceTier } from './categories';
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

/** SPEC 5, 'Places list filtering'. Distances must already be attached when the position is known. */
export function filterPlaces<T extends FilterablePlace>(
  places: WithDistance<T>[],
  query: string,
  filters: FilterState,
): WithDistance<T>[] {
  const needle = query.trim().toLowerCase();
  return places.filter((place) => {
    if (needle && !place.name.toLowerCase().includes(needle)) return false;
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

/** By distance ascending when distances exist, otherwise by rating descending. */
export function sortPlaces<T extends FilterablePlace>(places: WithDistance<T>[]): WithDistance<T>[] {
  const hasDistances = places.some((place) => place.distanceKm !== undefined);
  return [...places].sort((a, b) =>
    hasDistances
      ? (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)
      : (b.rating ?? 0) - (a.rating ?? 0),
  );
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

/** Home hero search: name, category or description, case-insensitively, at most 6. */
export function searchPlaces<T extends FilterablePlace>(
  places: T[],
  query: string,
  limit: number = HERO_SEARCH_LIMIT,
): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return places
    .filter(
      (place) =>
        place.name.toLowerCase().includes(needle) ||
        place.category.toLowerCase().includes(needle) ||
        (place.description ?? '').toLowerCase().includes(needle),
    )
    .slice(0, limit);
}
